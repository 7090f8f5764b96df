// Calls on an object after its `free()`. wasm-bindgen's glue sets the freed object's pointer
// to 0 and passes it on as it is; the export refuses it with a plain Error of its own ("null
// pointer passed to rust") and no `code`. `guardFreed` wraps each method and accessor of the
// class's prototype once, when the module starts, so that such a call throws the module's
// `FREED` error instead, before anything crosses into wasm, and so that a second `free()`
// does nothing, as a second close of most handles does. A method put on the prototype
// afterwards (`play`, by play.js) is not wrapped and checks the pointer itself.
import { freed } from "./checks.js";

// The wrapper of a method passes on this many arguments: the most any method takes.
const MOST_ARGUMENTS = 4;

// The methods whose parameters are all numbers that wasm converts as it is called. The glue
// reads the pointer before that conversion, so a `valueOf` that frees the object would have
// the export run on memory already freed; these wrappers convert first (as wasm would, a
// BigInt or a Symbol throwing the same TypeError) and check the pointer after.
const NUMBER_PARAMETERS = ["cell", "__play", "__playOrThrow"];

// `name` is the class's name as the package exports it (a bundler may rename the class).
export function guardFreed(instance, name) {
  const prototype = Object.getPrototypeOf(instance);
  const release = prototype.free;
  if (typeof instance.__wbg_ptr !== "number" || typeof release !== "function") {
    throw new Error(`hex-connect: wasm-bindgen's glue no longer gives ${name} the field __wbg_ptr and the method free; update src/wasm/freed.js`);
  }
  const freeOnce = function free() {
    if (this.__wbg_ptr !== 0) release.call(this);
  };
  for (const key of Reflect.ownKeys(prototype)) {
    if (key === "constructor") continue;
    const d = Object.getOwnPropertyDescriptor(prototype, key);
    if (typeof d.value === "function") {
      // `free` is also the prototype's Symbol.dispose, under that key the same function.
      if (d.value === release) d.value = freeOnce;
      else if (NUMBER_PARAMETERS.includes(key)) d.value = guardNumbers(d.value, name);
      else d.value = guardMethod(d.value, name);
    } else {
      if (d.get) d.get = guardGetter(d.get, name);
      if (d.set) d.set = guardMethod(d.set, name);
    }
    Object.defineProperty(prototype, key, d);
  }
}

// `method` behind a check of the pointer, with the original's name and length.
function guardMethod(method, name) {
  if (method.length > MOST_ARGUMENTS) {
    throw new Error(`hex-connect: ${name}.prototype.${method.name} takes more than ${MOST_ARGUMENTS} arguments; update src/wasm/freed.js`);
  }
  // A fixed list of parameters instead of rest arguments: the glue's methods read only the
  // parameters they declare, and a plain call is the cheaper one.
  const guarded = function (a, b, c, d) {
    if (this.__wbg_ptr === 0) throw freed(name);
    return method.call(this, a, b, c, d);
  };
  Object.defineProperty(guarded, "name", { value: method.name });
  Object.defineProperty(guarded, "length", { value: method.length });
  return guarded;
}

// `method` of two number parameters, its arguments converted before the pointer is checked.
function guardNumbers(method, name) {
  if (method.length !== 2) {
    throw new Error(`hex-connect: ${name}.prototype.${method.name} no longer takes two numbers; update src/wasm/freed.js`);
  }
  const guarded = function (a, b) {
    const x = +a;
    const y = +b;
    if (this.__wbg_ptr === 0) throw freed(name);
    return method.call(this, x, y);
  };
  Object.defineProperty(guarded, "name", { value: method.name });
  return guarded;
}

function guardGetter(get, name) {
  const guarded = function () {
    if (this.__wbg_ptr === 0) throw freed(name);
    return get.call(this);
  };
  Object.defineProperty(guarded, "name", { value: get.name });
  return guarded;
}
