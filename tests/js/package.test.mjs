// The npm package of pkg/ (`make package`), through each of its three entries: the default
// entry as CommonJS and as an ES module, and the web entry with its `.wasm` file. The same
// package installed from its tarball into real consumers is tests/package/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SPIRAL, serpentine } from "../../www/boards.js";
import { throwsModuleError } from "./expect.mjs";

const root = new URL("../../pkg/", import.meta.url);
// Required by directory, so that Node finds the entry point from the package's package.json.
const cjs = createRequire(import.meta.url)(fileURLToPath(root));
// The web entry first, so that it starts the parts itself: the default entry, imported after
// it, then finds them started and shares them.
const web = await import(new URL("web/index.js", root).href);
// Each .wasm file where the package's exports map puts it.
const { exports: paths } = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
const wasmFile = (file) => readFileSync(new URL(paths[`./${file}`], root));
// The parts, in the order of scripts/package.mjs.
const PARTS = ["rows", "core", "records", "analysis", "bot"];
const located = [];
const started = web.initSync({ locate: (file) => (located.push(file), wasmFile(file)) });
const esm = await import(new URL("index.js", root).href);

const LEFT_RIGHT = { xConnects: "left-right" };

for (const [name, lib] of [["require", cjs], ["import", esm], ["web", web]]) {
  test(`${name}: winner and winningPath answer`, () => {
    const board = ["X O .", " X O .", "  X . O"];
    assert.equal(lib.winner(board), "X");
    assert.equal(lib.winner(board, { xConnects: "top-bottom" }), "X");
    assert.equal(lib.winner(board, LEFT_RIGHT), null);
    assert.deepEqual(lib.winningPath(board), [[0, 0], [1, 0], [2, 0]]);
    assert.equal(lib.winningPath(board, LEFT_RIGHT), null);
    assert.equal(lib.winner(["O"]), "O");
    assert.deepEqual(lib.winningPath(["O"], LEFT_RIGHT), [[0, 0]]);
    assert.equal(lib.winner(["XO.", ".XO"]), lib.winner(["X O .", " . X O"]));
  });

  test(`${name}: the README examples`, () => {
    const rows = ["X O . .", " X O . .", "  X . O .", "   X . . O"];
    assert.equal(lib.winner(rows), "X");
    assert.deepEqual(lib.winningPath(rows), [[0, 0], [1, 0], [2, 0], [3, 0]]);
    assert.equal(lib.winner(rows, LEFT_RIGHT), null);
    assert.equal(lib.winner(["X", " X"]), "X");
    assert.deepEqual(lib.winningPath(["O O .", " . O O"]), [[0, 0], [0, 1], [1, 1], [1, 2]]);
  });

  test(`${name}: the Exercism spiral under the Exercism rule`, () => {
    const spiral = SPIRAL;
    assert.equal(lib.winner(spiral, LEFT_RIGHT), "X");
    const path = lib.winningPath(spiral, LEFT_RIGHT);
    assert.deepEqual(path[0], [8, 0]);
    assert.equal(path.at(-1)[1], 8);
    for (const [r, c] of path) assert.equal(spiral[r].replaceAll(" ", "")[c], "X");
  });

  test(`${name}: every bad input throws an Error and the module keeps answering`, () => {
    const type = { name: "TypeError", code: "INVALID_TYPE" };
    const bad = [
      [undefined, { ...type, message: /rows must be an array of strings/ }],
      ["X O", { ...type, message: /rows must be an array of strings/ }],
      [{ length: 1, 0: "X" }, { ...type, message: /rows must be an array of strings/ }],
      [[], { code: "NO_ROWS", message: /the board has no rows/ }],
      [["X", 7], { ...type, message: /row 2 must be a string, but got a number/ }],
      [["   "], { code: "EMPTY_ROW", message: /row 1 has no cells/ }],
      [["X O . . .", " . . . . .", "  X O . ."], { code: "RAGGED_ROWS", message: /^row 3 has 4 cells, but row 1 has 5/ }],
      [["X O", " O x"], { code: "BAD_CHARACTER", message: /^row 2, column 2: unexpected character 'x'/ }],
      [["X\tO"], { code: "BAD_CHARACTER", message: /^row 1, column 2: unexpected character '\\t'/ }],
      [["X\nO"], { code: "BAD_CHARACTER", message: /^row 1, column 2: unexpected character '\\n'/ }],
      [["X ß"], { code: "BAD_CHARACTER", message: /^row 1, column 2: unexpected character 'ß'/ }],
    ];
    for (const [rows, expected] of bad) {
      for (const f of [lib.winner, lib.winningPath]) throwsModuleError(() => f(rows), expected, String(rows));
      assert.equal(lib.winner(["X", " X"]), "X");
    }
    for (const options of [5, "left-right", []]) throwsModuleError(() => lib.winner(["X"], options), type);
    for (const options of [{ xConnects: "LEFT-RIGHT" }, { rule: 1 }]) {
      throwsModuleError(() => lib.winner(["X"], options), { name: "TypeError", code: "BAD_OPTION" });
    }
    assert.equal(lib.winner(["X"], null), "X");
    assert.equal(lib.winner(["X"], {}), "X");
  });

  test(`${name}: the entry exports the API and nothing else`, () => {
    const api = ["Bot", "Game", "analyze", "bestMove", "connections", "fromSgf", "fromTrmph", "inferior", "maxInputBytes", "mustPlay", "solve", "toSgf", "toTrmph", "winner", "winningPath"];
    assert.deepEqual(Object.keys(lib).filter((key) => key !== "__esModule").sort(), name === "web" ? [...api, "default", "initSync"].sort() : api);
  });

  test(`${name}: maxInputBytes is the limit the module enforces, 64 MiB`, () => {
    assert.equal(lib.maxInputBytes(), 64 * 1024 * 1024);
    throwsModuleError(() => lib.fromTrmph(`${"x".repeat(lib.maxInputBytes())}#`), { name: "RangeError", code: "TOO_LARGE" });
  });

  test(`${name}: errors say where`, () => {
    try {
      lib.winner(["X O", " O x"]);
      assert.fail("no error");
    } catch (e) {
      assert.equal(e.row, 1);
      assert.equal(e.column, 1);
    }
  });

  test(`${name}: a 2000x2000 board and a chain of half a million stones`, () => {
    const n = 1000;
    const snake = serpentine(n, n);
    assert.equal(lib.winner(snake), "X");
    const path = lib.winningPath(snake);
    assert.ok(path.length > 490000, String(path.length));
    assert.deepEqual(path.at(-1), [n - 1, 0]);

    const big = Array.from({ length: 2000 }, (_, r) => (r % 2 ? "O" : ".").repeat(2000));
    assert.equal(lib.winner(big), "O");
    assert.deepEqual(lib.winningPath(big).length, 2000);
  });
}

test("the package types are exact", () => {
  const dts = readFileSync(new URL("index.d.ts", root), "utf8");
  assert.match(dts, /export type Player = "X" \| "O";/);
  assert.match(dts, /xConnects\?: "top-bottom" \| "left-right";/);
  assert.match(dts, /export function winner\(rows: string\[\], options\?: Options\): Player \| null;/);
  assert.match(
    dts,
    /export function winningPath\(rows: string\[\], options\?: Options\): Array<\[number, number\]> \| null;/,
  );
  assert.doesNotMatch(dts, /\bany\b/);
});

// Every exported function and class of a `.d.ts`, and every member of an exported class, as
// `{ name, documented }`: documented when a doc comment (`/** ... */`) ends on the line
// before it. Editors show that comment on hover.
function declarations(dts) {
  const found = [];
  let inClass = null;
  let inComment = false;
  let documented = false;
  for (const line of dts.split("\n")) {
    const text = line.trim();
    if (inComment || text.startsWith("/**")) {
      inComment = !text.endsWith("*/");
      documented = !inComment;
      continue;
    }
    if (text === "") continue;
    if (inClass && text === "}") {
      inClass = null;
    } else if (inClass) {
      const member = /^(?:static\s+)?(?:readonly\s+)?(?:[gs]et\s+)?(\[[\w.]+\]|[\w$]+)\??\s*[(:<]/.exec(text);
      if (member) found.push({ name: `${inClass}.${member[1]}`, documented });
    } else {
      const exported = /^export (?:declare )?(?:default )?(function|class) (\w+)/.exec(text);
      if (exported) {
        found.push({ name: exported[2], documented });
        if (exported[1] === "class" && text.endsWith("{")) inClass = exported[2];
      }
    }
    documented = false;
  }
  return found;
}

test("the declaration reader finds undocumented functions, classes and members", () => {
  const sample = [
    "/** Documented. */",
    "export function a(): void;",
    "export function b(): void;",
    "/**",
    " * Documented over lines.",
    " */",
    "export class C {",
    "    /** Documented. */",
    "    constructor();",
    "    static d(): C;",
    "    readonly e: number;",
    "    /** Documented. */",
    "    [Symbol.dispose](): void;",
    "}",
    "/** Only an interface. */",
    "export interface F { g(): void; }",
    "export default function init(): Promise<void>;",
  ].join("\n");
  assert.deepEqual(declarations(sample), [
    { name: "a", documented: true },
    { name: "b", documented: false },
    { name: "C", documented: true },
    { name: "C.constructor", documented: true },
    { name: "C.d", documented: false },
    { name: "C.e", documented: false },
    { name: "C.[Symbol.dispose]", documented: true },
    { name: "init", documented: false },
  ]);
});

test("every exported function and class of the package's .d.ts files, and every method, has a doc comment", () => {
  for (const file of ["index.d.ts", "node.d.cts", "web/index.d.ts"]) {
    const found = declarations(readFileSync(new URL(file, root), "utf8"));
    const names = found.map((d) => d.name);
    for (const name of ["winner", "winningPath", "analyze", "maxInputBytes", "Game", "Game.constructor", "Game.play", "Game.free", "fromSgf", "toSgf", "fromTrmph", "toTrmph", "bestMove", "Bot", "Bot.bestMove", "solve", "connections", "mustPlay", "inferior"]) {
      assert.ok(names.includes(name), `${file} declares no ${name}`);
    }
    if (file.startsWith("web/")) assert.ok(names.includes("init") && names.includes("initSync"), names.join(" "));
    assert.deepEqual(found.filter((d) => !d.documented).map((d) => d.name), [], `${file}: declared without a doc comment`);
  }
});

test("web: initSync started each part once, from the file locate named", async () => {
  assert.deepEqual(located, PARTS.map((part) => `hex_connect_${part}.wasm`));
  for (const file of located) assert.ok(started[file].memory instanceof WebAssembly.Memory, file);
  assert.equal(new Set(located.map((file) => started[file].memory)).size, PARTS.length);
  // Started parts are not loaded again, by either entry.
  const again = await web.default({ locate: () => assert.fail("locate called for a started part") });
  assert.deepEqual(Object.keys(again), located);
  for (const file of located) assert.equal(again[file], started[file]);
  assert.throws(() => web.initSync(), { name: "TypeError", message: /^initSync needs \{ locate\(file\) \}/ });
  await assert.rejects(web.default({ locate: "rows.wasm" }), { name: "TypeError", message: /options\.locate must be a function/ });
});

test("each part exports its own functions (Game's methods, in the core) and none of another's", () => {
  const api = (part) =>
    WebAssembly.Module.exports(new WebAssembly.Module(wasmFile(`hex_connect_${part}.wasm`)))
      .map((e) => e.name)
      .filter((n) => n !== "memory" && !n.startsWith("__") || n.startsWith("__wbg_game") || n.startsWith("__wbg_bot"))
      .map((n) => (n.startsWith("game_") || n === "__wbg_game_free" ? "Game" : n.startsWith("bot_") || n === "__wbg_bot_free" ? "Bot" : n));
  assert.deepEqual(Object.fromEntries(PARTS.map((part) => [part, [...new Set(api(part))]])), {
    rows: ["maxInputBytes", "winner", "winningPath"],
    core: ["Game"],
    records: ["fromSgf", "fromTrmph", "toSgf", "toTrmph"],
    analysis: ["analyze"],
    bot: ["Bot", "bestMove", "connections", "inferior", "mustPlay", "solve"],
  });
});

test("each part's memory holds the texts its own code reads and not another part's", () => {
  // scripts/package.mjs zeroes in each part the statics no code of it reaches (linkedData):
  // the records' names of other games, the solver's option and the connections' kinds are
  // read by one part each, and were in all five before.
  const texts = ["Backgammon", "winningMoves", "edge-start"];
  const held = (part) => texts.filter((t) => Buffer.from(wasmFile(`hex_connect_${part}.wasm`)).toString("latin1").includes(t));
  assert.deepEqual(Object.fromEntries(PARTS.map((part) => [part, held(part)])), {
    rows: [],
    core: [],
    records: ["Backgammon"],
    analysis: [],
    bot: ["winningMoves", "edge-start"],
  });
});
