// The npm package as users get it: `npm pack` of pkg/ (which `make package` assembles), the
// tarball installed into a fresh project beside the tools of tests/package/fixture (pinned by
// its package-lock.json), then every consumer of issue 10 builds and runs the same three
// answers with no configuration, plugin, copied file or init():
//   Node ESM, Node CommonJS (also with --no-experimental-require-module), Deno and Bun;
//   esbuild --bundle, webpack 5, a Vite production build and the Vite dev server, and a plain
//   page with an import map, each in headless Chromium, failing on any page or console error;
//   the opt-in "hex-connect/web" entry with init(), in Node, webpack 5, a Vite build and the
//   Vite dev server, and a page with an import map; that a Vite build of an app using only
//   winner, Game, the records or analyze ships only the parts it uses, from either entry;
//   tsc --strict under the bundler, nodenext and node10 resolutions (and a deliberate type
//   error that must fail); @arethetypeswrong/cli and publint;
//   <hex-board> ("hex-connect/board") clicked in Chromium from an import-map page, esbuild,
//   webpack 5, Vite (over either entry: "hex-connect/web/board" is the element over the web
//   entry), React 19, Vue 3 and Svelte 5, and its types.
// Servers started here are stopped here.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launchChromium, serveFolder } from "../browser.mjs";
import { bin, dir, install, project, sh } from "./install.mjs";

const ROWS = ["X O . .", " X O . .", "  X . O .", "   X . . O"];
const EXPECTED = { winner: "X", path: [[0, 0], [1, 0], [2, 0], [3, 0]], game: "X" };

// The three answers of the issue, as a JavaScript expression over `rows`.
const ROWS_JS = `const rows = ${JSON.stringify(ROWS)};`;
const ANSWERS = "{ winner: winner(rows), path: winningPath(rows), game: Game.fromRows(rows).winner }";
// The app every module consumer runs, its Node-style main that prints the answers as JSON,
// and the same as one CommonJS file.
const APP = (from) => `import { winner, winningPath, Game } from ${JSON.stringify(from)};
${ROWS_JS}
export const result = ${ANSWERS};
`;
const PRINT = 'import { result } from "./app.mjs";\nconsole.log(JSON.stringify(result));\n';
const CJS = `const { winner, winningPath, Game } = require("hex-connect");
${ROWS_JS}
console.log(JSON.stringify(${ANSWERS}));
`;
const SHOW = `import { result } from "./app.js";
document.body.dataset.result = JSON.stringify(result);
`;
const ICON = '<link rel="icon" href="data:,">';
const PAGE = (script) => `<!doctype html><meta charset="utf-8"><title>consumer</title>${ICON}
<body><script type="module" src="${script}"></script></body>
`;

let browser;
let tarball;
const servers = [];
const children = [];

before(async () => {
  tarball = install();
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  for (const server of servers) server.close();
  for (const child of children) child.kill("SIGTERM");
});

/** Serves `folder` until the tests end; returns its address. */
async function serve(folder) {
  const { server, url } = await serveFolder(folder);
  servers.push(server);
  return url;
}

/** Opens `url` in Chromium, does `act(page)` if given, and returns the page's result; any
 * page or console error fails. */
async function inBrowser(url, act = null) {
  const page = await browser.newPage();
  const problems = [];
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") problems.push(m.text()); });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  page.on("requestfailed", (r) => problems.push(`failed: ${r.url()}`));
  try {
    await page.goto(url);
    if (act) await act(page);
    await page.waitForFunction(() => document.body?.dataset.result, null, { timeout: 30_000 });
    const result = JSON.parse(await page.evaluate(() => document.body.dataset.result));
    assert.deepEqual(problems, []);
    return result;
  } finally {
    await page.close();
  }
}

test("Node ESM imports the default entry", () => {
  const at = project("node-esm", { "app.mjs": APP("hex-connect"), "main.mjs": PRINT });
  assert.deepEqual(JSON.parse(sh("node", [join(at, "main.mjs")])), EXPECTED);
});

test("Node CommonJS requires it, also with --no-experimental-require-module", () => {
  const at = project("node-cjs", {
    "main.cjs": CJS,
  });
  assert.deepEqual(JSON.parse(sh("node", [join(at, "main.cjs")])), EXPECTED);
  assert.deepEqual(JSON.parse(sh("node", ["--no-experimental-require-module", join(at, "main.cjs")])), EXPECTED);
});

test("the web entry loads its .wasm files with init(), in Node", () => {
  const at = project("node-web", {
    "main.mjs": `import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import init, { winner, winningPath, Game } from "hex-connect/web";
const { resolve } = createRequire(import.meta.url);
await init({ locate: (file) => readFileSync(resolve(\`hex-connect/\${file}\`)) });
${ROWS_JS}
console.log(JSON.stringify(${ANSWERS}));
`,
    // Without locate, Node's fetch cannot read the files: the error says what to do.
    "bare.mjs": `import init from "hex-connect/web";
await init().catch((e) => console.log(e.message));
`,
  });
  assert.deepEqual(JSON.parse(sh("node", [join(at, "main.mjs")])), EXPECTED);
  assert.match(sh("node", [join(at, "bare.mjs")]), /^hex-connect\/web could not fetch hex_connect_(rows|game)\.wasm from file:.*pass init\(\{ locate \}\) returning the file's bytes, or import "hex-connect"/);
});

test("Deno runs it from node_modules", () => {
  const at = project("deno", { "app.mjs": APP("hex-connect"), "main.mjs": PRINT });
  const out = sh(join(bin, "deno"), ["run", "--quiet", "--no-config", "--node-modules-dir=manual", "--allow-read", join(at, "main.mjs")], {
    env: { ...process.env, DENO_NO_UPDATE_CHECK: "1", DENO_DIR: join(dir, ".deno") },
  });
  assert.deepEqual(JSON.parse(out), EXPECTED);
});

test("Bun runs it as ESM and as CommonJS", () => {
  const at = project("bun", {
    "app.mjs": APP("hex-connect"),
    "main.mjs": PRINT,
    "main.cjs": CJS,
  });
  for (const main of ["main.mjs", "main.cjs"]) {
    assert.deepEqual(JSON.parse(sh(join(bin, "bun"), [join(at, main)], { env: { ...process.env, BUN_RUNTIME_TRANSPILER_CACHE_PATH: "0" } })), EXPECTED);
  }
});

test("esbuild --bundle, in Chromium", async () => {
  const at = project("esbuild", { "app.js": APP("hex-connect"), "main.js": SHOW, "dist/index.html": PAGE("main.js") });
  sh(join(bin, "esbuild"), [join(at, "main.js"), "--bundle", "--format=esm", `--outfile=${join(at, "dist", "main.js")}`, "--log-level=warning"]);
  assert.deepEqual(await inBrowser(await serve(join(at, "dist"))), EXPECTED);
});

// The same app on the web entry, which fetches its .wasm files after init().
const APP_WEB = `import init, { winner, winningPath, Game } from "hex-connect/web";
await init();
${ROWS_JS}
export const result = ${ANSWERS};
`;
const BY_ENTRY = [["default", APP("hex-connect")], ["web", APP_WEB]];

for (const [entry, app] of BY_ENTRY) test(`webpack 5, ${entry} entry, in Chromium`, async () => {
  const at = project(`webpack-${entry}`, { "app.js": app, "main.js": SHOW, "dist/index.html": PAGE("main.js") });
  const build = `const webpack = require("webpack");
webpack({ mode: "production", context: ${JSON.stringify(at)}, entry: "./main.js",
  output: { path: ${JSON.stringify(join(at, "dist"))}, filename: "main.js" } }, (err, stats) => {
  if (err || stats.hasErrors()) { console.error(err ?? stats.toString("errors-only")); process.exit(1); }
});
`;
  writeFileSync(join(at, "build.cjs"), build);
  sh("node", [join(at, "build.cjs")]);
  assert.deepEqual(await inBrowser(await serve(join(at, "dist"))), EXPECTED);
});

for (const [entry, app] of BY_ENTRY) test(`a Vite production build, ${entry} entry, in Chromium`, async () => {
  const at = project(`vite-build-${entry}`, { "app.js": app, "main.js": SHOW, "index.html": PAGE("/main.js") });
  sh(join(bin, "vite"), ["build", "--logLevel", "warn"], { cwd: at });
  assert.deepEqual(await inBrowser(await serve(join(at, "dist"))), EXPECTED);
});

// Each app of the split (issue 29) uses some parts: a Vite build ships exactly those, from
// either entry, and still answers in Chromium. The app's names, its answer, and its parts.
const SPLIT_APPS = [
  ["winner", `({ winner: winner(${JSON.stringify(ROWS)}) })`, { winner: "X" }, ["rows"]],
  ["Game", `({ moves: Game.fromMoves("a1 b2", 3, 3).toMoves() })`, { moves: "a1 b2" }, ["core"]],
  ["Game, toSgf", `({ sgf: toSgf(Game.fromMoves("a1", 2, 2)).endsWith(";B[a1])") })`, { sgf: true }, ["core", "records"]],
  ["analyze", `({ distance: analyze(["X .", " . O"]).distance.X })`, { distance: 1 }, ["analysis"]],
];
/** The parts of the installed package: its folders that hold a part's .wasm. */
const partNames = () => {
  const at = join(dir, "node_modules", "hex-connect");
  return readdirSync(at, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(at, entry.name)).includes(`hex_connect_${entry.name}.wasm`))
    .map((entry) => entry.name);
};

/** The parts whose modules a Vite build of `at` (built with --sourcemap: the source maps list
 * every module the bundle holds), sorted. */
const shippedParts = (at) => {
  const assets = join(at, "dist", "assets");
  const sources = readdirSync(assets).filter((f) => f.endsWith(".js.map")).flatMap((f) => JSON.parse(readFileSync(join(assets, f), "utf8")).sources);
  return partNames().filter((part) => sources.some((source) => source.includes(`node_modules/hex-connect/${part}/`))).sort();
};

test("a Vite build ships only the parts an app uses, from either entry", async () => {
  const PART_NAMES = partNames();
  assert.ok(PART_NAMES.includes("core") && PART_NAMES.includes("bot"), PART_NAMES.join(" "));
  for (const [names, answer, expected, parts] of SPLIT_APPS) {
    for (const [name, load] of [["default", `import { ${names} } from "hex-connect";`], ["web", `import init, { ${names} } from "hex-connect/web";\nawait init();`]]) {
      const at = project(`vite-parts-${names.replace(/\W+/g, "-")}-${name}`, {
        "main.js": `${load}\ndocument.body.dataset.result = JSON.stringify(${answer});\n`,
        "index.html": PAGE("/main.js"),
      });
      sh(join(bin, "vite"), ["build", "--logLevel", "warn", "--sourcemap"], { cwd: at });
      assert.deepEqual(shippedParts(at), [...parts].sort(), `${names}, ${name} entry`);
      const wasm = readdirSync(join(at, "dist", "assets")).filter((f) => f.endsWith(".wasm"));
      if (name === "web") assert.equal(wasm.length, PART_NAMES.length, `Vite copies every part's .wasm: ${wasm}`);
      assert.deepEqual(await inBrowser(await serve(join(at, "dist"))), expected, `${names}, ${name} entry`);
    }
  }
});

for (const [entry, app] of BY_ENTRY) test(`the Vite dev server, ${entry} entry, in Chromium`, async () => {
  const at = project(`vite-dev-${entry}`, { "app.js": app, "main.js": SHOW, "index.html": PAGE("/main.js") });
  const child = spawn(join(bin, "vite"), ["--host", "127.0.0.1", "--port", "0", "--strictPort", "false"], {
    cwd: at, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1" },
  });
  children.push(child);
  let log = "";
  const url = await new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`vite did not start:\n${log}`)), 60_000);
    const read = (chunk) => {
      log += chunk;
      const match = log.match(/http:\/\/127\.0\.0\.1:\d+\//);
      if (match) { clearTimeout(timer); ok(match[0]); }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
  });
  try {
    assert.deepEqual(await inBrowser(url), EXPECTED);
  } finally {
    child.kill("SIGTERM");
  }
});

test("a plain page with an import map, default entry and web entry, in Chromium", async () => {
  const imports = { "hex-connect": "/node_modules/hex-connect/index.js", "hex-connect/web": "/node_modules/hex-connect/web/index.js" };
  const page = (script) => `<!doctype html><meta charset="utf-8">${ICON}
<script type="importmap">${JSON.stringify({ imports })}</script>
<body><script type="module">
${script}
${ROWS_JS}
document.body.dataset.result = JSON.stringify(${ANSWERS});
</script></body>
`;
  project("importmap", {
    "index.html": page('import { winner, winningPath, Game } from "hex-connect";'),
    "web.html": page('import init, { winner, winningPath, Game } from "hex-connect/web";\nawait init();'),
  });
  const base = await serve(dir);
  assert.deepEqual(await inBrowser(`${base}importmap/index.html`), EXPECTED);
  assert.deepEqual(await inBrowser(`${base}importmap/web.html`), EXPECTED);
});

test("tsc --strict accepts the types under three resolutions and rejects a type error", () => {
  const good = `import { winner, winningPath, Game, analyze, fromSgf, toSgf, bestMove, type Player, type BotMove } from "hex-connect";
const rows: string[] = ${JSON.stringify(ROWS)};
const who: Player | null = winner(rows);
const path: Array<[number, number]> | null = winningPath(rows, { xConnects: "left-right" });
const game: Game = Game.fromRows(rows);
const again: Player | null = game.winner;
const read: Game = fromSgf(toSgf(game, { PB: "Ann" }), { swap: false });
const far: number | null = analyze(read).distance.X;
export const move = (): BotMove => bestMove(game, { simulations: 10 });
export { who, path, again, far };
`;
  const web = `import init, { initSync, winner, type WasmFile } from "hex-connect/web";
export async function start(): Promise<string | null> { await init(); return winner(["X"]); }
export async function from(base: string): Promise<WebAssembly.Exports | undefined> {
  const started = await init({ locate: (file: WasmFile, url: URL) => (file === "hex_connect_rows.wasm" ? new URL(file, base) : fetch(url)) });
  return started["hex_connect_core.wasm"];
}
export const now = (bytes: Uint8Array) => initSync({ locate: () => bytes });
`;
  const cjs = `import hex = require("hex-connect");
export const who: "X" | "O" | null = hex.winner(["X"]);
`;
  const bad = `import { winner } from "hex-connect";
export const who: number = winner(["X"]);
`;
  const configs = {
    bundler: { module: "esnext", moduleResolution: "bundler", files: ["good.ts", "web.ts"] },
    nodenext: { module: "nodenext", moduleResolution: "nodenext", files: ["good.mts", "web.mts", "cjs.cts"] },
    node10: { module: "commonjs", moduleResolution: "node10", files: ["good.ts", "web.ts"] },
  };
  for (const [name, { module, moduleResolution, files }] of Object.entries(configs)) {
    const compilerOptions = { strict: true, noEmit: true, module, moduleResolution, target: "es2022", skipLibCheck: false, types: [], ignoreDeprecations: "5.0" };
    const at = project(`tsc-${name}`, {
      "good.ts": good, "good.mts": good, "web.ts": web, "web.mts": web, "cjs.cts": cjs, "bad.ts": bad,
      "tsconfig.json": JSON.stringify({ compilerOptions, files }),
    });
    sh(join(bin, "tsc"), ["-p", at]);
    writeFileSync(join(at, "tsconfig.json"), JSON.stringify({ compilerOptions, files: ["bad.ts"] }));
    assert.throws(() => sh(join(bin, "tsc"), ["-p", at]), (e) => /TS2322/.test(e.stdout), `${name}: the type error was not caught`);
  }
});

test("@arethetypeswrong/cli and publint find no problem", () => {
  // Every rule for the default entry.
  sh(join(bin, "attw"), [tarball, "--format", "ascii", "--entrypoints", "."]);
  // The web entry is an ES module by design (it finds its .wasm through import.meta.url), and
  // so is the board entry (a custom element has no CommonJS user): from CommonJS both are
  // reached with import(), as the README and docs/board.md say. That one rule is waived for
  // them alone.
  for (const entry of ["./web", "./board", "./web/board"]) {
    sh(join(bin, "attw"), [tarball, "--format", "ascii", "--entrypoints", entry, "--ignore-rules", "cjs-resolves-to-esm"]);
  }
  const lint = sh(join(bin, "publint"), ["run", join(dir, "node_modules", "hex-connect"), "--strict"]);
  assert.doesNotMatch(lint, /warning|error|suggestion/i, lint);
});

// <hex-board>, the "hex-connect/board" entry: each app puts a 5x5 board on the page and writes
// what hex-change says into the page once the test has clicked the middle cell. A bare
// `import "hex-connect/board"` must survive each bundler's tree shaking (the entry's one side
// effect is defining the element).
const BOARD_RESULT = `(board, event) => JSON.stringify({
  defined: customElements.get("hex-board") !== undefined && board instanceof customElements.get("hex-board"),
  moves: event.detail.moves, player: event.detail.player,
  cells: board.shadowRoot.querySelectorAll("[data-row]").length,
  showPath: board.hasAttribute("show-path"),
})`;
const BOARD_APP = `import "hex-connect/board";
const board = document.createElement("hex-board");
board.setAttribute("size", "5");
board.setAttribute("show-path", "");
board.addEventListener("hex-change", (e) => { document.body.dataset.result = (${BOARD_RESULT})(board, e); });
document.body.append(board);
`;
// The element over the web entry ("hex-connect/web/board"), defined once init() has started
// the parts, and shown a game of the web entry.
const BOARD_APP_WEB = `import init, { Game } from "hex-connect/web";
import { HexBoard } from "hex-connect/web/board";
await init();
const board = new HexBoard();
board.showPath = true;
board.game = Game.fromMoves("a1", 5, 5);
board.addEventListener("hex-change", (e) => { document.body.dataset.result = (${BOARD_RESULT})(board, e); });
document.body.append(board);
`;
const BOARD_EXPECTED = { defined: true, moves: "c3", player: "X", cells: 25, showPath: true };
const BOARD_EXPECTED_WEB = { defined: true, moves: "a1 c3", player: "O", cells: 25, showPath: true };

/** Opens `url`, clicks the middle cell of the page's <hex-board> and returns what the app
 * wrote, as inBrowser. */
const boardInBrowser = (url) => inBrowser(url, (page) => page.click('hex-board [data-row="2"][data-col="2"]', { timeout: 30_000 }));

test("<hex-board> in a plain page with an import map", async () => {
  const imports = {
    "hex-connect": "/node_modules/hex-connect/index.js",
    "hex-connect/web": "/node_modules/hex-connect/web/index.js",
    "hex-connect/board": "/node_modules/hex-connect/board/index.js",
    "hex-connect/web/board": "/node_modules/hex-connect/web/board/index.js",
  };
  const page = (script) => `<!doctype html><meta charset="utf-8">${ICON}
<script type="importmap">${JSON.stringify({ imports })}</script>
<body><script type="module">${script}</script></body>
`;
  project("board-importmap", { "index.html": page(BOARD_APP), "web.html": page(BOARD_APP_WEB) });
  const base = await serve(dir);
  assert.deepEqual(await boardInBrowser(`${base}board-importmap/index.html`), BOARD_EXPECTED);
  assert.deepEqual(await boardInBrowser(`${base}board-importmap/web.html`), BOARD_EXPECTED_WEB);
});

test("<hex-board> bundled by esbuild", async () => {
  const at = project("board-esbuild", { "main.js": BOARD_APP, "dist/index.html": PAGE("main.js") });
  sh(join(bin, "esbuild"), [join(at, "main.js"), "--bundle", "--format=esm", `--outfile=${join(at, "dist", "main.js")}`, "--log-level=warning"]);
  assert.deepEqual(await boardInBrowser(await serve(join(at, "dist"))), BOARD_EXPECTED);
});

test("<hex-board> in webpack 5", async () => {
  const at = project("board-webpack", { "main.js": BOARD_APP, "dist/index.html": PAGE("main.js") });
  writeFileSync(join(at, "build.cjs"), `const webpack = require("webpack");
webpack({ mode: "production", context: ${JSON.stringify(at)}, entry: "./main.js",
  output: { path: ${JSON.stringify(join(at, "dist"))}, filename: "main.js" } }, (err, stats) => {
  if (err || stats.hasErrors()) { console.error(err ?? stats.toString("errors-only")); process.exit(1); }
});
`);
  sh("node", [join(at, "build.cjs")]);
  assert.deepEqual(await boardInBrowser(await serve(join(at, "dist"))), BOARD_EXPECTED);
});

for (const [entry, app, expected] of [["default", BOARD_APP, BOARD_EXPECTED], ["web", BOARD_APP_WEB, BOARD_EXPECTED_WEB]]) {
  test(`<hex-board> in a Vite production build, with the ${entry} entry's Game`, async () => {
    const at = project(`board-vite-${entry}`, { "main.js": app, "index.html": PAGE("/main.js") });
    sh(join(bin, "vite"), ["build", "--logLevel", "warn", "--sourcemap"], { cwd: at });
    // A board app that imports neither "hex-connect/board/records" nor ".../analysis" ships
    // the core alone.
    if (entry === "default") assert.deepEqual(shippedParts(at), ["core"]);
    assert.deepEqual(await boardInBrowser(await serve(join(at, "dist"))), expected);
  });
}

// The element reads an SGF record and shows hints through parts it loads when they are first
// needed, once the app has imported the modules that name them: from the web entry, a Vite
// build's lazy chunks started by init().
const BOARD_LAZY = (from) => `${from === "web"
  ? 'import init from "hex-connect/web";\nimport "hex-connect/web/board";\nimport "hex-connect/web/board/records";\nimport "hex-connect/web/board/analysis";\nawait init();'
  : 'import "hex-connect/board";\nimport "hex-connect/board/records";\nimport "hex-connect/board/analysis";'}
const board = document.createElement("hex-board");
board.setAttribute("sgf", "(;FF[4]GM[11]SZ[3];B[c1];W[a2])");
board.setAttribute("show-hints", "");
document.body.append(board);
const until = (ok) => new Promise((resolve) => { const check = () => (ok() ? resolve() : setTimeout(check, 10)); check(); });
await until(() => board.game.rows === 3 && board.shadowRoot.querySelector("[data-hint]"));
document.body.dataset.result = JSON.stringify({ moves: board.moves, hints: board.shadowRoot.querySelectorAll("[data-hint]").length > 0 });
`;

for (const entry of ["default", "web"]) {
  test(`<hex-board> over the ${entry} entry loads the records and analysis parts when used, in a Vite build`, async () => {
    const at = project(`board-lazy-${entry}`, { "main.js": BOARD_LAZY(entry), "index.html": PAGE("/main.js") });
    sh(join(bin, "vite"), ["build", "--logLevel", "warn", "--sourcemap"], { cwd: at });
    if (entry === "default") assert.deepEqual(shippedParts(at), ["analysis", "core", "records"]);
    assert.deepEqual(await inBrowser(await serve(join(at, "dist"))), { moves: "c1 a2", hints: true });
  });
}

/** Bundles `entry` of `at` for the browser with esbuild into dist/, with the page. */
function bundle(at, entry, extra = []) {
  sh(join(bin, "esbuild"), [join(at, entry), "--bundle", "--format=esm", "--log-level=warning",
    "--define:process.env.NODE_ENV=\"production\"", `--outfile=${join(at, "dist", "main.js")}`, ...extra]);
  writeFileSync(join(at, "dist", "index.html"), PAGE("main.js"));
}

test("<hex-board> as a custom element in React 19", async () => {
  const at = project("board-react", {
    "main.jsx": `import { createRoot } from "react-dom/client";
import { useEffect, useRef } from "react";
import "hex-connect/board";
function App() {
  const ref = useRef(null);
  useEffect(() => {
    const board = ref.current;
    const changed = (e) => { document.body.dataset.result = (${BOARD_RESULT})(board, e); };
    board.addEventListener("hex-change", changed);
    return () => board.removeEventListener("hex-change", changed);
  }, []);
  // React 19 sets showPath as the element's property, which reflects it to show-path.
  return <hex-board ref={ref} size="5" showPath={true} />;
}
const holder = document.createElement("div");
document.body.append(holder);
createRoot(holder).render(<App />);
`,
  });
  bundle(at, "main.jsx", ["--jsx=automatic"]);
  assert.deepEqual(await boardInBrowser(await serve(join(at, "dist"))), BOARD_EXPECTED);
});

test("<hex-board> in Vue 3", async () => {
  const at = project("board-vue", {
    "main.js": `import { createApp, h } from "vue";
import "hex-connect/board";
const holder = document.createElement("div");
document.body.append(holder);
createApp({
  render: () => h("hex-board", {
    size: "5",
    showPath: true,
    // Vue listens to hex-change for onHexChange.
    onHexChange: (e) => { document.body.dataset.result = (${BOARD_RESULT})(e.currentTarget, e); },
  }),
}).mount(holder);
`,
  });
  bundle(at, "main.js", ["--define:__VUE_OPTIONS_API__=true", "--define:__VUE_PROD_DEVTOOLS__=false", "--define:__VUE_PROD_HYDRATION_MISMATCH_DETAILS__=false"]);
  assert.deepEqual(await boardInBrowser(await serve(join(at, "dist"))), BOARD_EXPECTED);
});

test("<hex-board> in Svelte 5", async () => {
  const at = project("board-svelte", {
    "App.svelte": `<script>
  import "hex-connect/board";
  let board = $state();
  $effect(() => {
    const changed = (e) => { document.body.dataset.result = (${BOARD_RESULT})(board, e); };
    board.addEventListener("hex-change", changed);
    return () => board.removeEventListener("hex-change", changed);
  });
</script>
<hex-board bind:this={board} size="5" show-path></hex-board>
`,
    "main.js": `import { mount } from "svelte";
import App from "./App.js";
mount(App, { target: document.body });
`,
    "compile.mjs": `import { readFileSync, writeFileSync } from "node:fs";
import { compile } from "svelte/compiler";
const { js, warnings } = compile(readFileSync(new URL("App.svelte", import.meta.url), "utf8"), { filename: "App.svelte" });
for (const w of warnings) console.error(w.message);
if (warnings.length) process.exit(1);
writeFileSync(new URL("App.js", import.meta.url), js.code);
`,
  });
  sh("node", [join(at, "compile.mjs")]);
  bundle(at, "main.js", ["--conditions=svelte,browser"]);
  assert.deepEqual(await boardInBrowser(await serve(join(at, "dist"))), BOARD_EXPECTED);
});

test("tsc --strict knows <hex-board>: the tag map, the class, the typed event details, both entries in one program", () => {
  const good = `import { HexBoard, type HexMoveDetail } from "hex-connect/board";
import "hex-connect/board/records";
import "hex-connect/web/board/analysis";
const board: HexBoard | null = document.querySelector("hex-board");
const made: HexBoard = document.createElement("hex-board");
made.size = "9x13";
made.showPath = true;
made.addEventListener("hex-move", (e) => { const d: HexMoveDetail = e.detail; if (d.row > 3) e.preventDefault(); });
made.addEventListener("hex-win", (e) => { const w: "X" | "O" = e.detail.winner; console.log(w, e.detail.path.length); });
export const svg: string | undefined = board?.toSVG();
export const png: Promise<Blob> = made.toPNG();
`;
  // The web entry's types leave the tag map to the default entry's, so one program may take
  // both; its element is reached with a cast. (Two entries for the tag clash only when their
  // HexBoard types differ, which today's two Game declarations do not, so the absence of the
  // web entry's block is checked on the file itself.)
  const webTypes = readFileSync(join(dir, "node_modules", "hex-connect", "web", "board", "index.d.ts"), "utf8");
  assert.doesNotMatch(webTypes, /declare global/);
  assert.match(readFileSync(join(dir, "node_modules", "hex-connect", "board", "index.d.ts"), "utf8"), /declare global {\n {2}interface HTMLElementTagNameMap {\n {4}"hex-board": HexBoard;/);
  const both = `import { HexBoard } from "hex-connect/board";
import { HexBoard as WebHexBoard } from "hex-connect/web/board";
const board: HexBoard = document.createElement("hex-board");
const web = document.querySelector("hex-board") as WebHexBoard | null;
export const moves: string | undefined = web?.moves ?? board.moves;
`;
  const bad = `import "hex-connect/board";
const board = document.createElement("hex-board");
board.addEventListener("hex-move", (e) => { const row: string = e.detail.row; console.log(row); });
`;
  const compilerOptions = { strict: true, noEmit: true, module: "esnext", moduleResolution: "bundler", target: "es2022", lib: ["es2022", "dom"], skipLibCheck: false, types: [] };
  const at = project("tsc-board", { "good.ts": good, "both.ts": both, "bad.ts": bad, "tsconfig.json": JSON.stringify({ compilerOptions, files: ["good.ts", "both.ts"] }) });
  sh(join(bin, "tsc"), ["-p", at]);
  writeFileSync(join(at, "tsconfig.json"), JSON.stringify({ compilerOptions, files: ["bad.ts"] }));
  assert.throws(() => sh(join(bin, "tsc"), ["-p", at]), (e) => /TS2322/.test(e.stdout), "the type error was not caught");
});
