// `Game.prototype.play`, the hot path of a game played move by move, put on the prototype
// once when the module starts (`installPlay`, called from the binding's start function with
// a throwaway game).
//
// wasm-bindgen's glue for a method that returns `Result<JsValue, JsValue>` reads a
// multi-value return back as an array and takes the winner from the externref table, which
// costs more than the move itself. `__play` returns a number instead, and only when it
// reports a failure is the move made again through `__playOrThrow`, which throws the error
// (a failed move changes nothing, so it fails alike).
//
// `__play` is called as the instance's own export, `rawPlay`, with the game's pointer, which
// is all the glue's `Game.prototype.__play` does, without the glue method's layer and its
// read of the module's `wasm` binding. That leans on two names of wasm-bindgen's glue,
// `__wbg_ptr` and the export's (`game___play`); `installPlay` checks both and throws when
// the glue has changed them, so that every test fails at once instead of `play` going wrong.
import { freed } from "./checks.js";
import { O, X } from "./values.js";

let rawPlay = null;

function play(row, col) {
  // The number conversion of a wasm f64 argument, done once here so that a `valueOf` runs
  // once even when the move is made twice.
  const r = +row;
  const c = +col;
  // Read after the conversions, since a `valueOf` can free the game. A freed game's pointer
  // is 0, which the export would refuse with a plain Error of wasm-bindgen's, with no code.
  const ptr = this.__wbg_ptr;
  if (ptr === 0) throw freed("Game");
  // Whole numbers from 0 to 2^31 - 1 go straight to `__play`, which takes them as u32s (a
  // u32 argument is cheaper to pass than an f64 that wasm must check); the int32 test is
  // the one engines make cheapest. `__playOrThrow` takes any other number, larger whole
  // numbers included, and checks it.
  if ((r | 0) === r && (c | 0) === c && (r | c) >= 0) {
    const code = rawPlay(ptr, r, c);
    if (code === 0) return null;
    if (code < 3) return code === 1 ? X : O;
  }
  return this.__playOrThrow(r, c);
}

export function installPlay(game, exports) {
  const raw = exports.game___play;
  if (typeof raw !== "function" || typeof game.__wbg_ptr !== "number") {
    throw new Error("hex-connect: wasm-bindgen's glue no longer names the export game___play or the field __wbg_ptr; update src/wasm/play.js");
  }
  rawPlay = raw;
  Object.defineProperty(Object.getPrototypeOf(game), "play", {
    value: play,
    writable: true,
    configurable: true,
  });
  game.free();
}
