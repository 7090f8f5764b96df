// Assembles the one npm package, in pkg/ (or --out DIR), from one cargo build:
//
//   node scripts/package.mjs [--out DIR] [--no-default-features]
//
// One `cargo build` of the cdylib, wasm-bindgen's bundler glue for it, and from that one
// `.wasm` two optimised parts, each its own WebAssembly instance:
//
//   rows/   `winner` and `winningPath`: the module with every other export removed, and the
//           code that only those used dropped by binaryen (about a quarter of the bytes).
//   game/   everything else: `Game` (records, analysis, the computer) and `analyze`.
//
// An app that imports only `winner` ships only the rows part: each part is its own ES module,
// and `sideEffects: false` lets a bundler (Vite, webpack, esbuild) leave out a part none of
// whose exports are used.
// (An app that uses both `winner` and `Game` ships both parts; `Game.fromRows(rows).winner`
// answers from the game part alone.) Each part folder holds a verbatim copy of the glue (each
// instance needs its own), the `.wasm` file, and two modules over them:
//
//   index.js   the default entry's part: the `.wasm` travels inside the module as a string
//              literal (bytes.js) and is instantiated synchronously on import, so
//              `import { winner } from "hex-connect"` works with no set-up in Node, Deno,
//              Bun, bundlers and import-map pages.
//   web.js     the opt-in "hex-connect/web" entry's part: the `.wasm` as its own file,
//              fetched and compiled while it streams in by `await init()` (web/index.js).
//
//   index.js, index.d.ts   the default entry ("import" condition): both parts' index.js.
//   node.cjs, node.d.cts   the same entry as CommonJS ("require" condition), one self-contained
//                          file bundled by esbuild, so no `require()` of an ES module is needed.
//   web/                   the "hex-connect/web" entry: both parts' web.js and `init()`.
//   start.js               instantiation shared by both entries (a part starts once), a
//                          copy of scripts/start.js.
//
// Everything here is generated from the build; nothing in pkg/ is edited by hand.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import binaryen from "binaryen";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const outAt = args.indexOf("--out");
const out = resolve(root, outAt >= 0 ? args[outAt + 1] : "pkg");
const features = flag("--no-default-features") ? ["--no-default-features"] : [];
const bin = join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}:${process.env.HOME}/.cargo/bin:${process.env.PATH}` };
const run = (cmd, cmdArgs) => execFileSync(cmd, cmdArgs, { cwd: root, env, stdio: "inherit" });

const name = "hex_connect";
const cargo = readFileSync(join(root, "Cargo.toml"), "utf8");
const field = (key) => {
  const match = cargo.match(new RegExp(`^${key}\\s*=\\s*(.+)$`, "m"));
  if (!match) throw new Error(`Cargo.toml has no ${key}`);
  return JSON.parse(match[1].trim());
};

// 1. One cargo build, and wasm-bindgen's bundler glue for it (which has no
// `new URL(..., import.meta.url)` that a bundler would follow and ship).
run("cargo", ["build", "--release", "--lib", "--target", "wasm32-unknown-unknown", ...features]);
const built = join(root, "target", "wasm32-unknown-unknown", "release", `${name}.wasm`);
const work = join(root, "target", "package-work");
rmSync(work, { recursive: true, force: true });
run("wasm-bindgen", [built, "--target", "bundler", "--out-dir", work]);
const bound = join(work, `${name}_bg.wasm`);
run("wasm-opt", ["-O3", bound, "-o", bound]);
const full = readFileSync(bound);
const glueDts = readFileSync(join(work, `${name}.d.ts`), "utf8");
const names = exportedNames(glueDts);

// 2. The parts, by the JavaScript names each one serves.
const ROWS = ["winner", "winningPath"];
const parts = [
  { dir: "rows", file: `${name}_rows.wasm`, names: names.filter((n) => ROWS.includes(n)) },
  { dir: "game", file: `${name}_game.wasm`, names: names.filter((n) => !ROWS.includes(n)) },
].filter((part) => part.names.length > 0);
for (const part of parts) {
  part.bytes = part.dir === "game" || parts.length === 1 ? full : rowsPart(full);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, "web"), { recursive: true });
cpSync(join(root, "scripts", "start.js"), join(out, "start.js"));
for (const part of parts) writePart(part);

// 3. The default entry, and its CommonJS copy bundled into one file.
const reexport = (module) =>
  parts.map((part) => `export { ${part.names.join(", ")} } from "./${part.dir}/${module}";`).join("\n");
writeFileSync(join(out, "index.js"), `// The default entry of hex-connect, written by scripts/package.mjs.\n${reexport("index.js")}\n`);
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

// 5. package.json, README and licence.
const version = field("version");
const wasmExports = Object.fromEntries(parts.map((part) => [`./${part.file}`, `./${part.dir}/${part.file}`]));
const pkg = {
  name: "hex-connect",
  version,
  description: field("description"),
  license: field("license"),
  keywords: field("keywords"),
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
    ...wasmExports,
    "./package.json": "./package.json",
  },
  files: ["index.js", "index.d.ts", "node.cjs", "node.d.cts", "start.js", ...parts.map((p) => `${p.dir}/`), "web/", "README.md", "LICENSE"],
  sideEffects: false,
  engines: { node: ">=20" },
};
writeFileSync(join(out, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
cpSync(join(root, "README.md"), join(out, "README.md"));
cpSync(join(root, "LICENSE"), join(out, "LICENSE"));

console.log(
  `[package] ${relative(root, out)}/: hex-connect ${version}${features.length ? " (no default features)" : ""}, ` +
    parts.map((part) => `${part.dir} .wasm ${part.bytes.length} bytes`).join(", "),
);

/** The rows part: the module with only `winner`, `winningPath` and wasm-bindgen's own exports
 * left, then optimised so that what only the others used is gone. Its start function keeps
 * wasm-bindgen's set-up of the externref table and drops the crate's `start`, which only
 * gives `Game` its `play` (the rows part has no `Game`). */
function rowsPart(bytes) {
  const module = binaryen.readBinary(bytes);
  const exports = [];
  for (let i = 0; i < module.getNumExports(); i++) exports.push(binaryen.getExportInfo(module.getExportByIndex(i)));
  // With the crate's `start`, __wbindgen_start is [init the externref table, start]: check
  // that, and keep only the first.
  const start = exports.find((e) => e.name === "start");
  // The function that sets up the externref table, when there is a `start` to drop.
  let table = null;
  if (start) {
    const begin = exports.find((e) => e.name === "__wbindgen_start");
    const body = begin && binaryen.getFunctionInfo(module.getFunction(begin.value)).body;
    const block = body && binaryen.getExpressionId(body) === binaryen.BlockId ? binaryen.getExpressionInfo(body) : null;
    const calls = (block?.children ?? []).map((c) => (binaryen.getExpressionId(c) === binaryen.CallId ? binaryen.getExpressionInfo(c) : null));
    const first = calls[0] && binaryen.getFunctionInfo(module.getFunction(calls[0].target));
    if (calls.length !== 2 || calls.some((c) => !c || c.numOperands !== 0) || first.base !== "__wbindgen_init_externref_table" || calls[1].target !== start.value) {
      throw new Error("__wbindgen_start is not [__wbindgen_init_externref_table, start]: see rowsPart in scripts/package.mjs");
    }
    table = first.name;
  }
  for (const e of exports) {
    if (e.name === "memory" || ROWS.includes(e.name)) continue;
    if (e.name.startsWith("__") && !(table && e.name === "__wbindgen_start") && !e.name.startsWith("__wbg_")) continue;
    module.removeExport(e.name);
  }
  if (table) {
    module.addFunction("rows_start", binaryen.none, binaryen.none, [], module.call(table, [], binaryen.none));
    module.addFunctionExport("rows_start", "__wbindgen_start");
  }
  binaryen.setOptimizeLevel(3);
  binaryen.setShrinkLevel(0);
  module.runPasses(["remove-unused-module-elements"]);
  module.optimize();
  if (!module.validate()) throw new Error("the rows part does not validate");
  const rows = module.emitBinary();
  module.dispose();
  return Buffer.from(rows);
}

/** One part's folder: the glue (verbatim), its `.wasm`, the embedded copy, and the two
 * entry modules over them. */
function writePart(part) {
  const at = join(out, part.dir);
  cpSync(work, at, { recursive: true, filter: (path) => !/\.gitignore$|package\.json$|\.d\.ts$|\.wasm$|hex_connect\.js$/.test(path) });
  writeFileSync(join(at, part.file), part.bytes);
  writeFileSync(join(at, "bytes.js"), `export default "${embed(part.bytes)}";\n`);
  // The imports the part's `.wasm` asks for, named one by one: handing the instance the
  // glue's whole namespace would keep every export of the glue in a bundle.
  const wanted = new Map();
  for (const { module, name: field } of WebAssembly.Module.imports(new WebAssembly.Module(part.bytes))) {
    if (!wanted.has(module)) wanted.set(module, []);
    wanted.get(module).push(field);
  }
  const modules = [...new Set([`./${name}_bg.js`, ...wanted.keys()])];
  const glue = `m${modules.indexOf(`./${name}_bg.js`)}`;
  const header = [
    ...modules.map((module, i) => `import * as m${i} from ${JSON.stringify(module)};`),
    "",
    "const imports = {",
    ...[...wanted].map(([module, fields]) => {
      const m = `m${modules.indexOf(module)}`;
      return [`  ${JSON.stringify(module)}: {`, ...fields.map((f) => `    ${f}: ${m}.${f},`), "  },"].join("\n");
    }),
    "};",
  ];
  const bindings = part.names.map((n) => `export const ${n} = ${glue}.${n};`);
  writeFileSync(
    join(at, "index.js"),
    [
      `// The ${part.dir} part of the default entry, written by scripts/package.mjs: compiled and`,
      "// instantiated synchronously, on import, from the bytes embedded in ./bytes.js.",
      'import { instantiate } from "../start.js";',
      'import bytes from "./bytes.js";',
      ...header,
      `instantiate(bytes, imports, ${glue}.__wbg_set_wasm);`,
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
      `register(${JSON.stringify(part.file)}, () => new URL(${JSON.stringify(`./${part.file}`)}, import.meta.url), imports, ${glue}.__wbg_set_wasm);`,
      "",
      ...bindings,
      "",
    ].join("\n"),
  );
}

/** The declarations the web entry adds to the glue's. */
function webDts(parts) {
  const files = parts.map((p) => JSON.stringify(p.file)).join(" | ");
  return `/** The \`.wasm\` files of \`hex-connect/web\`, one for each part the app uses (\`winner\` and
 * \`winningPath\`; everything else). Each is also exported as \`hex-connect/<file>\`. */
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

/** The bytes as the body of a double-quoted JS string, one character a byte. Characters
 * U+0000-U+00FF keep gzip's view of the bytes close to the binary's, so the embedded copy
 * compresses almost as well as the file (base64 would cost about a third more). */
function embed(data) {
  let text = "";
  for (const byte of data) {
    if (byte === 0x22) text += '\\"';
    else if (byte === 0x5c) text += "\\\\";
    else if ((byte >= 0x20 && byte < 0x7f) || byte >= 0xa0) text += String.fromCharCode(byte);
    else text += `\\x${byte.toString(16).padStart(2, "0")}`;
  }
  return text;
}

/** The names of the values (functions, classes, consts) a `.d.ts` exports. */
function exportedNames(dts) {
  const values = [];
  for (const match of dts.matchAll(/^export (?:declare )?(?:function|class|const|let|enum) (\w+)/gm)) {
    if (!values.includes(match[1])) values.push(match[1]);
  }
  return values;
}
