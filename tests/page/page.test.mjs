// The demo page, driven like a person uses it: headless Chromium (Debian's package) through
// playwright-core. Needs the npm package of `make package` in pkg/ (the reference answers)
// and its copy in www/pkg (the page loads its web entry); `make test` makes both.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium, serveFolder } from "../browser.mjs";
import { SPIRAL } from "../../www/boards.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const www = join(root, "www");
const shots = join(root, "target", "screenshots");
const lib = createRequire(import.meta.url)(join(root, "pkg", "node.cjs"));

let server;
let base;
let browser;
const problems = []; // console errors, page errors and dialogs, from every page

before(async () => {
  ({ server, url: base } = await serveFolder(www));
  await mkdir(shots, { recursive: true });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  server?.close();
  assert.deepEqual(problems, [], "the page logged errors");
});

async function open(hash = "") {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`); });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  page.on("dialog", async (d) => { problems.push(`dialog: ${d.message()}`); await d.dismiss(); });
  await page.goto(base + hash);
  await page.waitForSelector("[data-row]");
  return page;
}

const status = (page) => page.textContent("#status");
/** Every cell's hooks, once the board has all its cells' elements (a large board adds them
 * a band of rows a frame and says aria-busy until then). */
async function cellsOf(page) {
  await page.waitForSelector("#hexboard:not([aria-busy])", { state: "attached" });
  return page.$$eval("[data-row]", (els) => els.map((e) => [Number(e.dataset.row), Number(e.dataset.col), e.dataset.cell]));
}
const pathOf = (page) => page.$$eval("[data-path]", (els) => els.map((e) => [Number(e.dataset.row), Number(e.dataset.col)]));
const sortPairs = (pairs) => pairs.map((p) => p.join(",")).sort();

async function paste(page, rows) {
  await page.fill("#board", rows.join("\n"));
}
async function setRule(page, rule) {
  await page.check(`input[name="rule"][value="${rule}"]`);
}
/** The board on screen as rows of cells, from the test hooks. */
async function screenRows(page) {
  const cells = await cellsOf(page);
  const rows = [];
  for (const [r, c, v] of cells) (rows[r] ??= [])[c] = v;
  return rows.map((r) => r.join(""));
}

test("first load shows an empty 11x11 board, X to play", async () => {
  const page = await open();
  assert.equal((await cellsOf(page)).length, 121);
  assert.match(await status(page), /^No winner/);
  assert.match(await status(page), /X to play/);
  assert.equal(await page.textContent("#error"), "");
  assert.equal(await page.getAttribute("#status", "aria-live"), "polite");
  await page.screenshot({ path: join(shots, "first-load.png") });
  await page.close();
});

const BOARDS = {
  // X joins top to bottom under the default rule.
  xTopBottom: ["X O . .", " X O . .", "  X . O .", "   X . . O"],
  // O joins left to right under the default rule.
  oLeftRight: [". X . .", " O O O O", "  X . X .", "   . X . ."],
  // Nobody under either rule.
  none: ["X . . .", " . X O .", "  O . X O", "   . O . X", "    . . O ."],
  // The Exercism spiral: X wins under both rules.
  spiral: SPIRAL,
};

test("pasted boards: the winner and the highlighted shortest chain, under both rules", async () => {
  const page = await open();
  for (const [name, rows] of Object.entries(BOARDS)) {
    for (const rule of ["top-bottom", "left-right"]) {
      await setRule(page, rule);
      await paste(page, rows);
      const expected = lib.winner(rows, { xConnects: rule });
      const text = await status(page);
      if (expected) assert.equal(text, `${expected} wins`, `${name} ${rule}`);
      else assert.match(text, /^No winner/, `${name} ${rule}`);
      const path = lib.winningPath(rows, { xConnects: rule }) ?? [];
      assert.deepEqual(sortPairs(await pathOf(page)), sortPairs(path), `${name} ${rule}`);
      // The chain is drawn through as many centres as it has stones.
      const points = (await page.getAttribute(".chain", "points")).trim();
      assert.equal(points === "" ? 0 : points.split(" ").length, path.length === 1 ? 2 : path.length);
      assert.deepEqual(await screenRows(page), rows.map((r) => r.replaceAll(" ", "")));
    }
  }
  assert.equal(lib.winner(BOARDS.xTopBottom), "X");
  assert.equal(lib.winner(BOARDS.oLeftRight), "O");
  await setRule(page, "top-bottom");
  await paste(page, BOARDS.spiral);
  await page.screenshot({ path: join(shots, "spiral-x-wins.png") });
  await page.close();
});

test("clicks place X then O, the turn is shown, and a win stops play", async () => {
  const page = await open("#rule=top-bottom&rows=.../.../...");
  const click = (r, c) => page.click(`[data-row="${r}"][data-col="${c}"]`);
  await click(0, 1);
  assert.equal(await page.getAttribute('[data-row="0"][data-col="1"]', "data-cell"), "X");
  assert.match(await status(page), /O to play/);
  await click(1, 1);
  assert.equal(await page.getAttribute('[data-row="1"][data-col="1"]', "data-cell"), "O");
  assert.match(await status(page), /X to play/);
  await click(1, 1); // occupied: nothing happens
  assert.equal(await page.getAttribute('[data-row="1"][data-col="1"]', "data-cell"), "O");
  await click(1, 0);
  await click(2, 2);
  await click(2, 0);
  assert.equal(await status(page), "X wins");
  assert.deepEqual(sortPairs(await pathOf(page)), sortPairs([[0, 1], [1, 0], [2, 0]]));
  await click(2, 1); // the game is over
  assert.equal(await page.getAttribute('[data-row="2"][data-col="1"]', "data-cell"), ".");
  assert.equal(await page.inputValue("#board"), ". X .\n X O .\n  X . O");
  // The move list, in HexWiki notation, comes from the wasm Game.
  assert.equal(await page.textContent("#moves"), "b1 b2 a2 c3 a3");
  assert.equal(await page.getAttribute('[data-row="1"][data-col="1"]', "aria-label"), "b2, O");
  await page.screenshot({ path: join(shots, "clicks.png") });
  await page.close();
});

/** Gives the page `hexPoint(r, c, dx, dy)`: the screen position of the point `dx` and `dy`
 * hex sizes (centre to corner) from the centre of cell (r, c), found from the coordinates'
 * labels alone: column letters stand above row 0 a hex's width apart, and each row lies 1.5
 * sizes below the one above and half a width to its right. */
function installHexPoint() {
  window.hexPoint = (r, c, dx = 0, dy = 0) => {
    const svg = document.getElementById("hexboard");
    const labels = [...document.querySelectorAll(".coords text")].map((t) => [Number(t.getAttribute("x")), Number(t.getAttribute("y"))]);
    const [ax, ay] = labels[0]; // "a" above (0, 0)
    const width = labels[2][0] - ax; // "b" above (0, 1)
    const size = width / Math.sqrt(3);
    const x = ax + width * (c + r / 2) + dx * size;
    const y = ay + 1.55 * size + 1.5 * size * r + dy * size;
    const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM());
    return { x: p.x, y: p.y };
  };
}
const pointOfHex = (page, r, c, dx = 0, dy = 0) => page.evaluate((args) => window.hexPoint(...args), [r, c, dx, dy]);

test("a click anywhere in a hex plays that hex, its corners too", async () => {
  const page = await open("#rule=top-bottom&rows=.../.../...");
  await page.evaluate(installHexPoint);
  // Just inside the top corner of (1, 1), and near the lower left edge of (2, 2):
  // both lie outside the cell's element, in the triangles between rows.
  let p = await pointOfHex(page, 1, 1, 0, -0.85);
  await page.mouse.click(p.x, p.y);
  assert.equal(await page.getAttribute('[data-row="1"][data-col="1"]', "data-cell"), "X");
  p = await pointOfHex(page, 2, 2, -0.3, 0.75);
  await page.mouse.click(p.x, p.y);
  assert.equal(await page.getAttribute('[data-row="2"][data-col="2"]', "data-cell"), "O");
  // Hovering names the hex under the pointer, corners included.
  p = await pointOfHex(page, 0, 2, 0.4, -0.7);
  await page.mouse.move(p.x, p.y);
  assert.equal(await page.textContent("#cell-name"), "c1");
  // Outside the board nothing is played or named.
  p = await pointOfHex(page, 0, 2, 1.6, -1.6);
  await page.mouse.move(p.x, p.y);
  assert.equal(await page.textContent("#cell-name"), "");
  await page.mouse.click(p.x, p.y);
  assert.equal(await page.textContent("#moves"), "b2 c3");
  await page.close();
});

test("a large board plays before all its cells' elements are there, and they catch up", async () => {
  const page = await open();
  await page.evaluate(installHexPoint);
  await page.fill("#new-rows", "200");
  await page.fill("#new-cols", "200");
  // Submit, then at once click the last cell, whose element comes a few frames later.
  const before = await page.evaluate(() => {
    document.querySelector('#new-board button[type="submit"]').click();
    const svg = document.getElementById("hexboard");
    const busy = svg.hasAttribute("aria-busy");
    const there = document.querySelector('[data-row="199"][data-col="199"]') !== null;
    const p = window.hexPoint(199, 199);
    svg.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: p.x, clientY: p.y }));
    return { busy, there, moves: document.getElementById("moves").textContent };
  });
  assert.deepEqual(before, { busy: true, there: false, moves: "gr200" });
  const cells = await cellsOf(page);
  assert.equal(cells.length, 40000);
  assert.deepEqual(cells.filter(([, , v]) => v !== "."), [[199, 199, "X"]]);
  const last = '[data-row="199"][data-col="199"]';
  assert.equal(await page.getAttribute(last, "data-last"), "");
  assert.equal(await page.getAttribute(last, "aria-label"), "gr200, X");
  assert.equal(await page.$$eval("[tabindex='0']", (els) => els.length), 1);
  await page.close();
});

test("Tab reaches a large board's tab stop before its row's element is there", async () => {
  const page = await open();
  await page.evaluate(installHexPoint);
  await page.fill("#new-rows", "200");
  await page.fill("#new-cols", "200");
  // The frames that bring the rest of the rows are held until the end, so that the rows
  // clicked and tabbed to below are surely still to come. Then a new board, and at once a
  // click on its last row: the tab stop moves to a cell whose element is not there.
  await page.evaluate(() => {
    window.heldFrames = [];
    window.realFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (f) => window.heldFrames.push(f);
    document.querySelector('#new-board button[type="submit"]').click();
    const p = window.hexPoint(199, 100);
    document.getElementById("hexboard").dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: p.x, clientY: p.y }));
  });
  // A real press on a row still to come plays there and leaves the focus where it was,
  // not on the stand-in for the tab stop.
  const p = await page.evaluate(() => window.hexPoint(198, 50));
  await page.mouse.click(p.x, p.y);
  const pressed = await page.evaluate(() => [document.querySelector('[data-row="198"]') !== null, document.activeElement.id]);
  assert.deepEqual(pressed, [false, "new-cols"]);
  assert.equal(await page.textContent("#moves"), "cw200 ay199");
  // The board is the first stop of the page's tab order, and Undo the next.
  await page.focus("#undo");
  await page.keyboard.press("Shift+Tab");
  const focused = await page.evaluate(() => [document.activeElement.dataset.row, document.activeElement.dataset.col]);
  assert.deepEqual(focused, ["198", "50"]);
  assert.equal(await page.getAttribute('[data-row="198"][data-col="50"]', "data-cell"), "O");
  // Once the cell is there, the board's holder leaves the tab order again.
  const stops = await page.$$eval("[tabindex='0']", (els) => els.map((el) => el.dataset.row ?? el.id));
  assert.deepEqual(stops, ["198"]);
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.id), "undo");
  // The held frames bring the last row.
  await page.evaluate(() => {
    window.requestAnimationFrame = window.realFrame;
    for (const f of window.heldFrames) requestAnimationFrame(f);
  });
  const cells = await cellsOf(page);
  assert.deepEqual(cells.filter(([, , v]) => v !== "."), [[198, 50, "O"], [199, 100, "X"]]);
  await page.close();
});

test("keyboard: arrows move between neighbours, Enter and Space play", async () => {
  const page = await open("#rule=top-bottom&rows=.../.../...");
  await page.focus('[data-row="0"][data-col="0"]');
  const focused = () => page.evaluate(() => [Number(document.activeElement.dataset.row), Number(document.activeElement.dataset.col)]);
  await page.keyboard.press("ArrowRight");
  assert.deepEqual(await focused(), [0, 1]);
  await page.keyboard.press("Enter");
  assert.equal(await page.getAttribute('[data-row="0"][data-col="1"]', "data-cell"), "X");
  await page.keyboard.press("ArrowDown");
  assert.deepEqual(await focused(), [1, 1]);
  await page.keyboard.press("Shift+ArrowDown");
  assert.deepEqual(await focused(), [2, 0]);
  await page.keyboard.press("Shift+ArrowUp");
  assert.deepEqual(await focused(), [1, 1]);
  await page.keyboard.press(" ");
  assert.equal(await page.getAttribute('[data-row="1"][data-col="1"]', "data-cell"), "O");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp"); // off the board: stays
  assert.deepEqual(await focused(), [0, 1]);
  // Only one cell is in the tab order at a time.
  assert.equal(await page.$$eval('[data-row][tabindex="0"]', (els) => els.length), 1);
  await page.close();
});

test("undo and redo walk the history", async () => {
  const page = await open("#rule=top-bottom&rows=.../.../...");
  const cell = (r, c) => page.getAttribute(`[data-row="${r}"][data-col="${c}"]`, "data-cell");
  await page.click('[data-row="0"][data-col="0"]');
  await page.click('[data-row="1"][data-col="1"]');
  assert.equal(await page.isDisabled("#redo"), true);
  await page.click("#undo");
  assert.equal(await cell(1, 1), ".");
  assert.equal(await cell(0, 0), "X");
  assert.match(await status(page), /O to play/);
  await page.click("#undo");
  assert.equal(await cell(0, 0), ".");
  assert.equal(await page.isDisabled("#undo"), true);
  await page.click("#redo");
  await page.click("#redo");
  assert.equal(await cell(1, 1), "O");
  await page.click("#undo");
  await page.click('[data-row="2"][data-col="2"]'); // a new move drops the redo branch
  assert.equal(await page.isDisabled("#redo"), true);
  assert.equal(await cell(2, 2), "O");
  await page.keyboard.press("Control+z");
  assert.equal(await cell(2, 2), ".");
  await page.keyboard.press("Control+y");
  assert.equal(await cell(2, 2), "O");
  await page.click("#clear");
  assert.deepEqual(await screenRows(page), ["...", "...", "..."]);
  await page.fill("#new-rows", "4");
  await page.fill("#new-cols", "6");
  await page.click('#new-board button[type="submit"]');
  assert.deepEqual(await screenRows(page), ["......", "......", "......", "......"]);
  await page.close();
});

test("bad text shows the module's error and keeps the last good board", async () => {
  const page = await open();
  await paste(page, BOARDS.xTopBottom);
  const before = await screenRows(page);
  const bad = [
    [["X O .", " O x ."], "row 2, column 2: unexpected character 'x'"],
    [["X O . .", " X O ."], "row 2 has 3 cells, but row 1 has 4"],
    [["<img src=x onerror=alert(1)>"], "row 1, column 1: unexpected character '<'"],
  ];
  for (const [rows, message] of bad) {
    await paste(page, rows);
    assert.ok((await page.textContent("#error")).startsWith(message), await page.textContent("#error"));
    assert.deepEqual(await screenRows(page), before);
    assert.equal(await status(page), "X wins");
  }
  // Pasted markup stays text: no element was made from it.
  assert.equal(await page.$$eval("img", (els) => els.length), 0);
  await page.screenshot({ path: join(shots, "error.png") });
  await paste(page, ["O"]);
  assert.equal(await page.textContent("#error"), "");
  assert.equal(await status(page), "O wins");
  await page.close();
});

test("the URL hash reproduces the position and the rule", async () => {
  const page = await open();
  await setRule(page, "left-right");
  await paste(page, BOARDS.spiral);
  // The URL follows the board a moment after it is drawn.
  await page.waitForURL(/#rule=left-right&rows=OXXXXXXXX\//);
  const url = page.url();
  await page.close();
  const again = await open(url.slice(base.length));
  assert.deepEqual(await screenRows(again), BOARDS.spiral.map((r) => r.replaceAll(" ", "")));
  assert.equal(await again.isChecked('input[name="rule"][value="left-right"]'), true);
  assert.equal(await status(again), "X wins");
  assert.deepEqual(sortPairs(await pathOf(again)), sortPairs(lib.winningPath(BOARDS.spiral, { xConnects: "left-right" })));
  await again.close();
});

test("examples menu, a 200x200 board, and the rule toggle recolours the edges", async () => {
  const page = await open();
  const options = await page.$$eval("#examples option", (els) => els.map((e) => e.value).filter(Boolean));
  assert.ok(options.length >= 15, String(options.length));
  await page.selectOption("#examples", "exercism-7");
  assert.equal(await status(page), "X wins");
  assert.equal(await page.isChecked('input[name="rule"][value="left-right"]'), true);
  assert.deepEqual(await page.$$eval(".edge", (els) => els.map((e) => e.getAttribute("class"))),
    ["edge edge-O", "edge edge-O", "edge edge-X", "edge edge-X"]);
  await setRule(page, "top-bottom");
  assert.deepEqual(await page.$$eval(".edge", (els) => els.map((e) => e.getAttribute("class"))),
    ["edge edge-X", "edge edge-X", "edge edge-O", "edge edge-O"]);
  await page.selectOption("#examples", "large");
  assert.equal((await cellsOf(page)).length, 2500);
  assert.match(await status(page), /^[XO] wins$/);
  await page.screenshot({ path: join(shots, "large-50x50.png") });
  await page.selectOption("#examples", "huge");
  assert.equal((await cellsOf(page)).length, 40000);
  const rows = await screenRows(page);
  assert.equal(await status(page), `${lib.winner(rows)} wins`);
  assert.equal((await pathOf(page)).length, lib.winningPath(rows).length);
  await page.screenshot({ path: join(shots, "huge-200x200.png") });
  await page.close();
});

test("coordinates: the labels round the board name the cells as the move list does", async () => {
  const page = await open();
  // 11 column letters above and below, 11 row numbers left and right.
  const labels = await page.$$eval(".coords text", (els) => els.map((e) => e.textContent));
  assert.equal(labels.length, 44);
  const letters = "abcdefghijk".split("");
  assert.deepEqual(labels.filter((t) => /^[a-z]+$/.test(t)).sort(), [...letters, ...letters].sort());
  // A column's letter sits over the column's top cell, a row's number level with its cells.
  const cell = '[data-row="5"][data-col="5"]';
  const where = await page.evaluate(() => {
    const middle = (element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const centre = (r, c) => middle(document.querySelector(`[data-row="${r}"][data-col="${c}"]`));
    const texts = [...document.querySelectorAll(".coords text")].map((t) => ({ text: t.textContent, ...middle(t) }));
    const top = centre(0, 5);
    const side = centre(5, 0);
    const column = texts.filter((t) => t.y < top.y).sort((a, b) => Math.abs(a.x - top.x) - Math.abs(b.x - top.x))[0];
    const row = texts.filter((t) => t.x < side.x).sort((a, b) => Math.abs(a.y - side.y) - Math.abs(b.y - side.y))[0];
    return { column: column.text, row: row.text };
  });
  await page.hover(cell);
  assert.equal(await page.textContent("#cell-name"), "f6");
  await page.click(cell);
  assert.equal(await page.textContent("#moves"), "f6");
  assert.equal(`${where.column}${where.row}`, "f6");
  assert.equal(await page.getAttribute(cell, "aria-label"), "f6, X");
  // Focus follows the keyboard, and the name follows the focus: from f6 up five rows and
  // right five columns is k1.
  await page.focus(cell);
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowUp");
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), "k1, empty");
  assert.equal(await page.textContent("#cell-name"), "k1");
  await page.close();
});

test("the last-move mark follows play, undo and redo", async () => {
  const page = await open();
  const last = () => page.$$eval("[data-last]", (els) => els.map((e) => `${e.dataset.row},${e.dataset.col}`));
  const mark = () => page.getAttribute(".last-move", "visibility");
  assert.deepEqual(await last(), []);
  assert.equal(await mark(), "hidden");
  await page.click('[data-row="2"][data-col="3"]');
  assert.deepEqual(await last(), ["2,3"]);
  assert.equal(await mark(), "visible");
  await page.click('[data-row="4"][data-col="4"]');
  assert.deepEqual(await last(), ["4,4"]);
  await page.click("#undo");
  assert.deepEqual(await last(), ["2,3"]);
  await page.click("#undo");
  assert.deepEqual(await last(), []);
  assert.equal(await mark(), "hidden");
  await page.click("#redo");
  assert.deepEqual(await last(), ["2,3"]);
  await page.close();
});

test("Download SVG is a standalone picture with the stones and the chain; Download PNG has the board's shape", async () => {
  const page = await open();
  await paste(page, BOARDS.xTopBottom);
  const stones = BOARDS.xTopBottom.join("").replace(/[^XO]/g, "").length;
  const chain = lib.winningPath(BOARDS.xTopBottom).length;
  const [svgDownload] = await Promise.all([page.waitForEvent("download"), page.click("#save-svg")]);
  assert.match(svgDownload.suggestedFilename(), /\.svg$/);
  const svgText = await readFile(await svgDownload.path(), "utf8");
  assert.doesNotMatch(svgText, /<link|href="http|style\.css/, "nothing external");
  // Parsed on its own, away from the page and its style sheet.
  const blank = await browser.newPage();
  const parsed = await blank.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    const root = doc.documentElement;
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      name: root.localName, ns: root.namespaceURI,
      stones: doc.querySelectorAll(".stone").length,
      chain: doc.querySelectorAll("[data-path]").length,
      cells: doc.querySelectorAll("[data-cell]").length,
      coords: doc.querySelectorAll(".coords text").length,
      styled: doc.querySelector("style")?.textContent.includes(".stone") ?? false,
      viewBox: root.getAttribute("viewBox").split(" ").map(Number),
    };
  }, svgText);
  assert.deepEqual(
    { ...parsed, viewBox: undefined },
    { error: null, name: "svg", ns: "http://www.w3.org/2000/svg", stones, chain, cells: 16, coords: 16, styled: true, viewBox: undefined },
  );
  const [pngDownload] = await Promise.all([page.waitForEvent("download"), page.click("#save-png")]);
  assert.match(pngDownload.suggestedFilename(), /\.png$/);
  const png = await readFile(await pngDownload.path());
  const size = await blank.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    return [bitmap.width, bitmap.height];
  }, png.toString("base64"));
  const [, , w, h] = parsed.viewBox;
  assert.ok(Math.abs(size[0] / size[1] - w / h) < 0.01, `${size} against ${w}x${h}`);
  await blank.close();
  await page.close();
});

test("on a phone: the board fits 375 px with no sideways scrolling, and a tap plays", async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(base);
  await page.waitForSelector("[data-row]");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0);
  const board = await page.$eval("#hexboard", (svg) => svg.getBoundingClientRect().width);
  assert.ok(board > 300, `the board is ${board} px wide`);
  await page.tap('[data-row="5"][data-col="5"]');
  assert.equal(await page.getAttribute('[data-row="5"][data-col="5"]', "data-cell"), "X");
  await page.screenshot({ path: join(shots, "phone-375.png") });
  await context.close();
});

test("dark theme: the players' colours differ and the status reads at 4.5:1 or better", async () => {
  const context = await browser.newContext({ colorScheme: "dark", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(base);
  await page.waitForSelector("[data-row]");
  await page.fill("#board", BOARDS.xTopBottom.join("\n"));
  const colours = await page.evaluate(() => {
    const css = (sel, prop) => getComputedStyle(document.querySelector(sel))[prop];
    return {
      status: css("#status", "color"),
      paper: css("body", "backgroundColor"),
      x: css(".stone-X circle", "fill"),
      o: css(".stone-O circle", "stroke"),
    };
  });
  const rgb = (s) => s.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
  const luminance = (s) => {
    const [r, g, b] = rgb(s).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(colours.status), luminance(colours.paper)].sort((a, b) => b - a);
  const contrast = (hi + 0.05) / (lo + 0.05);
  assert.ok(contrast >= 4.5, `status contrast ${contrast.toFixed(2)} (${colours.status} on ${colours.paper})`);
  assert.ok(luminance(colours.paper) < 0.05, `the paper is dark: ${colours.paper}`);
  assert.notDeepEqual(rgb(colours.x), rgb(colours.o));
  await page.screenshot({ path: join(shots, "dark.png") });
  await context.close();
});

test("records: Open and drop an SGF file, Save SGF, the Swap button, trmph links in the box and the URL", async () => {
  const page = await open();
  const record = "(;FF[4]GM[11]SZ[5]PB[ann]PW[bob];B[c2];W[swap-pieces];B[d3])";
  await page.setInputFiles("#open-sgf", { name: "game.sgf", mimeType: "application/x-go-sgf", buffer: Buffer.from(record) });
  await page.waitForFunction(() => document.querySelector("#moves").textContent === "c2 swap-pieces d3");
  const rows = lib.fromSgf(record).toRows();
  assert.deepEqual(await screenRows(page), rows.map((r) => r.replaceAll(" ", "")));
  assert.equal(await status(page), "No winner · O to play");

  const [saved] = await Promise.all([page.waitForEvent("download"), page.click("#save-sgf")]);
  assert.match(saved.suggestedFilename(), /\.sgf$/);
  const text = await readFile(await saved.path(), "utf8");
  assert.equal(lib.fromSgf(text).toMoves(), "c2 swap-pieces d3");
  assert.equal(lib.fromSgf(text).info.PB, "ann");

  // Dropped on the page: a Little Golem record.
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], "golem.hsgf"));
    document.querySelector("#hexboard").dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
  }, "(;SZ[7];W[ea];B[swap];W[dd])");
  await page.waitForFunction(() => document.querySelector("#moves").textContent === "e1 swap-pieces d4");
  await page.setInputFiles("#open-sgf", { name: "go.sgf", mimeType: "application/x-go-sgf", buffer: Buffer.from("(;GM[1]SZ[19])") });
  await page.waitForFunction(() => document.querySelector("#error").textContent.includes("GM[1] is Go"));

  // The Swap button shows on the second move only, and swaps the pieces.
  await page.click("#clear");
  assert.equal(await page.isVisible("#swap"), false);
  await page.click('[data-row="1"][data-col="3"]');
  assert.equal(await page.isVisible("#swap"), true);
  await page.click("#swap");
  assert.equal(await page.textContent("#moves"), "d2 swap-pieces");
  assert.equal(await page.getAttribute('[data-row="1"][data-col="3"]', "data-cell"), ".");
  assert.equal(await page.getAttribute('[data-row="3"][data-col="1"]', "data-cell"), "O");
  assert.equal(await page.isVisible("#swap"), false);
  assert.equal(await status(page), "No winner · X to play");
  await page.click("#undo");
  assert.equal(await page.getAttribute('[data-row="1"][data-col="3"]', "data-cell"), "X");
  assert.equal(await page.isVisible("#swap"), true);

  // A trmph link pasted into the board box, and one in the URL.
  await page.fill("#board", "https://trmph.com/hex/board#5,c2c2b4");
  await page.waitForFunction(() => document.querySelector("#moves").textContent === "c2 swap-pieces b4");
  await page.screenshot({ path: join(shots, "records.png") });
  await page.close();
  const linked = await open("#7,a1b2");
  assert.equal(await linked.textContent("#moves"), "a1 b2");
  assert.equal(await linked.getAttribute('[data-row="1"][data-col="1"]', "data-cell"), "O");
  await linked.close();
});

test("the Hints switch: off by default, then the distances and the side to move's completion", async () => {
  const page = await open("#rule=top-bottom&rows=.../.../...");
  const hinted = () => page.$$eval("[data-hint]", (els) => els.map((e) => [Number(e.dataset.row), Number(e.dataset.col)]));
  assert.equal(await page.isVisible("#distance"), false);
  assert.deepEqual(await hinted(), []);
  await page.check("#hints");
  assert.equal(await page.isVisible("#distance"), true);
  const check = async () => {
    // The board as drawn: the text box follows a frame later, off the click's path.
    const a = lib.analyze(await screenRows(page));
    const need = (p) => (a.distance[p] === null ? `${p} cannot win` : a.distance[p] === 0 ? `${p} has won` : `${p} needs ${a.distance[p]}`);
    assert.equal(await page.textContent("#distance"), `${need("X")} · ${need("O")}`);
    const toMove = (await status(page)).match(/([XO]) to play/)?.[1];
    assert.deepEqual(sortPairs(await hinted()), sortPairs(toMove ? a.completion[toMove] : []));
    return a;
  };
  const start = await check();
  assert.deepEqual(start.distance, { X: 3, O: 3 });
  assert.equal(await page.textContent("#distance"), "X needs 3 · O needs 3");
  await page.click('[data-row="1"][data-col="1"]');
  const after = await check();
  assert.equal(after.distance.X, 2);
  assert.equal((await hinted()).length, after.distance.O);
  await page.screenshot({ path: join(shots, "hints.png") });
  for (const [r, c] of [[0, 0], [0, 1], [1, 0], [2, 1]]) await page.click(`[data-row="${r}"][data-col="${c}"]`);
  assert.equal(await status(page), "X wins");
  await check();
  assert.equal(await page.textContent("#distance"), "X has won · O cannot win");
  await page.uncheck("#hints");
  assert.equal(await page.isVisible("#distance"), false);
  assert.deepEqual(await hinted(), []);
  await page.close();
});

test("against the computer: it answers a move in its worker, the page stays responsive, Stop stops it", async () => {
  const page = await open();
  await page.selectOption("#bot-time", "250");
  await page.selectOption("#bot-side", "O");
  await page.click('[data-row="5"][data-col="5"]');
  // The computer's O appears without any further action (a stone of its own, or the centre
  // opening taken by the swap), and the status names its move.
  await page.waitForFunction(() => document.querySelectorAll('[data-cell="O"]').length === 1, null, { timeout: 15_000 });
  assert.match(await page.textContent("#bot-status"), /^The computer played ([a-k]\d+|swap-pieces) \(\d+% for O, [\d,]+ playouts\)$/);
  assert.match(await status(page), /X to play/);
  const list = (await page.textContent("#moves")).trim().split(/\s+/);
  assert.equal(list.length, 2);
  assert.equal(list[0], "f6");
  // Undo takes back the computer's move and the player's, so that the player moves again.
  await page.click("#undo");
  assert.equal((await cellsOf(page)).filter(([, , v]) => v !== ".").length, 0);

  // A search that lasts until it is stopped (an hour a move, a choice the test adds): the page
  // answers clicks while it runs, each handled during that one search (a search on the page's
  // own thread would hold every click until it ended; how fast they are is measured by make
  // bench), and Stop ends it.
  await page.evaluate(() => document.getElementById("bot-time").add(new Option("an hour", "3600000")));
  await page.selectOption("#bot-time", "3600000");
  await page.click('[data-row="2"][data-col="3"]');
  const search = await (await page.waitForSelector("#bot-status[data-search]")).getAttribute("data-search");
  for (let i = 0; i < 5; i++) {
    const before = await page.isChecked("#hints");
    await page.click("#hints");
    assert.equal(await page.isChecked("#hints"), !before);
    assert.equal(await page.isVisible("#distance"), !before);
    assert.equal(await page.getAttribute("#bot-status", "data-search"), search);
    assert.match(await page.textContent("#bot-status"), /^Thinking/);
  }
  assert.equal(await page.isDisabled("#stop"), false);
  await page.click("#stop");
  assert.equal(await page.textContent("#bot-status"), "Stopped.");
  assert.equal(await page.getAttribute("#bot-status", "data-search"), null);
  assert.equal(await page.inputValue("#bot-side"), "");
  // Nothing comes of the stopped search. Had it gone on in its worker, its answer would come
  // before the answer to any later search there: so a hint is asked for, and once it is
  // shown, the stopped search has surely had its turn.
  await page.selectOption("#bot-time", "250");
  await page.click("#hint");
  await page.waitForFunction(() => document.getElementById("bot-status").textContent.startsWith("Hint:"), null, { timeout: 15_000 });
  assert.equal((await cellsOf(page)).filter(([, , v]) => v === "O").length, 0);
  assert.equal(await page.textContent("#moves"), "d3");
  assert.equal(await page.isDisabled("#stop"), true);
  await page.screenshot({ path: join(shots, "computer.png") });
  await page.close();
});

test("Hint marks the computer's choice for the side to move, and a move clears it", async () => {
  // X to move, and X wins at once at c3: a hint must find it.
  const page = await open();
  await paste(page, ["X . O", " X O .", "  . O X"].map((r) => r.trim()));
  await page.selectOption("#bot-time", "250");
  await page.click("#hint");
  await page.waitForSelector("[data-suggest]", { timeout: 15_000 });
  const suggested = await page.$$eval("[data-suggest]", (els) => els.map((e) => [Number(e.dataset.row), Number(e.dataset.col)]));
  assert.deepEqual(suggested, [[2, 0]]);
  assert.match(await page.textContent("#bot-status"), /^Hint: a3 \(\d+% for X, [\d,]+ playouts\)$/);
  await page.click('[data-row="2"][data-col="0"]');
  assert.equal(await page.$("[data-suggest]"), null);
  assert.match(await status(page), /^X wins/);
  await page.close();
});

test("the Board drawn menu turns the board flat: clicks, keys and the key hint follow", async () => {
  const page = await open("#rule=top-bottom&rows=.../.../...");
  await page.selectOption("#orientation", "flat");
  assert.equal(await page.getAttribute("#hexboard .space", "transform"), "rotate(-30)");
  assert.equal(await page.textContent("#other-diagonal"), "Shift+←/→");
  await page.click('[data-row="2"][data-col="0"]');
  assert.equal(await page.textContent("#moves"), "a3");
  // a3 is the bottom corner turned flat: straight up from it is b2, and Shift+→ from b2 is b3.
  await page.focus('[data-row="2"][data-col="0"]');
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Enter");
  assert.equal(await page.textContent("#moves"), "a3 b3");
  // A new board keeps the orientation; the menu turns it back.
  await page.click("#clear");
  assert.equal(await page.getAttribute("#hexboard .space", "transform"), "rotate(-30)");
  await page.selectOption("#orientation", "rhombus");
  assert.equal(await page.getAttribute("#hexboard .space", "transform"), null);
  assert.equal(await page.textContent("#other-diagonal"), "Shift+↑/↓");
  await page.close();
});

/** Clicks Solve and waits until the search of that click has ended; returns its state. */
async function solveOnce(page) {
  await page.click("#solve");
  await page.waitForSelector('#solve-status[data-solve]:not([data-solve="running"])', { timeout: 30_000 });
  return page.getAttribute("#solve-status", "data-solve");
}

/** The cells where `toMove` wins on the board `rows` ("X", "O" and "." rows) under `rule`,
 * in reading order, found by playing every game out with the package's winner(): what Solve
 * must agree with. Small boards only. */
function winningCells(rows, toMove, rule) {
  const other = (p) => (p === "X" ? "O" : "X");
  const memo = new Map();
  const wins = (grid, mover) => {
    const key = grid.join("/") + mover;
    if (!memo.has(key)) {
      const done = lib.winner(grid, { xConnects: rule });
      memo.set(key, done ? done === mover : places(grid).some(([r, c]) => !wins(put(grid, r, c, mover), other(mover))));
    }
    return memo.get(key);
  };
  const places = (grid) => grid.flatMap((row, r) => [...row].flatMap((v, c) => (v === "." ? [[r, c]] : [])));
  const put = (grid, r, c, p) => grid.map((row, i) => (i === r ? row.slice(0, c) + p + row.slice(c + 1) : row));
  return places(rows).filter(([r, c]) => {
    const next = put(rows, r, c, toMove);
    return lib.winner(next, { xConnects: rule }) === toMove || !wins(next, other(toMove));
  }).map(([r, c]) => `${String.fromCharCode(97 + c)}${r + 1}`);
}

test("Solve proves who wins a small position and lists the winning moves; a move clears the answer", async () => {
  // O's stone in the middle of 3x3 joins both of O's edges by two cells each: X cannot stop it.
  const page = await open("#rule=top-bottom&rows=X../.O./...");
  assert.deepEqual(winningCells(["X..", ".O.", "..."], "X", "top-bottom"), []);
  assert.equal(await solveOnce(page), "done");
  assert.equal(await page.textContent("#solve-status"), "O wins whatever X plays.");
  // The empty 3x3 board, under each rule and the swap rule the page plays by: X's every first
  // stone either loses or is taken by the swap, so O wins; after b2, which wins for X in
  // the plain game, O's one winning move is to swap it.
  await page.click("#clear");
  assert.equal(await page.getAttribute("#solve-status", "data-solve"), null);
  assert.equal(await page.textContent("#solve-status"), "");
  for (const rule of ["top-bottom", "left-right"]) {
    await setRule(page, rule);
    await page.click("#clear");
    assert.equal(await solveOnce(page), "done");
    assert.equal(await page.textContent("#solve-status"), "O wins whatever X plays.", rule);
    assert.ok(winningCells(["...", "...", "..."], "X", rule).includes("b2"), rule);
    await page.click('[data-row="1"][data-col="1"]');
    assert.equal(await page.getAttribute("#solve-status", "data-solve"), null);
    assert.equal(await page.textContent("#solve-status"), "");
    assert.equal(await solveOnce(page), "done");
    assert.equal(await page.textContent("#solve-status"), "O wins: swap-pieces.", rule);
  }
  await page.close();
});

test("Solve on a position it cannot prove in time says so; Stop ends a search at once", async () => {
  // After one stone on 11x11 the swap decision needs a proof of that opening: not in 1 s.
  const page = await open();
  await page.click('[data-row="5"][data-col="5"]');
  await page.selectOption("#solve-time", "1000");
  assert.equal(await solveOnce(page), "unproved");
  assert.equal(await page.textContent("#solve-status"), "Not proved within 1 s.");
  await page.selectOption("#solve-time", "60000");
  await page.click("#solve");
  await page.waitForSelector('#solve-status[data-solve="running"]');
  assert.match(await page.textContent("#solve-status"), /^Solving… \d+\.\d s$/);
  assert.equal(await page.isDisabled("#solve"), true);
  // The page answers while the worker searches, and the move drops the search about the
  // position before it.
  await page.click('[data-row="0"][data-col="0"]');
  assert.equal(await page.textContent("#moves"), "f6 a1");
  assert.equal(await page.getAttribute("#solve-status", "data-solve"), null);
  assert.equal(await page.isDisabled("#solve"), false);
  await page.click("#solve");
  const search = await page.getAttribute("#solve-status", "data-search");
  await page.waitForSelector('#solve-status[data-solve="running"]');
  await page.click("#solve-stop");
  assert.equal(await page.getAttribute("#solve-status", "data-solve"), "stopped");
  assert.equal(await page.textContent("#solve-status"), "Stopped.");
  assert.equal(await page.isDisabled("#solve-stop"), true);
  assert.equal(await page.isDisabled("#solve"), false);
  // A new search on a small position answers in a new worker; had the stopped one gone on in
  // its worker, its answer would have come first and been shown instead.
  await paste(page, ["X.", ".O"]);
  assert.equal(await solveOnce(page), "done");
  assert.notEqual(await page.getAttribute("#solve-status", "data-search"), search);
  assert.equal(await page.textContent("#solve-status"), `X wins: ${winningCells(["X.", ".O"], "X", "top-bottom").join(", ")}.`);
  assert.equal(await page.textContent("#solve-status"), "X wins: a2.");
  await page.close();
});

test("the knowledge overlay links a bridge and an edge template, outlines the must-play cells and crosses a dead cell", async () => {
  // X: b1 on its top edge, c3 and d4 (a bridge: d3 and c4), d4 one row off the bottom edge
  // (template II: c5 and d5); O: a2 and e1, so that a1, between X's b1 and top edge and O's
  // a2 and left edge, is dead. O to move.
  const page = await open("#rule=top-bottom&rows=.X..O/O..../..X../...X./.....");
  const links = () => page.$$eval(".vc-link", (els) => els.map((e) => `${e.dataset.player} ${e.dataset.kind} ${e.dataset.from}-${e.dataset.to} [${e.dataset.carrier}]`));
  const flagged = (hook) => page.$$eval(`[${hook}]`, (els) => els.map((e) => `${e.dataset.row},${e.dataset.col}`));
  assert.deepEqual(await links(), []);
  await page.check("#knowledge");
  await page.waitForSelector("#knowledge-status[data-drawn]");
  // c3's own link to the bottom edge chains the bridge and the template, and is not drawn.
  assert.deepEqual(await links(), ["X full edge-goal-d4 [c5 d5]", "X full c3-d4 [d3 c4]"]);
  assert.deepEqual(await flagged("data-dead"), ["0,0"]);
  assert.equal(await page.$$eval(".dead-cell", (els) => els.length), 1);
  // X threatens to join its edges by c2 or d3: O must play in their intersection.
  assert.deepEqual(await flagged("data-must-play"), ["1,2", "2,3"]);
  assert.equal(await page.textContent("#knowledge-status"), "2 connections · 1 dead cell · O must play in 2 cells");
  // The bridge's link joins the two stones' centres, as the board draws them, upright and
  // turned flat.
  const gaps = () => page.$eval('.vc-link[data-from="c3"]', (line) => {
    const stone = (r, c) => document.querySelector(`[data-row="${r}"][data-col="${c}"]`).getBoundingClientRect();
    const m = line.getScreenCTM();
    const at = (x, y) => new DOMPoint(x, y).matrixTransform(m);
    const centre = (b) => ({ x: b.left + b.width / 2, y: b.top + b.height / 2 });
    return [[at(line.x1.baseVal.value, line.y1.baseVal.value), centre(stone(2, 2))], [at(line.x2.baseVal.value, line.y2.baseVal.value), centre(stone(3, 3))]]
      .map(([p, q]) => Math.hypot(p.x - q.x, p.y - q.y));
  });
  for (const gap of await gaps()) assert.ok(gap < 0.5, `a link ends ${gap} px from its stone`);
  await page.screenshot({ path: join(shots, "knowledge.png") });
  await page.selectOption("#orientation", "flat");
  assert.deepEqual(await links(), ["X full edge-goal-d4 [c5 d5]", "X full c3-d4 [d3 c4]"]);
  assert.deepEqual(await flagged("data-dead"), ["0,0"]);
  for (const gap of await gaps()) assert.ok(gap < 0.5, `turned flat, a link ends ${gap} px from its stone`);
  await page.selectOption("#orientation", "rhombus");
  // A move draws the overlay of the new position; the switch off clears it.
  const drawn = await page.getAttribute("#knowledge-status", "data-drawn");
  await page.click('[data-row="1"][data-col="2"]');
  await page.waitForFunction((n) => document.getElementById("knowledge-status").dataset.drawn !== n, drawn);
  assert.deepEqual(await flagged("data-must-play"), []);
  await page.uncheck("#knowledge");
  await page.waitForFunction(() => !document.getElementById("knowledge-status").hasAttribute("data-drawn"));
  assert.deepEqual(await links(), []);
  assert.deepEqual(await flagged("data-dead"), []);
  assert.equal(await page.textContent("#knowledge-status"), "");
  await page.close();
});
