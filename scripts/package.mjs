// Assembles the one npm package, in pkg/ (or --out DIR), from one cargo build:
//
//   node scripts/package.mjs [--out DIR] [--no-default-features] [--names]
//
// --names (with --out only: pkg/ is what ships) keeps the functions' names and the other
// custom sections in every part's `.wasm`, so that a profile names them: `node --cpu-prof`,
// then `node scripts/cpuprofile-top.mjs` on the profile, or Chromium's DevTools. The names
// add about 20 KB to the bot's part.
//
// One cargo build of the cdylib, wasm-bindgen's bundler glue for it, and from that one
// `.wasm` the parts of PARTS below, each optimised (binaryen drops the code only other parts'
// exports use) and each its own WebAssembly instance:
//
//   rows/       `winner`, `winningPath`, `maxInputBytes`.
//   core/       the class `Game`: moves, undo and redo, notation, swap, JSON.
//   records/    `fromSgf`, `fromTrmph`, `toSgf`, `toTrmph`.
//   analysis/   `analyze`.
//   bot/        `bestMove`, the class `Bot`, and the knowledge the bot searches with:
//               `solve`, `connections`, `mustPlay`, `inferior` (when the build has them).
//               One part, since the bot's code holds nearly all of the knowledge's.
//
// An app ships only the parts whose exports it uses: each part is its own ES module, and
// `sideEffects: false` lets a bundler (Vite, webpack, esbuild) leave out the others. A game
// crosses from the core to another part by value (src/wasm/by_value.rs): the core writes a
// snapshot, the other part replays it into a game of its own memory; a part that makes games
// (`fromSgf`) imports the core's `Game` and makes them there the same way. Each part folder
// holds a copy of the glue and of the snippets that keep state (each instance needs its own;
// the snippets that keep none are shared, in snippets/), the `.wasm` file, and two modules
// over them:
//
//   index.js   the default entry's part: the `.wasm` travels inside the module as a string
//              literal (bytes.js: see embed() below) and is instantiated synchronously on
//              import, so
//              `import { winner } from "hex-connect"` works with no set-up in Node, Deno,
//              Bun, bundlers and import-map pages.
//   web.js     the opt-in "hex-connect/web" entry's part: the `.wasm` as its own file,
//              fetched and compiled while it streams in by `await init()` (web/index.js).
//
//   index.js, index.d.ts   the default entry ("import" condition): the parts' index.js.
//   node.cjs, node.d.cts   the same entry as CommonJS ("require" condition), one self-contained
//                          file bundled by esbuild, so no `require()` of an ES module is needed.
//   web/                   the "hex-connect/web" entry: the parts' web.js and `init()`.
//   start.js               instantiation shared by both entries (a part starts once), a
//                          copy of scripts/start.js.
//   inflate.js             the default entry's decoder of its compressed embedded parts, a
//                          copy of scripts/inflate.js.
//   snippets/              the glue's snippets that keep no state (argument checks, error
//                          messages, the JSON reader), one copy for every part.
//   board/                 the "hex-connect/board" entry: the <hex-board> element, a copy of
//                          the board/ folder (the demo page draws its board with the same
//                          modules), over the default entry; board/records.js and
//                          board/analysis.js ("hex-connect/board/records", ".../analysis")
//                          let it load those parts, for the apps that import them.
//   web/board/             "hex-connect/web/board": the same element over the web entry,
//                          defined once init() has started the parts.
//
// Everything here is generated from the build; nothing in pkg/ is edited by hand.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { deflateRawSync, gzipSync } from "node:zlib";
import binaryen from "binaryen";
import { transformSync } from "esbuild";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const outAt = args.indexOf("--out");
const out = resolve(root, outAt >= 0 ? args[outAt + 1] : "pkg");
const features = flag("--no-default-features") ? ["--no-default-features"] : [];
const keepNames = flag("--names");
if (keepNames && outAt < 0) throw new Error("package.mjs: --names needs --out DIR; pkg/ is the package that ships");
const bin = join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}:${process.env.HOME}/.cargo/bin:${process.env.PATH}` };
const run = (cmd, cmdArgs) => execFileSync(cmd, cmdArgs, { cwd: root, env, stdio: "inherit" });

const name = "hex_connect";
// The crate's own fields, as cargo reads Cargo.toml.
const metadata = JSON.parse(
  execFileSync("cargo", ["metadata", "--format-version", "1", "--no-deps"], { cwd: root, env, encoding: "utf8" }),
);
const crate = metadata.packages.find((p) => p.manifest_path === join(root, "Cargo.toml"));
if (!crate) throw new Error("cargo metadata lists no package for Cargo.toml");

// 1. One cargo build, and wasm-bindgen's bundler glue for it (which has no
// `new URL(..., import.meta.url)` that a bundler would follow and ship).
// The linker keeps its relocations in the build (`--emit-relocs`, which changes nothing else
// it writes): linkedData() reads from them which statics each part's code can reach.
run("cargo", ["rustc", "--release", "--lib", "--target", "wasm32-unknown-unknown", ...features, "--", "-C", "link-arg=--emit-relocs"]);
const built = join(root, "target", "wasm32-unknown-unknown", "release", `${name}.wasm`);
const linkage = linkedData(readFileSync(built));
const work = join(root, "target", "package-work");
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
writeFileSync(join(work, `${name}.wasm`), linkage.module);
run("wasm-bindgen", [join(work, `${name}.wasm`), "--target", "bundler", "--out-dir", work]);
const bound = join(work, `${name}_bg.wasm`);
// -g keeps the functions' names, which stubPanics() below finds std's panic runtime by; the
// parts are written without them.
run("wasm-opt", ["-O3", "-g", bound, "-o", bound]);
const full = readFileSync(bound);
// The statics lie where the linker put them, which linkedData() and blankUnreached() count on.
const [boundImage, builtImage] = [full, linkage.module].map((wasm) => memoryImage(dataSegments(wasm)));
if (!boundImage.equals(builtImage.subarray(0, boundImage.length)) || builtImage.subarray(boundImage.length).some((b) => b !== 0)) {
  throw new Error("package.mjs: wasm-bindgen or wasm-opt moved the build's statics");
}
const glueDts = readFileSync(join(work, `${name}.d.ts`), "utf8");
const names = await exportedNames(full, join(work, `${name}_bg.js`));
// The texts of the standard library's panics, which blankPaths() zeroes in each part.
const panicTexts = panicTextsOf(full);
// The bot's table of pattern values, which the parts that read it must keep (its priors, and
// the solver's order of moves): no test reads it but through the bot's choices, so the
// package checks that blankUnreached() left it there.
const botTable = botTableOf(full);
const TABLE_READERS = ["Bot", "solve"];

// 2. The parts, by the JavaScript names each one serves. A name the build exports must be in
// exactly one part; a name the build lacks (the knowledge functions before they existed) is
// left out, and so is a part with none (every part but rows without the `game` feature).
// `inner` names exports of the part's own that are no part of the API (see rowsCall below),
// kept in that part only.
const PARTS = [
  { dir: "rows", names: ["winner", "winningPath", "maxInputBytes"], inner: ["__rowsAnswer"] },
  { dir: "core", names: ["Game"] },
  { dir: "records", names: ["fromSgf", "fromTrmph", "toSgf", "toTrmph"] },
  { dir: "analysis", names: ["analyze"] },
  { dir: "bot", names: ["bestMove", "Bot", "solve", "connections", "mustPlay", "inferior"] },
];
for (const n of names) {
  if (PARTS.filter((part) => part.names.includes(n)).length !== 1) {
    throw new Error(`the build exports ${n}, which is in no part (or in several) of PARTS in scripts/package.mjs`);
  }
}
const parts = PARTS.map((part) => ({ ...part, file: `${name}_${part.dir}.wasm`, names: part.names.filter((n) => names.includes(n)) }))
  .filter((part) => part.names.length > 0);
for (const part of parts) Object.assign(part, shortImports(partOf(full, [...part.names, ...(part.inner ?? [])])));
// The part with the class Game, which the parts that make games (fromSgf) make them in, and
// the glue's snippet that they make them through.
const core = parts.find((part) => part.names.includes("Game"));
const byValue = /from '(\.\/snippets\/[^']*\/by_value\.js)'/.exec(readFileSync(join(work, `${name}_bg.js`), "utf8"))?.[1];
// The package's `winner` and `winningPath` are rowsCall of the glue's snippet scratch.js over
// the glue's export and `__rowsAnswer`: they copy the rows before entering wasm, and answer a
// small board through an export of plain numbers.
const scratchJs = /from '(\.\/snippets\/[^']*\/scratch\.js)'/.exec(readFileSync(join(work, `${name}_bg.js`), "utf8"))?.[1];
if (!scratchJs) throw new Error("the glue imports no scratch.js snippet: see rowsCall in scripts/package.mjs");
const ROWS_CALLS = { winner: false, winningPath: true };
// inflate.js as a bundler writes it into an app, for embed() to weigh.
const decoder = transformSync(readFileSync(join(root, "scripts", "inflate.js"), "utf8"), { minify: true, format: "esm" }).code;
// The core is weighed alone, and so are the rows, which apps use without a game; the other
// parts work on games of the core, so where the core carries the decoder they find it there.
if (core) core.embedded = embed(core.bytes, decoder);
for (const part of parts) {
  if (part !== core) part.embedded = embed(part.bytes, part.dir !== "rows" && core?.embedded.packed ? "" : decoder);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, "web"), { recursive: true });
cpSync(join(root, "scripts", "start.js"), join(out, "start.js"));
cpSync(join(root, "scripts", "inflate.js"), join(out, "inflate.js"));
// The glue's snippets that keep no state (checks, messages...) serve every part from one copy
// in snippets/, so an app of several parts bundles them once; the others (the scratch
// buffers, the game class) are each part's own, beside its glue.
// A module's relative imports (`from "./x.js"`): the words before the path, its quote, the path.
const RELATIVE_IMPORT = /(from\s+)(["'])(\.[^"']*)\2/g;
const shared = sharedSnippets();
for (const file of shared) cpSync(join(work, file), join(out, file), { recursive: true });
for (const part of parts) writePart(part);

// 3. The default entry, and its CommonJS copy bundled into one file. The entry names every
// part's embedded bytes before anything else: a bundler places a module where its first
// importer reaches it, so an app's bundle holds the bytes of the parts it uses first and
// all their code after them, in one run that gzip compresses as a whole (the parts' glue
// and the shared snippets are much alike), instead of each part's code after its own tens
// of KB of bytes, beyond the reach of gzip's window.
const reexport = (module) =>
  parts.map((part) => `export { ${part.names.join(", ")} } from "./${part.dir}/${module}";`).join("\n");
const bytesFirst = parts.map((part) => `import "./${part.dir}/bytes.js";`).join("\n");
writeFileSync(join(out, "index.js"), `// The default entry of hex-connect, written by scripts/package.mjs.\n${bytesFirst}\n${reexport("index.js")}\n`);
writeFileSync(join(out, "index.d.ts"), glueDts);
run("esbuild", [
  join(out, "index.js"),
  "--bundle",
  "--format=cjs",
  "--platform=neutral",
  "--charset=utf8",
  "--log-level=warning",
  `--outfile=${join(out, "node.cjs")}`,
]);
writeFileSync(join(out, "node.d.cts"), glueDts);

// 4. The web entry: the parts' web modules and init().
writeFileSync(
  join(out, "web", "index.js"),
  `// The "hex-connect/web" entry, written by scripts/package.mjs.\n${reexport("web.js").replaceAll('"./', '"../')}\nexport { default, initSync } from "../start.js";\n`,
);
writeFileSync(join(out, "web", "index.d.ts"), `${glueDts}\n${webDts(parts)}`);
// For resolvers that predate "exports" (TypeScript's node10, webpack 4): "hex-connect/web" is
// this folder, and this file names its module and types.
writeFileSync(
  join(out, "web", "package.json"),
  `${JSON.stringify({ type: "module", main: "./index.js", types: "./index.d.ts", sideEffects: false }, null, 2)}\n`,
);

// 5. The board entry: the element's modules as they are, and the same folder note as web/.
// The element plays through Game, so a build without it has no board.
// The same element is also built over the web entry, in web/board/ ("hex-connect/web/board"),
// where its `../index.js` is the web entry's: it is defined once init() has started the
// parts, since it makes games as soon as it is on a page.
const board = names.includes("Game");
// The parts <hex-board> loads only for an app that imports "hex-connect/board/<part>".
const OPTIONAL_PARTS = ["records", "analysis"];
if (board) {
  const sideEffects = ["./index.js", ...OPTIONAL_PARTS.map((name) => `./${name}.js`)];
  const folderNote = `${JSON.stringify({ type: "module", main: "./index.js", types: "./index.d.ts", sideEffects }, null, 2)}\n`;
  for (const at of [join(out, "board"), join(out, "web", "board")]) {
    cpSync(join(root, "board"), at, { recursive: true });
    writeFileSync(join(at, "package.json"), folderNote);
  }
  const entry = readFileSync(join(root, "board", "index.js"), "utf8");
  const define = /^if \(typeof customElements[^]*?^}\n/m;
  if (!define.test(entry)) throw new Error("board/index.js no longer defines the element in one if block: see step 5 of scripts/package.mjs");
  // The parts the element loads when an attribute needs them come from the web entry too, and
  // init() (again: it starts only what has not started) starts them: the modules that name
  // them ("hex-connect/web/board/records", ".../analysis") import the web entry's, and the
  // element's copy of parts.js passes each through init() once it has loaded.
  const lazy = readFileSync(join(root, "board", "parts.js"), "utf8");
  const from = /from "\.\.\/(\w+)\/index\.js"/g;
  const ready = "const ready = (exports) => exports;";
  if (!from.test(lazy) || !lazy.includes(ready)) {
    throw new Error("board/parts.js no longer takes Game as ../core/index.js or passes parts through `ready`: see step 5 of scripts/package.mjs");
  }
  writeFileSync(
    join(out, "web", "board", "parts.js"),
    lazy
      .replace(/^(\/\/.*\n)+/, (comment) => `${comment}import init from "../../start.js";\n`)
      .replace(from, 'from "../../$1/web.js"')
      .replace(ready, "const ready = async (exports) => (await init(), exports);"),
  );
  const loader = /import\("\.\.\/(\w+)\/index\.js"\)/;
  for (const optional of OPTIONAL_PARTS) {
    const source = readFileSync(join(root, "board", `${optional}.js`), "utf8");
    if (!loader.test(source)) throw new Error(`board/${optional}.js no longer loads its part as ../<part>/index.js: see step 5 of scripts/package.mjs`);
    writeFileSync(
      join(out, "web", "board", `${optional}.js`),
      source.replace(/"hex-connect\/board\//g, '"hex-connect/web/board/').replace(loader, 'import("../../$1/web.js")'),
    );
  }
  // Only the default entry's types add <hex-board> to HTMLElementTagNameMap: the web entry's
  // element holds the web entry's Game, a type of its own, and one program may include both
  // declaration files, where two entries for one tag would clash.
  const types = readFileSync(join(root, "board", "index.d.ts"), "utf8");
  const tagMap = /\ndeclare global {\n[^]*?\n}\n$/;
  if (!tagMap.test(types)) throw new Error("board/index.d.ts no longer ends with its declare global block: see step 5 of scripts/package.mjs");
  writeFileSync(
    join(out, "web", "board", "index.d.ts"),
    types
      .replace(tagMap, "\n")
      .replace(/import "hex-connect\/board\/(\w+)"/g, 'import "hex-connect/web/board/$1"')
      .replace(
        " * @example\n",
        ' * Over the web entry the tag is not in `HTMLElementTagNameMap` (the default entry\'s types put\n' +
          ' * it there, with their own Game): write `document.querySelector("hex-board") as HexBoard`.\n *\n * @example\n',
      ),
  );
  writeFileSync(
    join(out, "web", "board", "index.js"),
    entry
      .replace(
        /^(\/\/.*\n)+/,
        '// The "hex-connect/web/board" entry, written by scripts/package.mjs from board/index.js: the\n' +
          "// element over the web entry, defined once init() has started the parts, where there is a\n" +
          "// custom element registry and no element of that name yet.\n",
      )
      .replace(define, (block) => `import { whenStarted } from "../../start.js";\n\nwhenStarted(() => {\n${block.replace(/^/gm, "  ").trimEnd()}\n});\n`),
  );
}

// 6. package.json, README and licence.
const { version } = crate;
const wasmExports = Object.fromEntries(parts.map((part) => [`./${part.file}`, `./${part.dir}/${part.file}`]));
const pkg = {
  name: "hex-connect",
  version,
  description: crate.description,
  license: crate.license,
  keywords: crate.keywords,
  type: "module",
  main: "./node.cjs",
  module: "./index.js",
  types: "./index.d.ts",
  exports: {
    ".": {
      import: { types: "./index.d.ts", default: "./index.js" },
      require: { types: "./node.d.cts", default: "./node.cjs" },
    },
    "./web": { types: "./web/index.d.ts", default: "./web/index.js" },
    ...(board
      ? {
          "./board": { types: "./board/index.d.ts", default: "./board/index.js" },
          "./web/board": { types: "./web/board/index.d.ts", default: "./web/board/index.js" },
          ...Object.fromEntries(
            OPTIONAL_PARTS.flatMap((name) => [
              [`./board/${name}`, { types: `./board/${name}.d.ts`, default: `./board/${name}.js` }],
              [`./web/board/${name}`, { types: `./web/board/${name}.d.ts`, default: `./web/board/${name}.js` }],
            ]),
          ),
        }
      : {}),
    ...wasmExports,
    "./package.json": "./package.json",
  },
  files: ["index.js", "index.d.ts", "node.cjs", "node.d.cts", "start.js", "inflate.js", ...(shared.length ? ["snippets/"] : []), ...parts.map((p) => `${p.dir}/`), "web/", ...(board ? ["board/"] : []), "README.md", "LICENSE"],
  // Only the board entries do something on import: they define <hex-board>, or name a part it
  // may load.
  sideEffects: board
    ? ["./board/index.js", "./web/board/index.js", ...OPTIONAL_PARTS.flatMap((name) => [`./board/${name}.js`, `./web/board/${name}.js`])]
    : false,
  engines: { node: ">=20" },
};
writeFileSync(join(out, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
cpSync(join(root, "README.md"), join(out, "README.md"));
cpSync(join(root, "LICENSE"), join(out, "LICENSE"));

console.log(
  `[package] ${relative(root, out)}/: hex-connect ${version}${features.length ? " (no default features)" : ""}, ` +
    parts.map((part) => `${part.dir} .wasm ${part.bytes.length} bytes`).join(", "),
);

/** A part: the module with only the exports behind `served` (a function's own, a class's
 * destructor and methods) and wasm-bindgen's own left, then optimised so that what only the
 * others used is gone. The crate's `start`, which only sets up the class `Game` (its guard
 * and its `play`), stays in the part that has `Game`; every other part's start function
 * keeps only wasm-bindgen's set-up of the externref table. */
function partOf(bytes, served) {
  const module = binaryen.readBinary(bytes);
  const exports = exportsOf(module);
  const classes = served.filter((n) => /^[A-Z]/.test(n)).map((n) => n.toLowerCase());
  const serves = (field) =>
    served.includes(field) || classes.some((c) => field === `__wbg_${c}_free` || field.startsWith(`${c}_`));
  // The function that sets up the externref table, when there is a `start` to drop.
  const { name: start, table } = (served.includes("Game") ? { name: crateStart(module)?.name } : crateStart(module)) ?? {};
  const inner = PARTS.flatMap((part) => part.inner ?? []);
  for (const e of exports) {
    if (e.name === "memory" || serves(e.name)) continue;
    if (inner.includes(e.name)) {
      module.removeExport(e.name);
      continue;
    }
    if (e.name.startsWith("__") && !(table && e.name === "__wbindgen_start") && !e.name.startsWith("__wbg_")) continue;
    module.removeExport(e.name);
  }
  if (table) {
    module.addFunction("part_start", binaryen.none, binaryen.none, [], module.call(table, [], binaryen.none));
    module.addFunctionExport("part_start", "__wbindgen_start");
  }
  stubPanics(module);
  binaryen.setOptimizeLevel(3);
  binaryen.setShrinkLevel(0);
  binaryen.setDebugInfo(keepNames);
  module.runPasses(["remove-unused-module-elements"]);
  module.optimize();
  if (!module.validate()) throw new Error(`the part of ${served.join(", ")} does not validate`);
  const part = Buffer.from(module.emitBinary());
  module.dispose();
  // What the part's exports reach in the build, its start the crate's own where it kept it.
  const roots = WebAssembly.Module.exports(new WebAssembly.Module(part))
    .filter((e) => e.kind === "function")
    .map((e) => (e.name !== "__wbindgen_start" ? e.name : table ? null : start))
    .filter((n) => n);
  blankUnreached(part, linkage.unreached(roots));
  blankPaths(part);
  if (served.some((n) => TABLE_READERS.includes(n)) && botTable && !part.toString("latin1").includes(botTable)) {
    throw new Error(`package.mjs: the part of ${served.join(", ")} lost the bot's pattern table`);
  }
  return keepNames ? withoutZeroRuns(part) : withoutCustomSections(withoutZeroRuns(part));
}

/** The part without its custom sections: binaryen writes back the `producers` (rustc's,
 * walrus's and wasm-bindgen's names and versions) and `target_features` sections of the
 * build, which only tools read, and which no engine needs to compile or run the module
 * (about 200 bytes gzipped of each app). Throws when the module left does not compile or
 * lost an import or export. */
function withoutCustomSections(wasm) {
  const kept = [wasm.subarray(0, 8)];
  for (const { id, start, end } of sections(wasm)) if (id !== 0) kept.push(wasm.subarray(start, end));
  const stripped = Buffer.concat(kept);
  const shape = (bytes) => {
    const module = new WebAssembly.Module(bytes);
    return JSON.stringify([WebAssembly.Module.imports(module), WebAssembly.Module.exports(module)]);
  };
  if (shape(stripped) !== shape(wasm) || WebAssembly.Module.customSections(new WebAssembly.Module(stripped), "producers").length > 0) {
    throw new Error("withoutCustomSections: the module without its custom sections has other imports or exports");
  }
  return stripped;
}

/** Zeroes, in place, the paths of the standard library's and the dependencies' source files
 * in the data section, and the texts of the standard library's panics (panicTextsOf()): the
 * `Location`s of panics name the files, and only a panic's message reads them or the texts,
 * which stubPanics() took away. The memory keeps its layout (a `Location` still points
 * at its bytes); zeroes cost gzip almost nothing (about 340 bytes gzipped of each part).
 * Paths are matched by their known beginnings only (rustc's sysroot, its vendored
 * dependencies, the registry under cargo's home), since the strings of the data section lie
 * end to end. */
function blankPaths(wasm) {
  const home = process.env.CARGO_HOME ?? join(process.env.HOME ?? "", ".cargo");
  const file = "[\\w.+-]+?(?:/[\\w.+-]+?)*?\\.rs";
  const paths = new RegExp(
    `(?:/rustc/[0-9a-f]{40}/library/|/rust/deps/|${escapeRegExp(join(home, "registry", "src"))}/)${file}|${panicTexts}`,
    "g",
  );
  for (const { bytes } of dataSegments(wasm) ?? []) {
    const text = bytes.toString("latin1");
    for (const m of text.matchAll(paths)) bytes.fill(0, m.index, m.index + m[0].length);
  }
}

/** The memory that the data segments `{ offset, bytes }` (of dataSegments()) start an
 * instance with, up to their last byte. */
function memoryImage(segments) {
  const memory = Buffer.alloc(Math.max(0, ...segments.map((seg) => seg.offset + seg.bytes.length)));
  for (const seg of segments) memory.set(seg.bytes, seg.offset);
  return memory;
}

/** Zeroes, in place, the statics `unreached` (of linkedData()) in the part `wasm`: the other
 * parts' texts, tables and constants, which every part's memory holds since they all come
 * from one build. */
function blankUnreached(wasm, unreached) {
  for (const { offset, bytes } of dataSegments(wasm)) {
    for (const s of unreached) {
      const from = Math.max(s.start, offset);
      const to = Math.min(s.end, offset + bytes.length);
      if (from < to) bytes.fill(0, from - offset, to - offset);
    }
  }
}

/** The data segments of a module, each `{ offset, bytes }` with `bytes` a view into the
 * module (so that zeroing it zeroes the module); `null` unless every segment is an active
 * one of memory 0 at an `i32.const` offset, as binaryen writes them here. */
function dataSegments(wasm) {
  const data = sections(wasm).find((s) => s.id === 11);
  if (!data) return [];
  const read = reader(wasm, data.body);
  const segments = [];
  const count = read.leb();
  for (let i = 0; i < count; i++) {
    if (read.leb() !== 0 || wasm[read.at] !== 0x41) return null;
    read.at++;
    // A positive offset reads the same as an unsigned number.
    const offset = read.leb();
    if (wasm[read.at++] !== 0x0b) return null;
    const length = read.leb();
    segments.push({ offset, bytes: wasm.subarray(read.at, read.at + length) });
    read.at += length;
  }
  return segments;
}

/** The bot's table of pattern values (`src/bot/pattern_values.in`, a constant in the data
 * section) as a latin1 string, or `null` in a build without the bot; throws when the build
 * holds it other than once (a copy of it would let a lost table go unseen). */
function botTableOf(full) {
  const values = JSON.parse(readFileSync(join(root, "src", "bot", "pattern_values.in"), "utf8"));
  const table = Buffer.from(values).toString("latin1");
  const data = full.toString("latin1");
  const at = data.indexOf(table);
  if (at < 0) {
    if (features.length === 0) throw new Error("package.mjs: the build lacks the bot's pattern table");
    return null;
  }
  if (data.indexOf(table, at + 1) >= 0) throw new Error("package.mjs: the build holds the bot's pattern table twice");
  return table;
}

/** What the linker knew of the build `wasm` (linked with `--emit-relocs`): every reference
 * from a function or a static to another function or static, from the `linking` section's
 * symbols and the `reloc.CODE` and `reloc.DATA` sections, as wasm-ld resolved them. Gives
 * `{ module, unreached }`: `module` is the build without those sections (wasm-bindgen's
 * input, the build as it would be linked without the flag), and `unreached(names)` the
 * statics (`{ name, start, end }`, addresses in memory) that no function reachable from the
 * exports `names` (wasm-bindgen's names, without the build's hash) or the start function
 * refers to, directly or through other statics: what a part whose code is only that may
 * zero. A static that shares a byte with a reached one is reached. Throws on a form of the
 * sections this does not know, and when a name is not an export of the build. */
function linkedData(wasm) {
  const fail = (why) => {
    throw new Error(`linkedData: ${why}`);
  };
  const found = sections(wasm).map((s) => ({ ...s, name: s.id === 0 ? reader(wasm, s.body).name() : null }));
  const linking = found.find((s) => s.name === "linking");
  const relocs = found.filter((s) => s.name?.startsWith("reloc."));
  if (!linking || relocs.length === 0) fail("the build has no relocations (link it with --emit-relocs)");
  const payload = (s) => {
    const read = reader(wasm, s.body);
    read.name();
    return read;
  };
  // The symbols (tool-conventions, Linking.md): for a function its index, for a defined
  // static its segment, offset and size.
  const symbols = [];
  const read = payload(linking);
  if (read.leb() !== 2) fail("a linking section of another version");
  while (read.at < linking.end) {
    const kind = wasm[read.at++];
    const end = read.leb() + read.at;
    if (kind === 8) {
      for (let count = read.leb(); count > 0; count--) {
        const type = wasm[read.at++];
        const flags = read.leb();
        const defined = !(flags & 0x10);
        if (type === 1) {
          const name = read.name();
          symbols.push(defined ? { key: `d${symbols.length}`, name, segment: read.leb(), offset: read.leb(), size: read.leb() } : {});
        } else if (type === 3) {
          read.leb();
          symbols.push({});
        } else {
          const index = read.leb();
          if (defined || flags & 0x40) read.name();
          symbols.push(type === 0 ? { key: `f${index}` } : {});
        }
      }
    }
    read.at = end;
  }
  const body = (id) => found.find((s) => s.id === id);
  const imported = WebAssembly.Module.imports(new WebAssembly.Module(wasm)).filter((i) => i.kind === "function").length;
  // The functions' bodies and the data segments, as offsets into their sections' contents
  // (where the relocations point).
  const code = body(10);
  const bodies = [];
  const codes = reader(wasm, code.body);
  for (let count = codes.leb(); count > 0; count--) {
    const size = codes.leb();
    bodies.push({ start: codes.at - code.body, end: codes.at - code.body + size });
    codes.at += size;
  }
  const dataBody = wasm.byteOffset + body(11).body;
  const segments = (dataSegments(wasm) ?? fail("a data segment other than an active one at an i32.const")).map(({ offset, bytes }) => {
    const start = bytes.byteOffset - dataBody;
    return { address: offset, start, end: start + bytes.length };
  });
  const statics = symbols.flatMap((s) => {
    if (s.segment === undefined) return [];
    const start = segments[s.segment].address + s.offset;
    return [{ key: s.key, name: s.name, start, end: start + s.size }];
  });
  // References, from a function (`f` and its index) or a static (`d` and its symbol's) to
  // another. Relocation types with an addend: tool-conventions, Linking.md.
  const ADDEND = new Set([3, 4, 5, 8, 9, 11, 14, 15, 16, 17, 21, 22, 23, 25]);
  const refs = new Map();
  const refer = (from, to) => refs.set(from, (refs.get(from) ?? new Set()).add(to));
  for (const section of relocs) {
    const read = payload(section);
    const into = found[read.leb()];
    for (let count = read.leb(); count > 0; count--) {
      const type = wasm[read.at++];
      const offset = read.leb();
      const to = symbols[read.leb()].key;
      if (ADDEND.has(type)) read.sleb();
      if (!to) continue;
      if (into.id === 10) {
        // The last function that starts at or before the offset (they lie in order).
        let [low, high] = [0, bodies.length - 1];
        while (low < high) {
          const mid = (low + high + 1) >> 1;
          if (bodies[mid].start <= offset) low = mid;
          else high = mid - 1;
        }
        if (!(bodies[low]?.start <= offset && offset < bodies[low].end)) fail("a relocation outside every function");
        refer(`f${low + imported}`, to);
      } else if (into.id === 11) {
        const segment = segments.find((g) => g.start <= offset && offset < g.end);
        const address = segment && segment.address + offset - segment.start;
        const from = statics.filter((s) => s.start <= address && address < s.end);
        if (from.length === 0) fail(`a relocation at ${address}, in no static`);
        for (const s of from) refer(s.key, to);
      } else {
        fail(`a relocation into section ${into.id}`);
      }
    }
  }
  const exports = new Map();
  const exported = reader(wasm, body(7).body);
  for (let count = exported.leb(); count > 0; count--) {
    const name = exported.name().replace(/_[0-9a-f]{16}$/, "");
    const kind = wasm[exported.at++];
    const index = exported.leb();
    if (kind === 0) exports.set(name, index);
  }
  const start = body(8) ? [`f${reader(wasm, body(8).body).leb()}`] : [];
  const unreached = (names) => {
    const todo = [...start];
    for (const n of names) {
      if (!exports.has(n)) fail(`the build exports no function ${n}`);
      todo.push(`f${exports.get(n)}`);
    }
    const reached = new Set();
    while (todo.length > 0) {
      const key = todo.pop();
      if (reached.has(key)) continue;
      reached.add(key);
      todo.push(...(refs.get(key) ?? []));
    }
    const kept = statics.filter((s) => reached.has(s.key));
    return statics.filter((s) => !reached.has(s.key) && !kept.some((k) => k.start < s.end && s.start < k.end));
  };
  const module = Buffer.concat([wasm.subarray(0, 8), ...found.filter((s) => s !== linking && !relocs.includes(s)).map((s) => wasm.subarray(s.start, s.end))]);
  return { module, unreached };
}

/** The module with its data segments cut where they hold long runs of zeroes, which a fresh
 * memory holds already: the bytes blankUnreached() and blankPaths() zeroed (the other
 * parts' statics, paths, panic texts) and the zero fields of static data then take no room
 * in the file at all, for a few bytes of each new segment's header. The memory each instance starts with is the same byte for
 * byte: segments that overlap (where a later zero overwrites an earlier byte) are left as
 * they are, and the image of the memory before and after is compared. */
function withoutZeroRuns(wasm) {
  const RUN = 1024; // a run shorter than this costs less than a new segment's header
  const found = sections(wasm);
  const data = found.find((s) => s.id === 11);
  const count = found.find((s) => s.id === 12);
  const segments = dataSegments(wasm);
  if (!data || !segments) return wasm;
  const sorted = [...segments].sort((a, b) => a.offset - b.offset);
  if (sorted.some((seg, i) => i > 0 && sorted[i - 1].offset + sorted[i - 1].bytes.length > seg.offset)) return wasm;
  const pieces = [];
  for (const { offset, bytes } of segments) {
    let start = 0;
    let i = 0;
    while (i < bytes.length) {
      if (bytes[i] !== 0) {
        i++;
        continue;
      }
      let end = i;
      while (end < bytes.length && bytes[end] === 0) end++;
      if (end - i >= RUN || i === start || end === bytes.length) {
        if (i > start) pieces.push({ offset: offset + start, bytes: bytes.subarray(start, i) });
        start = end;
      }
      i = end;
    }
    if (start < bytes.length) pieces.push({ offset: offset + start, bytes: bytes.subarray(start) });
  }
  const before = memoryImage(segments);
  const after = memoryImage(pieces);
  if (!before.subarray(0, after.length).equals(after) || before.subarray(after.length).some((b) => b !== 0)) {
    throw new Error("withoutZeroRuns: the memory image changed");
  }
  const body = Buffer.concat([
    uleb(pieces.length),
    ...pieces.flatMap((seg) => [Buffer.from([0, 0x41]), sleb128(seg.offset), Buffer.from([0x0b]), uleb(seg.bytes.length), seg.bytes]),
  ]);
  const out = [];
  let at = 0;
  for (const s of found) {
    if (s === data || s === count) {
      out.push(wasm.subarray(at, s.start));
      const payload = s === data ? body : uleb(pieces.length);
      out.push(Buffer.from([s.id]), uleb(payload.length), payload);
      at = s.end;
    }
  }
  out.push(wasm.subarray(at));
  return Buffer.concat(out);
}

/** `n` as unsigned LEB128. */
function uleb(n) {
  const bytes = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    bytes.push(byte);
  } while (n > 0);
  return Buffer.from(bytes);
}

/** `n`, an i32, as signed LEB128. */
function sleb128(n) {
  const bytes = [];
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    if ((n === 0 && !(byte & 0x40)) || (n === -1 && byte & 0x40)) {
      bytes.push(byte);
      return Buffer.from(bytes);
    }
    bytes.push(byte | 0x80);
  }
}

/** A cursor over a module's bytes from `at`, which reads LEB128 numbers and names. */
function reader(bytes, at) {
  return {
    at,
    leb() {
      let value = 0;
      for (let shift = 0; ; shift += 7) {
        const byte = bytes[this.at++];
        value += (byte & 0x7f) * 2 ** shift;
        if (byte < 0x80) return value;
      }
    },
    sleb() {
      const start = this.at;
      const value = this.leb();
      const bits = 7 * (this.at - start);
      return bytes[this.at - 1] & 0x40 ? value - 2 ** bits : value;
    },
    name() {
      const length = this.leb();
      this.at += length;
      return bytes.toString("utf8", this.at - length, this.at);
    },
  };
}

/** The sections of a module, in order: `{ id, start, body, end }`, where `start` is the
 * section's first byte (its id), `body` the first byte after its size, `end` the byte after
 * it. Throws when the sizes do not add up to the module's length. */
function sections(wasm) {
  const found = [];
  const read = reader(wasm, 8);
  while (read.at < wasm.length) {
    const start = read.at++;
    const id = wasm[start];
    const size = read.leb();
    found.push({ id, start, body: read.at, end: read.at + size });
    read.at += size;
  }
  if (read.at !== wasm.length) throw new Error("the module's sections were misread");
  return found;
}

/** `text` as a regular expression that matches it. */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The texts of the panics of Rust's standard library (core, alloc, std, hashbrown's tables)
 * and of wasm-bindgen's closures, as a regular expression: only a panic's message reads
 * them, and since stubPanics() every panic traps before it formats one (about 460 bytes
 * gzipped of the core part, 490 of the rows). Matched in the data section whole, text by
 * text, so a text that another toolchain words otherwise is only left as it is. Throws when a
 * text is also in the crate's own sources (a constant equal to it would share its bytes and
 * be read); warns, in the default build, when the build `full` lacks one (the list is out of date). */
function panicTextsOf(full) {
  const texts = [
    "slice index starts at ", " but ends at ", "range start index ", " out of range for slice of length ", "range end index ",
    "min > max. min = ", ", max = ", "assertion `left ", " right` failed: ", " right` failed", "  left: ", " right: ",
    "internal error: entered unreachable code", "chunk size must be non-zero", "mid > len", "assertion failed: idx < CAPACITY",
    "assertion failed: edge.height == self.height - 1", "assertion failed: src.len() == dst.len()",
    "assertion failed: edge.height == self.node.height - 1", "Attempted to initialize thread-local while it is being dropped",
    "closure invoked recursively or after being dropped", "Hash table capacity overflow", "capacity overflow",
    "a formatting trait implementation returned an error when the underlying stream did not",
    "called `Option::unwrap()` on a `None` value", "LazyCell instance has previously been poisoned", "attempt to divide by zero",
    "attempt to calculate the remainder with a divisor of zero",
    "user-provided comparison function does not correctly implement a total order", "RefCell already mutably borrowed",
    "RefCell already borrowed", "swap_remove index (is ", ") should be < len (is ",
  ];
  const sources = (at) =>
    readdirSync(at, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sources(join(at, entry.name)) : entry.name.endsWith(".rs") ? [readFileSync(join(at, entry.name), "utf8")] : [],
    );
  // The string literals of the crate (and what lies between two quotes of a comment).
  const own = sources(join(root, "src")).flatMap((source) => source.match(/"(?:[^"\\\n]|\\.)*"/g) ?? []);
  const data = full.toString("latin1");
  for (const text of texts) {
    if (own.some((literal) => literal.includes(text))) {
      throw new Error(`the crate's sources hold the panic text ${JSON.stringify(text)}: take it out of panicTextsOf in scripts/package.mjs`);
    }
    if (features.length === 0 && !data.includes(text)) {
      // A build that no longer uses the code behind a text, or another toolchain's wording:
      // the part is only larger than it could be, so this is said, not fatal.
      console.warn(`package.mjs: the build has no panic text ${JSON.stringify(text)}; panicTextsOf may need updating`);
    }
  }
  // The longest first, so that a text inside another does not cut it.
  return [...texts].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|");
}

/** Makes every panic trap at once, as `panic = "abort"` ends it anyway: the body of core's
 * `panic_fmt` (where every panic of the crate's code goes), of std's `panic_with_hook` (where
 * `begin_panic` goes) and of the methods of std's panic payloads becomes `unreachable`. What
 * std would do first is format the message for a panic hook, which on wasm32-unknown-unknown
 * writes it nowhere (the crate sets no hook): that formatting (core's `fmt::write`,
 * `Formatter::pad`, the integer `Debug`s, the payloads) is about 5 KB of every part, kept by
 * the payloads' vtables in the function table even in a part that never panics. No panic
 * may reach JavaScript in the first place; one that did would still be a
 * `WebAssembly.RuntimeError`, only without the work of a message nobody reads. Throws when
 * the build's names do not have both entries (another toolchain's names). */
function stubPanics(module) {
  const lib = (name) => `${name}(\\[[0-9a-f]+\\])?`;
  const hash = "(::h[0-9a-f]{16})?$";
  const entries = [
    new RegExp(`^${lib("core")}::panicking::panic_fmt${hash}`),
    new RegExp(`^${lib("std")}::panicking::(rust_)?panic_with_hook${hash}`),
  ];
  const payload = new RegExp(`^<${lib("std")}::panicking::(panic_handler::\\w+|begin_panic::Payload<[^>]*>) as `);
  const found = entries.map(() => 0);
  for (let i = 0; i < module.getNumFunctions(); i++) {
    const func = module.getFunctionByIndex(i);
    const { name: fn, module: imported } = binaryen.getFunctionInfo(func);
    if (imported) continue;
    const entry = entries.findIndex((re) => re.test(fn));
    if (entry >= 0) found[entry]++;
    if (entry >= 0 || payload.test(fn)) binaryen.Function.setBody(func, module.unreachable());
  }
  if (found.some((n) => n !== 1)) {
    throw new Error("the build has no one core::panicking::panic_fmt and std::panicking::panic_with_hook by name: see stubPanics in scripts/package.mjs");
  }
}

/** The part with its imports renamed `a`.`0`, `a`.`1`, ... (base 36), in their order:
 * wasm-bindgen names each import of its glue with a hash, and those names would travel twice,
 * in the `.wasm`'s import section and as the keys of the import object, where a bundler
 * cannot shorten them. `{ bytes, imports }`, with the imports' original `{ module, name }`. */
function shortImports(bytes) {
  const imports = WebAssembly.Module.imports(new WebAssembly.Module(bytes)).map(({ module, name: field, kind }) => ({ module, name: field, kind }));
  const writeLeb = (value) => {
    const out = [];
    do {
      const byte = value % 128;
      value = Math.floor(value / 128);
      out.push(value > 0 ? byte | 0x80 : byte);
    } while (value > 0);
    return out;
  };
  const name = (text) => [...writeLeb(Buffer.byteLength(text)), ...Buffer.from(text)];
  for (const { id, start, body, end } of sections(bytes)) {
    if (id !== 2) continue;
    const read = reader(bytes, body);
    const count = read.leb();
    if (count !== imports.length) throw new Error("shortImports: the import section does not match the module's imports");
    const entries = [];
    for (let i = 0; i < count; i++) {
      for (let text = 0; text < 2; text++) {
        const length = read.leb();
        read.at += length;
      }
      const from = read.at;
      const kind = bytes[read.at++];
      if (kind === 0 || kind === 4) {
        if (kind === 4) read.at++;
        read.leb();
      } else if (kind === 1 || kind === 2) {
        if (kind === 1) read.at++;
        const flags = bytes[read.at++];
        read.leb();
        if (flags & 1) read.leb();
      } else if (kind === 3) {
        read.at += 2;
      } else {
        throw new Error(`shortImports: an import of kind ${kind}`);
      }
      entries.push(...name("a"), ...name(i.toString(36)), ...bytes.subarray(from, read.at));
    }
    if (read.at !== end) throw new Error("shortImports: the import section was misread");
    const section = [...writeLeb(count), ...entries];
    const renamed = Buffer.concat([bytes.subarray(0, start), Buffer.from([2, ...writeLeb(section.length), ...section]), bytes.subarray(end)]);
    // The module must still compile, and ask for exactly the renamed imports.
    const asked = WebAssembly.Module.imports(new WebAssembly.Module(renamed));
    if (asked.some((imp, i) => imp.module !== "a" || imp.name !== i.toString(36) || imp.kind !== imports[i].kind)) {
      throw new Error("shortImports: the renamed module asks for other imports");
    }
    return { bytes: renamed, imports };
  }
  return { bytes, imports };
}

/** The exports of a binaryen module: `{ name, value }` each. */
function exportsOf(module) {
  const exports = [];
  for (let i = 0; i < module.getNumExports(); i++) exports.push(binaryen.getExportInfo(module.getExportByIndex(i)));
  return exports;
}

/** The crate's `#[wasm_bindgen(start)]` function, which runs when the module is instantiated
 * and which wasm-bindgen also exports under its Rust name, though it is no part of the API:
 * `{ name, table }`, its export's name and the function that sets up the externref table,
 * or null when the crate has none. With one, `__wbindgen_start` is [set up the table, the
 * crate's start]; without, it is the set-up itself. Anything else is a glue this does not
 * know. */
function crateStart(module) {
  const exports = exportsOf(module);
  const begin = exports.find((e) => e.name === "__wbindgen_start");
  if (!begin) return null;
  const call = (c) => (binaryen.getExpressionId(c) === binaryen.CallId ? binaryen.getExpressionInfo(c) : null);
  const isTable = (c) => c && c.numOperands === 0 && binaryen.getFunctionInfo(module.getFunction(c.target)).base === "__wbindgen_init_externref_table";
  const begun = binaryen.getFunctionInfo(module.getFunction(begin.value));
  if (begun.base === "__wbindgen_init_externref_table") return null;
  const body = begun.body;
  const block = binaryen.getExpressionId(body) === binaryen.BlockId ? binaryen.getExpressionInfo(body) : null;
  const calls = (block?.children ?? []).map(call);
  const start = calls[1] && exports.find((e) => e.value === calls[1].target && e.name !== "__wbindgen_start");
  if (calls.length !== 2 || !isTable(calls[0]) || !start || calls[1].numOperands !== 0) {
    throw new Error("__wbindgen_start is not [__wbindgen_init_externref_table, the crate's start]: see crateStart in scripts/package.mjs");
  }
  return { name: start.name, table: calls[0].target };
}

/** The snippets' modules under the folder `dir` (a glue's or a part's), as paths from it. */
function snippetsIn(dir) {
  return readdirSync(dir, { recursive: true }).filter((f) => f.startsWith("snippets") && f.endsWith(".js"));
}

/** The glue's snippets (paths under the glue's folder) that every part can share: those that
 * keep no state at the top level (no `let`, `var` or `new` there) and import only such
 * snippets. Each part's instance needs its own copy of the others (scratch.js holds views
 * of its part's memory). */
function sharedSnippets() {
  const files = snippetsIn(work);
  const imports = (file) =>
    [...readFileSync(join(work, file), "utf8").matchAll(RELATIVE_IMPORT)].map((m) => relative(work, resolve(dirname(join(work, file)), m[3])));
  let shared = files.filter((file) => !/^(let|var)\s|^[^/\s].*=\s*new\s/m.test(readFileSync(join(work, file), "utf8")));
  for (let before = -1; before !== shared.length; ) {
    before = shared.length;
    shared = shared.filter((file) => imports(file).every((i) => shared.includes(i)));
  }
  return shared;
}

/** One part's folder: the glue (verbatim), its `.wasm`, the embedded copy, and the two
 * entry modules over them. */
function writePart(part) {
  const at = join(out, part.dir);
  const own = (path) => !shared.includes(relative(work, path));
  cpSync(work, at, { recursive: true, filter: (path) => own(path) && !/\.gitignore$|package\.json$|\.d\.ts$|\.wasm$|hex_connect\.js$/.test(path) });
  // The part's glue and own snippets import the shared snippets from out/, one folder up.
  // (A shared snippet lies outside the part's folder, so its path from there starts "../".)
  const toShared = (from, spec) => {
    const file = relative(work, resolve(dirname(join(work, relative(at, from))), spec));
    return shared.includes(file) ? relative(dirname(from), join(out, file)) : spec;
  };
  const glueFile = join(at, `${name}_bg.js`);
  for (const file of [glueFile, ...snippetsIn(at).map((f) => join(at, f))]) {
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace(RELATIVE_IMPORT, (_, lead, quote, spec) => `${lead}${quote}${toShared(file, spec)}${quote}`));
  }
  unclass(glueFile, part);
  writeFileSync(join(at, part.file), part.bytes);
  writeFileSync(
    join(at, "bytes.js"),
    part.embedded.packed
      ? `export default "${part.embedded.text}";\n`
      : [
          "// The part's `.wasm`, one character a byte, each byte XORed with the key that scripts/package.mjs",
          "// found to gzip best once a bundler has escaped the string (see embed() there).",
          `const text = "${part.embedded.text}";`,
          "const bytes = new Uint8Array(text.length);",
          `for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) ^ ${part.embedded.key};`,
          "export default bytes;",
          "",
        ].join("\n"),
  );
  // The imports the part's `.wasm` asks for, named one by one: handing the instance the
  // glue's whole namespace would keep every export of the glue in a bundle.
  // Each from where the part's index.js and web.js find it (a shared snippet one folder up).
  const asked = part.imports.map(({ module, name: field }) => ({ module: toShared(join(at, "index.js"), module), field }));
  const wanted = new Map();
  for (const { module, field } of asked) {
    if (!wanted.has(module)) wanted.set(module, []);
    wanted.get(module).push(field);
  }
  const modules = [...new Set([`./${name}_bg.js`, ...wanted.keys()])];
  const glue = `m${modules.indexOf(`./${name}_bg.js`)}`;
  // Under the short names shortImports() gave them, in the `.wasm`'s order.
  const header = [
    ...modules.map((module, i) => `import * as m${i} from ${JSON.stringify(module)};`),
    "",
    "const imports = {",
    "  a: {",
    ...asked.map(({ module, field }, i) => `    ${JSON.stringify(i.toString(36))}: m${modules.indexOf(module)}.${field},`),
    "  },",
    "};",
  ];
  const rowsCall = part.names.some((n) => n in ROWS_CALLS);
  if (rowsCall && !(part.inner ?? []).includes("__rowsAnswer")) throw new Error("the part of winner has no __rowsAnswer");
  if (rowsCall) header.splice(modules.length, 0, `import { rowsCall } from ${JSON.stringify(scratchJs)};`);
  const bindings = part.names.map((n) =>
    n in ROWS_CALLS
      ? `export const ${n} = /* @__PURE__ */ rowsCall(${glue}.${n}, ${glue}.__rowsAnswer, ${ROWS_CALLS[n]});`
      : `export const ${n} = ${glue}.${n};`,
  );
  // A part that makes games (fromSgf) makes them in the core part, by value (by_value.js):
  // its copy of by_value.js is told the core's class, which the import also keeps in a bundle.
  const makes = [...wanted.values()].some((fields) => fields.some((f) => /^(__wbg_)?adoptGame(_|$)/.test(f)));
  if (makes && !core) throw new Error(`the ${part.dir} part makes games, but the build has no Game`);
  const adopt = (module) =>
    makes && part !== core
      ? [
          `import { Game as CoreGame } from "../${core.dir}/${module}";`,
          `import { useGameClass } from ${JSON.stringify(byValue)};`,
          "useGameClass(CoreGame);",
        ]
      : [];
  writeFileSync(
    join(at, "index.js"),
    [
      `// The ${part.dir} part of the default entry, written by scripts/package.mjs: compiled and`,
      "// instantiated synchronously, on import, from the bytes embedded in ./bytes.js.",
      'import { instantiate } from "../start.js";',
      ...(part.embedded.packed ? ['import { inflate } from "../inflate.js";'] : []),
      'import bytes from "./bytes.js";',
      ...header,
      ...adopt("index.js"),
      `instantiate(${part.embedded.packed ? `inflate(bytes, ${part.bytes.length})` : "bytes"}, imports, ${glue}.__wbg_set_wasm);`,
      "",
      ...bindings,
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(at, "web.js"),
    [
      `// The ${part.dir} part of the "hex-connect/web" entry, written by scripts/package.mjs:`,
      `// started by init() (../start.js) from ${part.file}, beside this module.`,
      'import { register } from "../start.js";',
      ...header,
      ...adopt("web.js"),
      `register(${JSON.stringify(part.file)}, () => new URL(${JSON.stringify(`./${part.file}`)}, import.meta.url), imports, ${glue}.__wbg_set_wasm);`,
      "",
      ...bindings,
      "",
    ].join("\n"),
  );
}

/** Lets a bundler drop the classes a part does not serve, and the glue's fallback for old
 * engines, from the part's copy of the glue. The glue gives each class its `Symbol.dispose`
 * in a statement of its own at the top level, which a bundler must keep, and with it the
 * whole class (about 830 bytes gzipped of the app that uses only `winner`): in a part that
 * does not serve the class, nothing else uses it, so the statement goes. Throws when a class
 * of the glue has no such statement or registry, or the glue that encodes strings no such
 * fallback (another wasm-bindgen). */
function unclass(glue, part) {
  let text = readFileSync(glue, "utf8");
  for (const [, cls] of text.matchAll(/^export class (\w+) \{/gm)) {
    if (part.names.includes(cls)) continue;
    const dispose = `\nif (Symbol.dispose) ${cls}.prototype[Symbol.dispose] = ${cls}.prototype.free;\n`;
    if (text.split(dispose).length !== 2) {
      throw new Error(`the glue has no one Symbol.dispose statement for the class ${cls}: see unclass in scripts/package.mjs`);
    }
    text = text.replace(dispose, "\n");
    // Its finalization registry is made at the top level too, and `new` is a side effect a
    // bundler keeps unless told that it is pure (about 60 bytes gzipped of the `Game` app).
    const registry = `: new FinalizationRegistry(ptr => wasm.__wbg_${cls.toLowerCase()}_free(ptr, 1));`;
    if (text.split(registry).length !== 2) {
      throw new Error(`the glue has no one FinalizationRegistry for the class ${cls}: see unclass in scripts/package.mjs`);
    }
    text = text.replace(registry, `: /* @__PURE__ */ new FinalizationRegistry(ptr => wasm.__wbg_${cls.toLowerCase()}_free(ptr, 1));`);
  }
  // The glue that passes strings in gives TextEncoder an `encodeInto` where it has none; every engine the package
  // supports has it (Node 20, the browsers since 2020), and src/wasm/scratch.js calls it
  // without such a fallback already. The statement is at the top level, so a bundler keeps it.
  const polyfill = /\nif \(!\('encodeInto' in cachedTextEncoder\)\) \{\n    cachedTextEncoder\.encodeInto = function \(arg, view\) \{\n[^]*?\n    \};\n\}\n/;
  if (text.includes("cachedTextEncoder") && !polyfill.test(text)) {
    throw new Error("the glue has no encodeInto fallback where unclass in scripts/package.mjs expects one");
  }
  text = text.replace(polyfill, "\n");
  writeFileSync(glue, text);
}

/** The declarations the web entry adds to the glue's. */
function webDts(parts) {
  const files = parts.map((p) => JSON.stringify(p.file)).join(" | ");
  return `/** The \`.wasm\` files of \`hex-connect/web\`, one for each part of the package (the rows
 * functions, \`Game\`, the records, \`analyze\`, \`bestMove\` with the knowledge functions); init()
 * fetches those of the parts the app imports. Each is also exported as
 * \`hex-connect/<file>\`. */
export type WasmFile = ${files};

/** Where a \`.wasm\` file comes from: a URL to fetch, a response, its bytes, or a compiled module. */
export type WasmSource = RequestInfo | URL | Response | BufferSource | WebAssembly.Module;

/** Options of \`init\`. */
export interface InitOptions {
  /**
   * Where each \`.wasm\` file is: by default \`url\`, the file beside its module, which bundlers
   * that follow \`new URL(..., import.meta.url)\` (Vite, webpack) copy and rename.
   */
  locate?(file: WasmFile, url: URL): WasmSource | Promise<WasmSource>;
}

/**
 * Fetches and compiles the \`.wasm\` of every part the app imports, streaming where the server
 * sends \`application/wasm\`; call it once before anything else of this entry. Later calls, and
 * parts the default entry started already, resolve at once.
 * @returns each part's raw WebAssembly exports, by file.
 */
export default function init(options?: InitOptions): Promise<Partial<Record<WasmFile, WebAssembly.Exports>>>;

/** As \`init\`, synchronously, from bytes or compiled modules that \`locate\` returns. */
export function initSync(options: {
  locate(file: WasmFile): BufferSource | WebAssembly.Module;
}): Partial<Record<WasmFile, WebAssembly.Exports>>;
`;
}

/** How a part's `.wasm` travels in the default entry, as the body of a JS string literal:
 * `{ text, packed, key }`. Either the bytes themselves, one character a byte (Latin-1), each
 * XORed with `key`, or, when `packed`, base64 of their raw DEFLATE stream, which inflate.js
 * restores. A bundler rewrites the Latin-1 string with escapes (`\0`, `\x01`) for control
 * characters and two bytes of UTF-8 for the upper half, and its gzip comes out a few percent
 * worse than the binary's; the key, the one of the 256 whose string gzips smallest once
 * minified, moves the most frequent bytes of WebAssembly (0, the small LEB128 numbers) onto
 * printable characters, which takes most of that back. base64 stays as it is, and gzip of
 * base64 of compressed data is within a percent of the data; but the app then ships the
 * decoder, and gzip codes a run of base64 less well beside code, so packing pays only on the
 * larger parts: each part is packed when `decoder` (the minified inflate.js, or "" where the
 * app has it already) and its base64, gzipped together, beat its Latin-1 string minified as
 * a bundler writes it. */
function embed(data, decoder) {
  const latinOf = (key) => {
    let latin = "";
    for (const raw of data) {
      const byte = raw ^ key;
      if (byte === 0x22) latin += '\\"';
      else if (byte === 0x5c) latin += "\\\\";
      else if ((byte >= 0x20 && byte < 0x7f) || byte >= 0xa0) latin += String.fromCharCode(byte);
      else latin += `\\x${byte.toString(16).padStart(2, "0")}`;
    }
    return latin;
  };
  const base64 = deflateRawSync(data, { level: 9, memLevel: 9 }).toString("base64");
  const gz = (text) => gzipSync(text, { level: 9 }).length;
  const minified = (code) => gz(transformSync(code, { minify: true, format: "esm", charset: "utf8" }).code);
  let best = null;
  for (let key = 0; key < 256; key++) {
    const text = latinOf(key);
    const size = minified(`export default "${text}";`);
    if (best === null || size < best.size) best = { text, size, key };
  }
  const packed = gz(`${decoder}export default "${base64}";`) < best.size;
  return packed ? { text: base64, packed, key: 0 } : { text: best.text, packed, key: best.key };
}

/** The JavaScript names of what the module exports, in the order of the `.wasm`'s own export
 * section: a function exported under its JavaScript name, and a class by the export of its
 * destructor, `__wbg_<class>_free`, spelt as the glue (`glue`, wasm-bindgen's `_bg.js`)
 * spells it. Everything else there (methods, `memory`, the crate's start, wasm-bindgen's
 * own exports) is no name of the package. */
async function exportedNames(wasm, glue) {
  const module = await import(pathToFileURL(glue).href);
  const values = Object.keys(module);
  const read = binaryen.readBinary(wasm);
  const start = crateStart(read)?.name;
  read.dispose();
  const names = [];
  for (const { name: field, kind } of WebAssembly.Module.exports(new WebAssembly.Module(wasm))) {
    if (kind !== "function" || field === start) continue;
    const destructor = /^__wbg_(\w+)_free$/.exec(field);
    if (destructor) {
      const spelt = values.filter((v) => v.toLowerCase() === destructor[1]);
      if (spelt.length !== 1) throw new Error(`the glue has no one class for the export ${field}`);
      names.push(spelt[0]);
    } else if (!field.startsWith("__") && typeof module[field] === "function") {
      names.push(field);
    }
  }
  return names;
}
