// Assembles the one npm package, in pkg/ (or --out DIR), from one cargo build:
//
//   node scripts/package.mjs [--out DIR] [--no-default-features]
//
// One `cargo build` of the cdylib, one optimised `.wasm`, and two sets of wasm-bindgen glue
// written from that same `.wasm`:
//
//   index.js, index.d.ts   the default entry ("import" condition). The `.wasm` travels inside
//                          the module as a string literal and is instantiated synchronously on
//                          import, so `import { winner } from "hex-connect"` works with no
//                          set-up in Node, Deno, Bun, bundlers and import-map pages.
//   node.cjs, node.d.cts   the same entry as CommonJS ("require" condition), one self-contained
//                          file bundled by esbuild, so no `require()` of an ES module is needed.
//   web/                   the opt-in "hex-connect/web" entry: wasm-bindgen's web glue and the
//                          `.wasm` as its own file, loaded by `await init()` (streaming compile,
//                          its own cache entry).
//
// Everything here is generated from the build; nothing in pkg/ is edited by hand.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

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

// 1. One cargo build.
run("cargo", ["build", "--release", "--lib", "--target", "wasm32-unknown-unknown", ...features]);
const built = join(root, "target", "wasm32-unknown-unknown", "release", `${name}.wasm`);

// 2. Glue for two targets from that one `.wasm`. wasm-bindgen writes the same `.wasm` for
// both, so it is optimised once, in web/, and the default entry embeds those same bytes.
const work = join(root, "target", "package-work");
rmSync(work, { recursive: true, force: true });
for (const target of ["bundler", "web"]) {
  run("wasm-bindgen", [built, "--target", target, "--out-dir", join(work, target)]);
}
const wasmOf = (target) => join(work, target, `${name}_bg.wasm`);
if (!readFileSync(wasmOf("bundler")).equals(readFileSync(wasmOf("web")))) {
  throw new Error("wasm-bindgen wrote different .wasm files for the bundler and web targets");
}
run("wasm-opt", ["-O3", wasmOf("web"), "-o", wasmOf("web")]);

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// 3. The web entry: wasm-bindgen's output as it is.
cpSync(join(work, "web"), join(out, "web"), {
  recursive: true,
  filter: (path) => !/\.gitignore$|package\.json$/.test(path),
});

// For resolvers that predate "exports" (TypeScript's node10, webpack 4): "hex-connect/web" is
// this folder, and this file names its module and types.
writeFileSync(
  join(out, "web", "package.json"),
  `${JSON.stringify({ type: "module", main: "./hex_connect.js", types: "./hex_connect.d.ts", sideEffects: false }, null, 2)}\n`,
);

// 4. The default entry: the bundler glue (which has no `new URL(..., import.meta.url)` that a
// bundler would follow and ship), fed a module compiled from the embedded bytes.
cpSync(join(work, "bundler"), join(out, "glue"), {
  recursive: true,
  filter: (path) => !/\.gitignore$|package\.json$|_bg\.wasm(\.d\.ts)?$|hex_connect\.js$/.test(path),
});
const bytes = readFileSync(wasmOf("web"));
writeFileSync(join(out, "glue", "wasm.js"), `export default "${embed(bytes)}";\n`);
writeFileSync(join(out, "glue", "wasm.d.ts"), "declare const bytes: string;\nexport default bytes;\n");

// The modules the `.wasm` imports, each an ES module of the glue, in the order it names them.
const importModules = [...new Set(WebAssembly.Module.imports(new WebAssembly.Module(bytes)).map((i) => i.module))];
const glueDts = readFileSync(join(work, "bundler", `${name}.d.ts`), "utf8");
const names = exportedNames(glueDts);
const glue = importModules.indexOf(`./${name}_bg.js`);
if (glue < 0) throw new Error("the .wasm does not import the glue");
const index = [
  "// The default entry of hex-connect, written by scripts/package.mjs: the WebAssembly module",
  "// is compiled and instantiated synchronously from the bytes embedded in ./glue/wasm.js.",
  ...importModules.map((module, i) => `import * as imports${i} from "./glue/${module.replace(/^\.\//, "")}";`),
  'import embedded from "./glue/wasm.js";',
  "",
  "// One byte a character: printable ASCII as itself, 0xA0-0xFF as U+00A0-U+00FF, the rest escaped.",
  "const bytes = new Uint8Array(embedded.length);",
  "for (let i = 0; i < embedded.length; i++) bytes[i] = embedded.charCodeAt(i);",
  "const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), {",
  ...importModules.map((module, i) => `  ${JSON.stringify(module)}: imports${i},`),
  "});",
  `imports${glue}.__wbg_set_wasm(instance.exports);`,
  "instance.exports.__wbindgen_start();",
  "",
  `export { ${names.join(", ")} } from "./glue/${name}_bg.js";`,
  "",
].join("\n");
writeFileSync(join(out, "index.js"), index);
writeFileSync(join(out, "index.d.ts"), glueDts);

// 5. CommonJS: the default entry bundled into one file.
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

// 6. package.json, README and licence.
const version = field("version");
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
    "./web": { types: "./web/hex_connect.d.ts", default: "./web/hex_connect.js" },
    "./web/hex_connect_bg.wasm": "./web/hex_connect_bg.wasm",
    "./package.json": "./package.json",
  },
  files: ["index.js", "index.d.ts", "node.cjs", "node.d.cts", "glue/", "web/", "README.md", "LICENSE"],
  sideEffects: ["./index.js", "./node.cjs"],
  engines: { node: ">=20" },
};
writeFileSync(join(out, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
cpSync(join(root, "README.md"), join(out, "README.md"));
cpSync(join(root, "LICENSE"), join(out, "LICENSE"));

const size = (path) => readFileSync(path).length;
console.log(
  `[package] ${relative(root, out)}/: hex-connect ${version}${features.length ? " (no default features)" : ""}, ` +
    `.wasm ${size(join(out, "web", `${name}_bg.wasm`))} bytes, index + glue ${
      size(join(out, "index.js")) + size(join(out, "glue", "wasm.js")) + size(join(out, "glue", `${name}_bg.js`))
    } bytes`,
);

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
