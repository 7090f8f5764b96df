// What <hex-board> takes from the package, part by part rather than through the entry (which,
// without a bundler, would load every part): `Game` from the core, and two parts it needs for a
// few attributes only. Those two are the app's choice: "hex-connect/board/records" (the `sgf`
// and `trmph` attributes) and "hex-connect/board/analysis" (`show-hints`) each name their part
// here when imported, and the part itself loads the first time an attribute needs it. So a
// bundler puts a part into an app only when the app imports its module, and a page downloads
// it only when a board uses it. scripts/package.mjs writes the web entry's copy of this module,
// whose parts init() starts.
export { Game } from "../core/index.js";

/** What a loaded part goes through before a board uses it: nothing here; the web entry's copy
 * starts the part with init(). */
const ready = (exports) => exports;

/** How each part named so far loads: from "./records.js" and "./analysis.js". */
const loaders = new Map();

/** What each part is for, for the error of a part never named. */
const USES = { records: "the sgf and trmph attributes", analysis: "the show-hints attribute" };

/** Makes the part `name` loadable by `load` (a dynamic import of it). */
export function provide(name, load) {
  if (!loaders.has(name)) loaders.set(name, load);
}

const loaded = new Map();
const waiting = new Map();

/** The exports of the part `name` once it has loaded; else null, after starting to load it,
 * with `then` called once it has loaded or failed (a later call throws the failure). Each
 * `then` is called once, however often it was passed. Throws at once when the app has not
 * imported the module that names the part. */
export function part(name, then) {
  const have = loaded.get(name);
  if (have?.error) throw have.error;
  if (have) return have.exports;
  const load = loaders.get(name);
  if (!load) {
    const error = new Error(
      `<hex-board> needs the ${name} part for ${USES[name] ?? name}: import "hex-connect/board/${name}" ` +
        `once in the app (over the web entry, "hex-connect/web/board/${name}")`,
    );
    error.code = "NO_PART";
    throw error;
  }
  let calls = waiting.get(name);
  if (!calls) {
    calls = new Set();
    waiting.set(name, calls);
    const done = (result) => {
      loaded.set(name, result);
      waiting.delete(name);
      for (const call of calls) call();
    };
    load()
      .then(ready)
      .then((exports) => done({ exports }), (error) => done({ error }));
  }
  calls.add(then);
  return null;
}
