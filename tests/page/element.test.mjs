// <hex-board> (the "hex-connect/board" entry) in a plain page with an import map, in headless
// Chromium (Debian's package) through playwright-core: clicks, keys, each event, attributes
// and properties, themes, and the pictures. Needs the npm package of `make package` in pkg/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium, serveFolder } from "../browser.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const folder = join(root, "target", "element-page");

// The page serves the repository, so /pkg/ is the package as `make package` left it.
const IMPORTS = {
  "hex-connect": "/pkg/index.js",
  "hex-connect/board": "/pkg/board/index.js",
  "hex-connect/board/records": "/pkg/board/records.js",
  "hex-connect/board/analysis": "/pkg/board/analysis.js",
};
// The modules that let the element read records and show hints: the test pages import them
// but bare.html.
const OPTIONAL = 'import "hex-connect/board/records";\nimport "hex-connect/board/analysis";\n';
const PAGE = `<!doctype html><meta charset="utf-8"><title>hex-board</title><link rel="icon" href="data:,">
<script type="importmap">${JSON.stringify({ imports: IMPORTS })}</script>
<style>
  body { margin: 0; width: 640px; }
  .green { --hex-x: rgb(0, 128, 0); --hex-o-edge: rgb(1, 2, 3); }
</style>
<body>
<hex-board id="board" size="5" coords show-path last-move></hex-board>
<script type="module">
import { HexBoard } from "hex-connect/board";
${OPTIONAL}import { Game } from "hex-connect";
window.HexBoard = HexBoard;
window.Game = Game;
window.events = [];
const board = document.getElementById("board");
for (const name of ["hex-move", "hex-change", "hex-win", "hex-error"]) {
  board.addEventListener(name, (e) => window.events.push({ type: e.type, detail: e.detail.error ? { code: e.detail.error.code } : e.detail, cancelable: e.cancelable }));
}
document.body.dataset.ready = "1";
</script>
</body>
`;

let server;
let base;
let browser;
const problems = [];

before(async () => {
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, "index.html"), PAGE);
  const alone = PAGE.replace('import { Game } from "hex-connect";\n', "").replace("window.Game = Game;\n", "");
  await writeFile(join(folder, "alone.html"), alone);
  await writeFile(join(folder, "bare.html"), alone.replace(OPTIONAL, ""));
  ({ server, url: base } = await serveFolder(root));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  server?.close();
  assert.deepEqual(problems, [], "the page logged errors");
});

async function open(options = {}, file = "index.html") {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 }, ...options });
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`); });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(`${base}target/element-page/${file}`);
  await page.waitForSelector("body[data-ready]");
  await page.waitForSelector("#board [data-row]");
  return { page, close: () => context.close() };
}

// Playwright's CSS selectors go through open shadow roots, so these reach the element's cells.
const cell = (r, c) => `#board [data-row="${r}"][data-col="${c}"]`;
/** The board as rows of "X", "O" and ".", from the cells' test hooks. */
const screenRows = (page) => page.$eval("#board", (el) => {
  const rows = [];
  for (const rect of el.shadowRoot.querySelectorAll("[data-row]")) (rows[rect.dataset.row] ??= []).push(rect.dataset.cell);
  return rows.map((r) => r.join(""));
});
const events = (page) => page.evaluate(() => window.events.splice(0));
const marked = (page, hook) => page.$eval("#board", (el, hook) => [...el.shadowRoot.querySelectorAll(`[${hook}]`)].map((e) => [Number(e.dataset.row), Number(e.dataset.col)]), hook);

test("the entry defines hex-board once, and the element draws the size it is given", async () => {
  const { page, close } = await open();
  assert.equal(await page.evaluate(() => customElements.get("hex-board") === window.HexBoard), true);
  assert.equal(await page.evaluate(() => document.getElementById("board") instanceof window.HexBoard), true);
  assert.deepEqual(await screenRows(page), [".....", ".....", ".....", ".....", "....."]);
  // A second import of the entry does not define it again (that would throw).
  assert.equal(await page.evaluate(async () => (await import("hex-connect/board")).HexBoard === window.HexBoard), true);
  await close();
});

test("a click plays for the side to move: hex-move, then hex-change, and moves follows", async () => {
  const { page, close } = await open();
  await page.click(cell(2, 2));
  await page.click(cell(1, 3));
  assert.deepEqual(await screenRows(page), [".....", "...O.", "..X..", ".....", "....."]);
  assert.deepEqual(await events(page), [
    { type: "hex-move", detail: { row: 2, col: 2, move: "c3", player: "X" }, cancelable: true },
    { type: "hex-change", detail: { row: 2, col: 2, move: "c3", player: "X", moves: "c3", winner: null }, cancelable: false },
    { type: "hex-move", detail: { row: 1, col: 3, move: "d2", player: "O" }, cancelable: true },
    { type: "hex-change", detail: { row: 1, col: 3, move: "d2", player: "O", moves: "c3 d2", winner: null }, cancelable: false },
  ]);
  assert.equal(await page.getAttribute("#board", "moves"), "c3 d2");
  assert.equal(await page.$eval("#board", (el) => el.moves), "c3 d2");
  assert.deepEqual(await marked(page, "data-last"), [[1, 3]]);
  // An occupied cell plays nothing and asks nothing.
  await page.click(cell(2, 2));
  assert.deepEqual(await events(page), []);
  await close();
});

test("a cancelled hex-move leaves the board, the game and the attributes as they were", async () => {
  const { page, close } = await open();
  await page.evaluate(() => document.getElementById("board").addEventListener("hex-move", (e) => e.preventDefault(), { once: true }));
  await page.click(cell(0, 4));
  assert.deepEqual(await screenRows(page), [".....", ".....", ".....", ".....", "....."]);
  assert.deepEqual(await events(page), [{ type: "hex-move", detail: { row: 0, col: 4, move: "e1", player: "X" }, cancelable: true }]);
  assert.equal(await page.$eval("#board", (el) => el.game.moveCount), 0);
  assert.equal(await page.getAttribute("#board", "moves"), null);
  // The next click is not cancelled and plays.
  await page.click(cell(0, 4));
  assert.equal(await page.$eval("#board", (el) => el.moves), "e1");
  await close();
});

test("a winning click sends hex-win with the chain, which show-path highlights", async () => {
  const { page, close } = await open();
  await page.$eval("#board", (el) => { el.size = "3"; el.moves = "a1 b1 a2 b2"; });
  await page.waitForFunction(() => document.getElementById("board").game.moveCount === 4);
  await page.click(cell(2, 0));
  const sent = await events(page);
  assert.deepEqual(sent.map((e) => e.type), ["hex-move", "hex-change", "hex-win"]);
  assert.deepEqual(sent[2].detail, { winner: "X", path: [[0, 0], [1, 0], [2, 0]] });
  assert.deepEqual(await marked(page, "data-path"), [[0, 0], [1, 0], [2, 0]]);
  assert.equal(await page.$eval("#board", (el) => el.winner), "X");
  // Without show-path the chain is not drawn; after a win nothing more is played.
  await page.$eval("#board", (el) => { el.showPath = false; });
  assert.deepEqual(await marked(page, "data-path"), []);
  await page.click(cell(2, 2));
  assert.deepEqual(await events(page), []);
  await close();
});

test("keys: the arrows move the one tab stop, Enter and Space play, the cells are named", async () => {
  const { page, close } = await open();
  await page.focus(cell(0, 0));
  assert.equal(await page.getAttribute(cell(0, 0), "tabindex"), "0");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  // Down keeps the column: (1, 1), the cell below-right on screen.
  assert.equal(await page.evaluate(() => document.getElementById("board").shadowRoot.activeElement.getAttribute("aria-label")), "b2, empty");
  assert.equal(await page.getAttribute(cell(0, 0), "tabindex"), "-1");
  assert.equal(await page.getAttribute(cell(1, 1), "tabindex"), "0");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press(" ");
  assert.deepEqual(await screenRows(page), [".....", ".X...", "O....", ".....", "....."]);
  assert.equal(await page.getAttribute(cell(1, 1), "aria-label"), "b2, X");
  assert.equal(await page.getAttribute(cell(2, 0), "aria-label"), "a3, O");
  assert.equal(await page.$eval("#board", (el) => el.moves), "b2 a3");
  await close();
});

test("attributes and properties reflect each other", async () => {
  const { page, close } = await open();
  const state = () => page.$eval("#board", (el) => ({
    size: el.getAttribute("size"), rule: el.getAttribute("rule"), readonly: el.hasAttribute("readonly"),
    coords: el.hasAttribute("coords"), showPath: el.hasAttribute("show-path"), lastMove: el.hasAttribute("last-move"),
    rows: el.game.rows, cols: el.game.cols,
    noCoords: el.shadowRoot.querySelector("svg.board").classList.contains("no-coords"),
  }));
  assert.deepEqual(await state(), { size: "5", rule: null, readonly: false, coords: true, showPath: true, lastMove: true, rows: 5, cols: 5, noCoords: false });
  await page.$eval("#board", (el) => { el.size = "3x4"; el.rule = "left-right"; el.readonly = true; el.coords = false; el.showPath = false; el.lastMove = false; });
  await page.waitForFunction(() => document.getElementById("board").game.cols === 4);
  assert.deepEqual(await state(), { size: "3x4", rule: "left-right", readonly: true, coords: false, showPath: false, lastMove: false, rows: 3, cols: 4, noCoords: true });
  assert.equal(await page.$eval("#board", (el) => el.rule), "left-right");
  // The edges follow the rule: X's colour on the left and right.
  assert.deepEqual(await page.$eval("#board", (el) => [...el.shadowRoot.querySelectorAll(".edge")].map((e) => e.getAttribute("class"))),
    ["edge edge-O", "edge edge-O", "edge edge-X", "edge edge-X"]);
  // readonly: a click asks nothing and plays nothing.
  await page.click(cell(1, 1));
  assert.deepEqual(await events(page), []);
  assert.deepEqual(await screenRows(page), ["....", "....", "...."]);
  // The attributes set the properties back.
  await page.$eval("#board", (el) => { el.removeAttribute("readonly"); el.setAttribute("moves", "a1"); el.setAttribute("last-move", ""); });
  await page.waitForFunction(() => document.getElementById("board").game.moveCount === 1);
  assert.deepEqual(await page.$eval("#board", (el) => [el.readonly, el.lastMove, el.moves]), [false, true, "a1"]);
  assert.deepEqual(await marked(page, "data-last"), [[0, 0]]);
  // rows: the winner() format, one row a line.
  await page.$eval("#board", (el) => { el.rows = ["X O", " . X"]; });
  await page.waitForFunction(() => document.getElementById("board").game.rows === 2);
  assert.equal(await page.getAttribute("#board", "rows"), "X O\n . X");
  assert.deepEqual(await screenRows(page), ["XO", ".X"]);
  await close();
});

test("moves with a swap, trmph and sgf attributes, a bad record, and the game property", async () => {
  const { page, close } = await open();
  await page.$eval("#board", (el) => { el.moves = "b1 swap-pieces"; });
  await page.waitForFunction(() => document.getElementById("board").game.moveCount === 2);
  assert.deepEqual(await screenRows(page), [".....", "O....", ".....", ".....", "....."]);
  await page.$eval("#board", (el) => { el.removeAttribute("moves"); el.trmph = "https://trmph.com/hex/board#5,a1b2"; });
  await page.waitForFunction(() => document.getElementById("board").game.moveCount === 2);
  assert.deepEqual(await screenRows(page), ["X....", ".O...", ".....", ".....", "....."]);
  await page.$eval("#board", (el) => { el.trmph = null; el.sgf = "(;FF[4]GM[11]SZ[3];B[c1];W[a2])"; });
  await page.waitForFunction(() => document.getElementById("board").game.rows === 3);
  assert.deepEqual(await screenRows(page), ["..X", "O..", "..."]);
  // A record the package cannot read: an empty board of the size, and the package's error.
  await page.$eval("#board", (el) => { el.sgf = null; el.size = "4"; el.moves = "a1 a1"; });
  await page.waitForFunction(() => document.getElementById("board").game.rows === 4);
  const expected = await page.evaluate(() => {
    try { window.Game.fromMoves("a1 a1", 4, 4); } catch (e) { return { code: e.code, message: e.message }; }
    return null;
  });
  assert.equal(expected.code, "OCCUPIED");
  assert.deepEqual(await page.$eval("#board", (el) => ({ code: el.error.code, message: el.error.message })), expected);
  assert.deepEqual((await events(page)).filter((e) => e.type === "hex-error"), [{ type: "hex-error", detail: { code: "OCCUPIED" }, cancelable: false }]);
  assert.deepEqual(await screenRows(page), ["....", "....", "....", "...."]);
  // A Game given as the property is the one the element plays on.
  const after = await page.evaluate(() => {
    const game = window.Game.fromMoves("a1", 2, 3);
    const el = document.getElementById("board");
    el.game = game;
    return { same: el.game === game, size: el.getAttribute("size"), moves: el.getAttribute("moves") };
  });
  assert.deepEqual(after, { same: true, size: "2x3", moves: null });
  await page.click(cell(1, 2));
  assert.equal(await page.evaluate(() => document.getElementById("board").game.toMoves()), "a1 c2");
  assert.deepEqual(await screenRows(page), ["X..", "..O"]);
  assert.equal(await page.evaluate(() => { try { document.getElementById("board").game = {}; } catch (e) { return `${e.name}: ${e.message}`; } return "no error"; }),
    "TypeError: hex-board: game must be a Game of hex-connect");
  await close();
});

test("the records and analysis parts load when an attribute first needs them, not before", async () => {
  // A page that imports the element alone (the test page also imports the entry, which loads
  // every part).
  const { page, close } = await open({}, "alone.html");
  const fetched = () => page.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname.split("/")[2]).filter((dir) => ["core", "rows", "records", "analysis", "bot"].includes(dir)));
  await page.click(cell(2, 2));
  assert.deepEqual([...new Set(await fetched())].sort(), ["core"]);
  await page.$eval("#board", (el) => { el.sgf = "(;FF[4]GM[11]SZ[3];B[c1])"; });
  await page.waitForFunction(() => document.getElementById("board").game.rows === 3);
  assert.deepEqual([...new Set(await fetched())].sort(), ["core", "records"]);
  await page.$eval("#board", (el) => { el.showHints = true; });
  await page.waitForFunction(() => document.getElementById("board").shadowRoot.querySelector("[data-hint]"));
  assert.deepEqual([...new Set(await fetched())].sort(), ["analysis", "core", "records"]);
  await close();
});

test("without the modules that name them, records and hints are refused with NO_PART, once, and nothing loads", async () => {
  const { page, close } = await open({}, "bare.html");
  const fetched = () => page.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname.split("/")[2]).filter((dir) => ["records", "analysis", "bot"].includes(dir)));
  await page.$eval("#board", (el) => { el.sgf = "(;FF[4]GM[11]SZ[3];B[c1])"; });
  // An empty board of the size, and the error naming the module to import.
  assert.deepEqual(await page.$eval("#board", (el) => ({ code: el.error.code, message: el.error.message, rows: el.game.rows, moves: el.game.moveCount })), {
    code: "NO_PART",
    message: '<hex-board> needs the records part for the sgf and trmph attributes: import "hex-connect/board/records" once in the app (over the web entry, "hex-connect/web/board/records")',
    rows: 5,
    moves: 0,
  });
  await page.$eval("#board", (el) => { el.sgf = null; el.trmph = "5,a1"; });
  assert.equal(await page.$eval("#board", (el) => el.error.code), "NO_PART");
  await page.$eval("#board", (el) => { el.trmph = null; el.moves = "a1"; el.showHints = true; });
  await page.click(cell(2, 2));
  assert.equal(await page.$eval("#board", (el) => el.game.toMoves()), "a1 c3");
  assert.deepEqual(await marked(page, "data-hint"), []);
  assert.deepEqual((await events(page)).filter((e) => e.type === "hex-error"), [
    { type: "hex-error", detail: { code: "NO_PART" }, cancelable: false },
    { type: "hex-error", detail: { code: "NO_PART" }, cancelable: false },
    { type: "hex-error", detail: { code: "NO_PART" }, cancelable: false },
  ]);
  assert.equal(await page.$eval("#board", (el) => el.error), null);
  assert.deepEqual(await fetched(), []);
  await close();
});

test("themes: a custom property on the element changes a computed colour; light and dark by default", async () => {
  const fill = (page) => page.$eval("#board", (el) => getComputedStyle(el.shadowRoot.querySelector(".stone-X circle")).fill);
  const edge = (page) => page.$eval("#board", (el) => getComputedStyle(el.shadowRoot.querySelector(".edge-O")).stroke);
  for (const [scheme, x] of [["light", "rgb(209, 54, 47)"], ["dark", "rgb(239, 91, 82)"]]) {
    const { page, close } = await open({ colorScheme: scheme });
    await page.click(cell(0, 0));
    assert.equal(await fill(page), x, scheme);
    await page.$eval("#board", (el) => el.classList.add("green"));
    assert.equal(await fill(page), "rgb(0, 128, 0)", scheme);
    assert.equal(await edge(page), "rgb(1, 2, 3)", scheme);
    // A part is styled from outside.
    await page.addStyleTag({ content: "hex-board::part(coords) { opacity: 0.25; }" });
    assert.equal(await page.$eval("#board", (el) => getComputedStyle(el.shadowRoot.querySelector(".coords")).opacity), "0.25");
    await close();
  }
});

test("show-hints outlines the side to move's shortest completion, and only while it is set", async () => {
  const { page, close } = await open();
  // Three rows of one cell: X joins top and bottom only through all three.
  await page.$eval("#board", (el) => { el.size = "3x1"; el.showHints = true; });
  await page.waitForFunction(() => document.getElementById("board").game.rows === 3);
  assert.equal(await page.getAttribute("#board", "show-hints"), "");
  // The analysis part loads with the first hint.
  await page.waitForFunction(() => document.getElementById("board").shadowRoot.querySelector("[data-hint]"));
  assert.deepEqual(await marked(page, "data-hint"), [[0, 0], [1, 0], [2, 0]]);
  await page.click(cell(0, 0));
  // O joins left and right with any one cell of the column.
  const hinted = await marked(page, "data-hint");
  assert.equal(hinted.length, 1);
  assert.ok(["1,0", "2,0"].includes(hinted[0].join()), hinted.join(" "));
  await page.$eval("#board", (el) => el.removeAttribute("show-hints"));
  assert.deepEqual(await marked(page, "data-hint"), []);
  assert.equal(await page.$eval("#board", (el) => el.showHints), false);
  await close();
});

test("the board fits its container", async () => {
  const { page, close } = await open();
  const widths = await page.$eval("#board", (el) => {
    el.style.width = "300px";
    el.size = "19";
    return new Promise((ok) => requestAnimationFrame(() => ok([el.getBoundingClientRect().width, el.shadowRoot.querySelector("svg.board").getBoundingClientRect().width])));
  });
  assert.equal(widths[0], 300);
  assert.ok(widths[1] <= 300 && widths[1] > 250, `the drawing is ${widths[1]} px wide`);
  await close();
});

test("a 200x200 board fills in its cells, names the last column as HexWiki does, and plays", async () => {
  const { page, close } = await open();
  await page.$eval("#board", (el) => { el.size = "200"; });
  // A large board adds its cells' elements a band of rows a frame and is busy until then.
  await page.waitForFunction(() => {
    const svg = document.getElementById("board").shadowRoot.querySelector("svg.board");
    return svg.querySelectorAll("[data-row]").length === 40000 && !svg.hasAttribute("aria-busy");
  });
  await page.click(cell(199, 199));
  assert.deepEqual((await events(page)).map((e) => e.detail.move), ["gr200", "gr200"]);
  assert.equal(await page.getAttribute(cell(199, 199), "data-cell"), "X");
  await close();
});

test("toSVG is a standalone picture with the element's colours, and toPNG a PNG of it", async () => {
  const { page, close } = await open();
  await page.click(cell(2, 2));
  await page.click(cell(2, 3));
  const svg = await page.$eval("#board", (el) => { el.classList.add("green"); return el.toSVG(); });
  assert.match(svg, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /);
  assert.match(svg, /--hex-x: rgb\(0, 128, 0\);/);
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    return {
      error: doc.querySelector("parsererror") !== null,
      stones: [...doc.querySelectorAll(".stone")].map((s) => s.getAttribute("class")),
      cells: doc.querySelectorAll("[data-row]").length,
      focusable: doc.querySelectorAll("[tabindex]").length,
    };
  }, svg);
  assert.deepEqual(parsed, { error: false, stones: ["stone stone-X", "stone stone-O"], cells: 25, focusable: 0 });
  const png = await page.$eval("#board", async (el) => {
    const blob = await el.toPNG();
    return { type: blob.type, head: [...new Uint8Array(await blob.slice(0, 8).arrayBuffer())] };
  });
  assert.deepEqual(png, { type: "image/png", head: [137, 80, 78, 71, 13, 10, 26, 10] });
  await close();
});

// Where a cell's centre is drawn, in the board's viewBox units, worked out here from the
// geometry itself (hexes of size 20): the rhombus puts each row half a hex right of the one
// above; turned flat, HexGui's Diamond view puts column c and row r at 3/2 s (c + r) across
// and sqrt(3)/2 s (r - c) down, a1 at the left corner.
const HEX = 20;
const DRAWN = {
  rhombus: (r, c) => ({ x: Math.sqrt(3) * HEX * (c + r / 2), y: 1.5 * HEX * r }),
  flat: (r, c) => ({ x: 1.5 * HEX * (c + r), y: (Math.sqrt(3) / 2) * HEX * (r - c) }),
};

/** The page point of viewBox point (x, y) of the element's board. */
const onPage = (page, { x, y }) => page.$eval("#board", (el, [x, y]) => {
  const svg = el.shadowRoot.querySelector("svg.board");
  const [vx, vy, vw, vh] = svg.getAttribute("viewBox").split(" ").map(Number);
  const box = svg.getBoundingClientRect();
  // The drawing keeps its shape: one scale, centred in the box.
  const scale = Math.min(box.width / vw, box.height / vh);
  return { x: box.left + (box.width - vw * scale) / 2 + (x - vx) * scale, y: box.top + (box.height - vh * scale) / 2 + (y - vy) * scale };
}, [x, y]);

test("orientation: a click at the point where a cell is drawn plays that cell, on the rhombus and turned flat", async () => {
  const { page, close } = await open();
  for (const orientation of ["rhombus", "flat"]) {
    await page.$eval("#board", (el, o) => { el.removeAttribute("moves"); el.orientation = o; }, orientation);
    await page.waitForFunction(() => document.getElementById("board").game.moveCount === 0);
    await events(page);
    const played = [];
    for (const [r, c] of [[0, 0], [4, 4], [0, 4], [4, 0], [1, 3], [3, 2]]) {
      const at = await onPage(page, DRAWN[orientation](r, c));
      await page.mouse.click(at.x, at.y);
      played.push([r, c]);
    }
    const sent = (await events(page)).filter((e) => e.type === "hex-change").map((e) => [e.detail.row, e.detail.col]);
    assert.deepEqual(sent, played, orientation);
    // The last-move mark is drawn on the last cell played, where the geometry puts it.
    const ring = await page.$eval("#board", (el) => {
      const box = el.shadowRoot.querySelector(".last-move").getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    const want = await onPage(page, DRAWN[orientation](3, 2));
    assert.ok(Math.hypot(ring.x - want.x, ring.y - want.y) < 0.5, `${orientation}: the mark is at ${JSON.stringify(ring)}, not ${JSON.stringify(want)}`);
  }
  // 18 units right of a centre: inside the hex turned flat (a corner points that way), but
  // past the side of the upright hex, in its right neighbour.
  for (const [orientation, expected] of [["flat", [2, 2]], ["rhombus", [2, 3]]]) {
    await page.$eval("#board", (el, o) => { el.removeAttribute("moves"); el.orientation = o; }, orientation);
    await page.waitForFunction(() => document.getElementById("board").game.moveCount === 0);
    await events(page);
    const centre = DRAWN[orientation](2, 2);
    const at = await onPage(page, { x: centre.x + 18, y: centre.y });
    await page.mouse.click(at.x, at.y);
    const sent = (await events(page)).find((e) => e.type === "hex-change");
    assert.deepEqual([sent.detail.row, sent.detail.col], expected, orientation);
  }
  await close();
});

test("orientation: the attribute and the property reflect each other; an unknown value draws the rhombus", async () => {
  const { page, close } = await open();
  const state = () => page.$eval("#board", (el) => ({
    attribute: el.getAttribute("orientation"),
    property: el.orientation,
    turn: el.shadowRoot.querySelector("svg.board .space").getAttribute("transform"),
    moves: el.moves,
  }));
  await page.click(cell(1, 1));
  assert.deepEqual(await state(), { attribute: null, property: "rhombus", turn: null, moves: "b2" });
  await page.$eval("#board", (el) => { el.orientation = "flat"; });
  // The game stays; only the drawing turns.
  assert.deepEqual(await state(), { attribute: "flat", property: "flat", turn: "rotate(-30)", moves: "b2" });
  assert.equal(await page.getAttribute(cell(1, 1), "data-cell"), "X");
  await page.$eval("#board", (el) => el.setAttribute("orientation", "sideways"));
  assert.deepEqual(await state(), { attribute: "sideways", property: "rhombus", turn: null, moves: "b2" });
  await page.$eval("#board", (el) => el.setAttribute("orientation", "flat"));
  await page.$eval("#board", (el) => el.removeAttribute("orientation"));
  assert.deepEqual(await state(), { attribute: null, property: "rhombus", turn: null, moves: "b2" });
  // Set in the markup, before the element has a game.
  const made = await page.evaluate(() => {
    const holder = document.createElement("div");
    holder.innerHTML = '<hex-board size="3" orientation="flat" moves="a1"></hex-board>';
    document.body.appendChild(holder);
    const el = holder.firstChild;
    const out = { property: el.orientation, moves: el.moves, turn: el.shadowRoot.querySelector("svg.board .space").getAttribute("transform") };
    holder.remove();
    return out;
  });
  assert.deepEqual(made, { property: "flat", moves: "a1", turn: "rotate(-30)" });
  await close();
});

test("orientation: turned flat, each arrow moves the focus the way it points on screen", async () => {
  const { page, close } = await open();
  await page.$eval("#board", (el) => { el.orientation = "flat"; });
  await page.focus(cell(0, 0));
  const focused = () => page.$eval("#board", (el) => {
    const cell = el.shadowRoot.activeElement;
    const box = cell.getBoundingClientRect();
    return { name: cell.getAttribute("aria-label"), x: box.left + box.width / 2, y: box.top + box.height / 2 };
  });
  // Each key, the cell it reaches from the last, and the way it went on screen (degrees,
  // clockwise from the right).
  const walk = [
    ["Shift+ArrowRight", "a2, empty", 30], ["Shift+ArrowRight", "a3, empty", 30], ["ArrowRight", "b3, empty", 330],
    ["ArrowRight", "c3, empty", 330], ["ArrowUp", "d2, empty", 270], ["ArrowRight", "e2, empty", 330], ["ArrowDown", "d3, empty", 90],
    ["Shift+ArrowRight", "d4, empty", 30], ["Shift+ArrowLeft", "d3, empty", 210], ["ArrowLeft", "c3, empty", 150],
  ];
  let from = await focused();
  assert.equal(from.name, "a1, empty");
  for (const [key, name, angle] of walk) {
    await page.keyboard.press(key);
    const to = await focused();
    assert.equal(to.name, name, key);
    const went = ((Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI + 360) % 360;
    assert.ok(Math.abs(went - angle) < 1, `${key} went at ${went}°, not ${angle}°`);
    from = to;
  }
  await page.keyboard.press("Enter");
  assert.equal(await page.$eval("#board", (el) => el.moves), "c3");
  await close();
});

test("orientation: toSVG of a flat board is the turned picture, its letters upright", async () => {
  const { page, close } = await open();
  await page.$eval("#board", (el) => { el.orientation = "flat"; });
  await page.click(cell(2, 2));
  const svg = await page.$eval("#board", (el) => el.toSVG());
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    return {
      error: doc.querySelector("parsererror") !== null,
      viewBox: doc.documentElement.getAttribute("viewBox").split(" ").map(Number),
      size: [doc.documentElement.getAttribute("width"), doc.documentElement.getAttribute("height")],
      turns: [...doc.querySelectorAll(".space")].map((g) => g.getAttribute("transform")),
      letter: doc.querySelector(".stone text").getAttribute("transform"),
      label: doc.querySelector(".coords text").getAttribute("transform"),
      cells: doc.querySelectorAll("[data-row]").length,
    };
  }, svg);
  // The 5x5 board turned flat spans from a1's left corner to e5's right one across, and from
  // the top of e1 to the bottom of a5 down, with 44 units for the coordinates round it.
  const across = [DRAWN.flat(0, 0).x - HEX, DRAWN.flat(4, 4).x + HEX];
  const down = [DRAWN.flat(0, 4).y - (Math.sqrt(3) / 2) * HEX, DRAWN.flat(4, 0).y + (Math.sqrt(3) / 2) * HEX];
  const expected = [across[0] - 44, down[0] - 44, across[1] - across[0] + 88, down[1] - down[0] + 88];
  parsed.viewBox.forEach((v, i) => assert.ok(Math.abs(v - expected[i]) < 0.02, `viewBox ${parsed.viewBox} is not ${expected}`));
  const { viewBox, ...rest } = parsed;
  assert.deepEqual(rest, {
    error: false, size: [String(Math.round(viewBox[2])), String(Math.round(viewBox[3]))],
    // The board turns; the stones are drawn at the turned points, upright. The first
    // coordinate, column a's letter above a1, turns back about where the rhombus has it.
    turns: ["rotate(-30)"], letter: null, label: `rotate(30 0 ${-1.55 * HEX})`, cells: 25,
  });
  await close();
});
