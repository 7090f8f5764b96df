// The words against the package of pkg/ (`node scripts/package.mjs`): docs/api.md documents
// every name the package's `.d.ts` files export and every member of `Game`, and nothing
// else; and every ```js example of README.md and docs/api.md runs against the package, with
// each `expression; // → value` line checked.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = new URL("../../", import.meta.url);
const read = (path) => readFileSync(new URL(path, root), "utf8");
const api = read("docs/api.md");

/** The names a `.d.ts` exports: functions, classes, types, interfaces, the default export. */
function exportedNames(dts) {
  const names = new Set();
  const declaration = /^export (?:declare )?(?:default )?(?:function|class|const|let|enum|type|interface) ([\w$]+)/gm;
  for (const [, name] of dts.matchAll(declaration)) names.add(name);
  return names;
}

/** The members `class Game { … }` declares: methods, getters, statics, the constructor. */
function gameMembers(dts) {
  const body = /^export (?:declare )?class Game \{\n([\s\S]*?)^\}/m.exec(dts);
  assert.ok(body, "the .d.ts declares no class Game");
  const names = new Set();
  for (const [, name] of body[1].matchAll(/^\s+(?:static )?(?:readonly )?([\w$]+)\??\s*[(:]/gm)) names.add(name);
  return names;
}

/** What the headings of docs/api.md document. A heading that starts with a code span names
 * what it documents, one name a span: `winner(rows)` an export, `Game.fromRows(…)` and
 * `game.play(…)` a member of Game, `new Game(…)` its constructor. */
function documented(markdown) {
  const exports = new Set();
  const members = new Set();
  for (const [, heading] of markdown.matchAll(/^#{2,4} (`.*)$/gm)) {
    for (const [, span] of heading.matchAll(/`([^`]+)`/g)) {
      const name = /^(new )?(?:([Gg]ame)\.)?([A-Za-z_$][\w$]*)/.exec(span);
      assert.ok(name, `the heading "${heading}" has a code span that names nothing: ${span}`);
      if (name[1]) members.add("constructor");
      else if (name[2]) members.add(name[3]);
      else exports.add(name[3]);
    }
  }
  return { exports, members };
}

const dts = read("pkg/index.d.ts");
const webDts = read("pkg/web/index.d.ts");

test("docs/api.md documents every name the package exports, and no other", () => {
  const exported = new Set([...exportedNames(dts), ...exportedNames(webDts)]);
  assert.ok(exported.has("winner") && exported.has("Game") && exported.has("init"), [...exported].join(", "));
  const { exports } = documented(api);
  assert.deepEqual([...exported].filter((n) => !exports.has(n)), [], "exported but not documented in docs/api.md");
  assert.deepEqual([...exports].filter((n) => !exported.has(n)), [], "documented in docs/api.md but not exported");
});

test("docs/api.md documents every member of Game, and no other", () => {
  const declared = gameMembers(dts);
  assert.ok(declared.has("constructor") && declared.has("play") && declared.has("toJSON"), [...declared].join(", "));
  const { members } = documented(api);
  assert.deepEqual([...declared].filter((n) => !members.has(n)), [], "members of Game not documented in docs/api.md");
  assert.deepEqual([...members].filter((n) => !declared.has(n)), [], "documented in docs/api.md but not members of Game");
});

test("the check of docs/api.md would see a name missing, and one too many", () => {
  const { exports, members } = documented("## `Game`\n#### `Game.fromRows(rows)`, `game.play(r, c)`\n#### `new Game(r, c)`\n### Saving: `toJSON`\n");
  assert.deepEqual([...exports], ["Game"]);
  assert.deepEqual([...members].sort(), ["constructor", "fromRows", "play"]);
  assert.deepEqual([...exportedNames("export function winner(rows: string[]): Player | null;\nexport type Player = \"X\" | \"O\";\n  export function nested(): void;\n")], ["winner", "Player"]);
});

/** Where the value of a `// → value` comment ends: the longest start of the text that is a
 * JavaScript expression, so that words after it ("null (nobody has)") are prose. */
function valueOf(text) {
  for (let end = text.length; end > 0; end--) {
    const candidate = text.slice(0, end).trim();
    try {
      new Function(`return (${candidate});`);
      return candidate;
    } catch {
      // not an expression yet: shorter
    }
  }
  throw new Error(`no value after → in "${text}"`);
}

/** The ```js blocks of a Markdown text, each with the line its code starts on. */
function jsBlocks(markdown) {
  const blocks = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== "```js") continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end] !== "```") end++;
    blocks.push({ line: start + 1, code: lines.slice(start, end) });
    i = end;
  }
  return blocks;
}

/** A block as a module that checks its `expression; // → value` lines, and the checks. */
function checked(file, { line, code }) {
  const checks = [];
  const body = code.map((text, k) => {
    const match = /^(\s*)(.+?);\s*\/\/ → (.+)$/.exec(text);
    if (!match) return text;
    const where = `${file}:${line + k}`;
    checks.push(where);
    return `${match[1]}globalThis.__docsCheck(${match[2]}, ${valueOf(match[3])}, ${JSON.stringify(where)});`;
  });
  return { source: `${body.join("\n")}\n`, checks };
}

// The examples import "hex-connect" as an app does: from a folder whose node_modules holds
// the package of pkg/.
const scratch = new URL("target/docs-examples/", root);
rmSync(scratch, { recursive: true, force: true });
mkdirSync(new URL("node_modules/", scratch), { recursive: true });
symlinkSync(fileURLToPath(new URL("pkg/", root)), fileURLToPath(new URL("node_modules/hex-connect", scratch)), "dir");

const ran = new Set();
globalThis.__docsCheck = (actual, expected, where) => {
  assert.deepStrictEqual(actual, expected, `${where}: the example's value`);
  ran.add(where);
};

for (const file of ["README.md", "docs/api.md"]) {
  const blocks = jsBlocks(read(file));
  test(`${file} has JavaScript examples`, () => assert.ok(blocks.length > 0));
  for (const [n, block] of blocks.entries()) {
    test(`${file}:${block.line}, a js example, runs as shown`, async () => {
      const { source, checks } = checked(file, block);
      const module = new URL(`${file.replace(/\W/g, "-")}-${n}.mjs`, scratch);
      writeFileSync(module, source);
      await import(module.href);
      // A check inside a branch that did not run (a `catch` with nothing thrown) is a fault.
      assert.deepEqual(checks.filter((where) => !ran.has(where)), [], "checked lines that never ran");
    });
  }
}

test("a `// → value` line is checked, with the prose after the value left out", () => {
  const { source, checks } = checked("x.md", { line: 3, code: ['winner(rows); // → null (the Exercism convention)', "const a = 1;"] });
  assert.equal(source, 'globalThis.__docsCheck(winner(rows), null, "x.md:3");\nconst a = 1;\n');
  assert.deepEqual(checks, ["x.md:3"]);
  assert.equal(valueOf('[["Error", "BAD_CHARACTER"], 1]'), '[["Error", "BAD_CHARACTER"], 1]');
  assert.throws(() => globalThis.__docsCheck("X", "O", "x.md:9"), /x\.md:9/);
});
