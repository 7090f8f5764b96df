// Starts the WebAssembly parts of hex-connect (see scripts/package.mjs, which copies this file
// into the package as start.js). A part starts once: the default entry starts its parts on
// import, and init() of the "hex-connect/web" entry skips a part that has started already, so
// an app that loads both entries still has one instance of each part.

/** The exports of each started part, by the glue's `__wbg_set_wasm`. */
const running = new Map();
/** The web entry's parts, as their modules load. */
const parts = [];
/** What waits for init() to have started the web entry's parts, and whether it has. */
const waiting = [];
let initialised = false;

/** Runs `fn` once init() (or initSync()) of the web entry has started its parts: at once if
 * it has. The web build of <hex-board> is defined so, since the element makes games as soon
 * as it is on a page. */
export function whenStarted(fn) {
  if (initialised) fn();
  else waiting.push(fn);
}

function started() {
  initialised = true;
  for (const fn of waiting.splice(0)) fn();
}

function begin(setWasm, instance) {
  const have = running.get(setWasm);
  if (have) return have;
  running.set(setWasm, instance.exports);
  setWasm(instance.exports);
  instance.exports.__wbindgen_start?.();
  return instance.exports;
}

/** The default entry's start: `source` is the `.wasm`'s bytes, or a string of them, one
 * character a byte. */
export function instantiate(source, imports, setWasm) {
  if (running.has(setWasm)) return;
  let bytes = source;
  if (typeof source === "string") {
    bytes = new Uint8Array(source.length);
    for (let i = 0; i < source.length; i++) bytes[i] = source.charCodeAt(i);
  }
  begin(setWasm, new WebAssembly.Instance(new WebAssembly.Module(bytes), imports));
}

/** A part of the web entry, started by `init()`; `url()` is where its `.wasm` file is. */
export function register(file, url, imports, setWasm) {
  parts.push({ file, url, imports, setWasm, pending: null });
}

export default async function init(options) {
  const locate = options?.locate;
  if (locate !== undefined && typeof locate !== "function") {
    throw new TypeError("init: options.locate must be a function (file, url) returning where that .wasm file is");
  }
  const exports = await Promise.all(parts.map((part) => start(part, locate)));
  started();
  return Object.fromEntries(parts.map((part, i) => [part.file, exports[i]]));
}

export function initSync(options) {
  const locate = options?.locate;
  if (typeof locate !== "function") {
    throw new TypeError("initSync needs { locate(file) }, returning the bytes or the compiled module of each .wasm file");
  }
  const exports = {};
  for (const part of parts) {
    let have = running.get(part.setWasm);
    if (!have) {
      const source = locate(part.file);
      const module = source instanceof WebAssembly.Module ? source : new WebAssembly.Module(source);
      have = begin(part.setWasm, new WebAssembly.Instance(module, part.imports));
    }
    exports[part.file] = have;
  }
  started();
  return exports;
}

function start(part, locate) {
  const have = running.get(part.setWasm);
  if (have) return Promise.resolve(have);
  // Concurrent calls share one load; a failed one can be tried again.
  part.pending ??= load(part, locate).then(
    (instance) => begin(part.setWasm, instance),
    (error) => {
      part.pending = null;
      throw error;
    },
  );
  return part.pending;
}

async function load(part, locate) {
  const url = part.url();
  let source = await (locate ? locate(part.file, url) : url);
  if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, part.imports);
  if (typeof source === "string" || source instanceof URL || (typeof Request === "function" && source instanceof Request)) {
    const where = String(source.url ?? source);
    try {
      source = await fetch(source);
    } catch (error) {
      throw new Error(
        `hex-connect/web could not fetch ${part.file} from ${where} (${error.message}). Where fetch cannot read ` +
          `files (Node), pass init({ locate }) returning the file's bytes, or import "hex-connect", which needs no init().`,
        { cause: error },
      );
    }
  }
  if (typeof Response === "function" && source instanceof Response) {
    if (!source.ok) throw new Error(`hex-connect/web could not fetch ${part.file}: ${source.status} ${source.statusText} from ${source.url}`);
    const type = source.headers.get("Content-Type") ?? "";
    if (typeof WebAssembly.instantiateStreaming === "function" && type.startsWith("application/wasm")) {
      return (await WebAssembly.instantiateStreaming(source, part.imports)).instance;
    }
    source = await source.arrayBuffer();
  }
  return (await WebAssembly.instantiate(source, part.imports)).instance;
}
