// What <hex-board> takes from the package, part by part rather than through the entry (which,
// without a bundler, would load every part): `Game` from the core, and the parts it needs for
// a few attributes only, loaded the first time one is used, so that a board app downloads the
// core alone until then: the records (the `sgf` and `trmph` attributes) and the analysis
// (`show-hints`). scripts/package.mjs writes the web entry's copy of this module, whose parts
// init() starts.
export { Game } from "../core/index.js";

const LOADERS = {
  records: () => import("../records/index.js"),
  analysis: () => import("../analysis/index.js"),
};

const loaded = new Map();
const waiting = new Map();

/** The exports of the part `name` once it has loaded; else null, after starting to load it,
 * with `then` called once it has loaded or failed (a later call throws the failure). Each
 * `then` is called once, however often it was passed. */
export function part(name, then) {
  const have = loaded.get(name);
  if (have?.error) throw have.error;
  if (have) return have.exports;
  let calls = waiting.get(name);
  if (!calls) {
    calls = new Set();
    waiting.set(name, calls);
    const done = (result) => {
      loaded.set(name, result);
      waiting.delete(name);
      for (const call of calls) call();
    };
    LOADERS[name]().then((exports) => done({ exports }), (error) => done({ error }));
  }
  calls.add(then);
  return null;
}
