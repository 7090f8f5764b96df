// The demo page: wires the wasm module, the SVG view, the textarea and the controls.
import init, { Game } from "./pkg/web/index.js";
import { BoardView } from "./view.js";
import { EXAMPLES } from "./examples.js";
import { textToRows, gridToText, encodeHash, decodeHash, trmphLink } from "./state.js";
import { standaloneSvg, download, svgToPng } from "./share.js";
import { wireRecords } from "./records.js";
import { wireBot } from "./bot.js";

const $ = (id) => document.getElementById(id);
const ui = {
  text: $("board"), status: $("status"), turn: $("turn"), error: $("error"),
  undo: $("undo"), redo: $("redo"), clear: $("clear"), examples: $("examples"),
  newForm: $("new-board"), newRows: $("new-rows"), newCols: $("new-cols"),
  zoom: $("zoom"), svg: $("hexboard"), overlay: $("overlay"), stack: $("board-stack"), legendX: $("legend-x"), legendO: $("legend-o"),
  moves: $("moves"), cellName: $("cell-name"), distance: $("distance"), hints: $("hints"),
  saveSvg: $("save-svg"), savePng: $("save-png"), copyLink: $("copy-link"), shared: $("shared"),
};

// The game on screen: a wasm `Game`, which keeps the winner, the history and what redo can
// bring back; the view keeps what is drawn. A move redraws its cell, the chain, the last-move
// mark and the status; the text box and the URL follow a moment later, off the click's path.
let game = null;
let rule = "top-bottom";
let hints = false;

const view = new BoardView(ui.svg, ui.overlay, play, (name) => { ui.cellName.textContent = name ?? ""; });
const cellAt = (r, c) => game.cell(r, c) ?? ".";

/** The position as rows of cells, from what the view shows (which is the game's position). */
function shownGrid() {
  const { rows, cols, values } = view;
  const grid = new Array(rows);
  for (let r = 0; r < rows; r++) {
    const row = new Array(cols);
    for (let c = 0; c < cols; c++) row[c] = ".XO"[values[r * cols + c]];
    grid[r] = row;
  }
  return grid;
}

let pending = null; // null: nothing scheduled; else whether to rewrite the text box too
/** Writes the text box and the URL hash soon; the box is left alone while it has the focus,
 * since a write landing as the user starts typing (or pastes) would mix the two texts. */
function later(updateText) {
  if (pending !== null) {
    pending ||= updateText;
    return;
  }
  pending = updateText;
  // After the next frame is painted, so that the move shows first.
  requestAnimationFrame(() => setTimeout(() => {
    const grid = shownGrid();
    if (pending && document.activeElement !== ui.text) ui.text.value = gridToText(grid);
    pending = null;
    window.history.replaceState(null, "", encodeHash(grid, rule));
  }, 0));
}

/** The status line, the chain, the hints, the last move, the move list and the buttons. */
function status() {
  const who = game.winner;
  const path = who ? game.winningPath() : null;
  view.setPath(path);
  view.setLast(game.lastMove);
  ui.status.className = who ? `status win-${who}` : "status";
  ui.status.textContent = who ? `${who} wins` : `No winner · ${game.toMove} to play`;
  ui.turn.textContent = who ? `Chain of ${path.length} stone${path.length === 1 ? "" : "s"}, highlighted.` : "";
  const moves = game.toMoves();
  ui.moves.textContent = moves ? moves : "none yet";
  ui.undo.disabled = !game.canUndo;
  ui.redo.disabled = !game.canRedo;
  updateRecords?.();
  showHints();
  bot?.update();
  ui.error.textContent = "";
  ui.text.removeAttribute("aria-invalid");
}

/** Draws the whole game on a freshly built board. */
function redraw({ updateText = true, empty = false } = {}) {
  view.build(game.rows, game.cols, rule);
  if (!empty) view.fill(cellAt);
  status();
  for (const input of document.querySelectorAll('input[name="rule"]')) input.checked = input.value === rule;
  const xTopBottom = rule === "top-bottom";
  ui.legendX.textContent = `X joins ${xTopBottom ? "top and bottom" : "left and right"}`;
  ui.legendO.textContent = `O joins ${xTopBottom ? "left and right" : "top and bottom"}`;
  ui.newRows.value = String(game.rows);
  ui.newCols.value = String(game.cols);
  later(updateText);
}

/** Starts a new game from `next` (a Game), dropping the old one and its history. */
function start(next, nextRule, options) {
  game?.free();
  game = next;
  rule = nextRule;
  redraw(options);
}

/** A new game from rows; shows the module's error instead when they are not a board. */
function load(rows, nextRule, options) {
  try {
    start(Game.fromRows(rows, { xConnects: nextRule }), nextRule, options);
    return true;
  } catch (e) {
    ui.error.textContent = e.message;
    ui.text.setAttribute("aria-invalid", "true");
    return false;
  }
}

function play(row, col) {
  if (!game || game.winner || bot.thinking() || view.values[row * view.cols + col] !== 0) return;
  const mover = game.toMove;
  game.play(row, col);
  view.setCell(row, col, mover);
  status();
  later(true);
}

/** After undo or redo: the cells that changed, found by comparing with the game. */
function resync() {
  view.sync(cellAt);
  status();
  later(true);
}

// Against the computer, undo and redo step over its move too, so that it is the player's turn.
function undo() {
  if (!game.undo()) return;
  if (bot.plays(game.toMove) && game.canUndo) game.undo();
  resync();
}

function redo() {
  if (!game.redo()) return;
  if (bot.plays(game.toMove) && game.canRedo) game.redo();
  resync();
}

/** Plays a move given in notation (a swap, the computer's move), or shows why it cannot. */
function playMove(move) {
  try {
    game.playMove(move);
    resync();
  } catch (e) {
    ui.error.textContent = e.message;
  }
}

/** The hint line and outlines: how far each side is from joining, and where. */
function showHints() {
  ui.distance.hidden = !hints;
  if (!hints || typeof game.analyze !== "function") {
    view.setHints(null);
    ui.distance.textContent = "";
    return;
  }
  const a = game.analyze();
  const need = (p) => (a.distance[p] === null ? `${p} cannot win` : a.distance[p] === 0 ? `${p} has won` : `${p} needs ${a.distance[p]}`);
  ui.distance.textContent = `${need("X")} · ${need("O")}`;
  view.setHints(game.winner ? null : a.completion[game.toMove]);
}

/** A new game from a trmph link (or its fragment); shows the module's error when it is none. */
function loadTrmph(link) {
  try {
    start(Game.fromTrmph(link, { xConnects: rule }), rule);
    return true;
  } catch (e) {
    ui.error.textContent = e.message;
    return false;
  }
}

// Typing starts a new game from the text (a trmph link is a game too); bad text keeps the
// last good board on screen and shows what is wrong.
ui.text.addEventListener("input", () => {
  const link = trmphLink(ui.text.value);
  if (link) loadTrmph(link);
  else load(textToRows(ui.text.value), rule, { updateText: false });
});

const updateRecords = wireRecords({
  current: () => game,
  rule: () => rule,
  start: (next) => start(next, rule),
  playMove,
  fail: (message) => { ui.error.textContent = message; },
});

const bot = wireBot({
  current: () => game,
  playAt: play,
  playMove,
  suggest: (cell) => view.setSuggestion(cell),
  fail: (message) => { ui.error.textContent = message; },
});

ui.undo.addEventListener("click", undo);
ui.redo.addEventListener("click", redo);
ui.clear.addEventListener("click", () => start(new Game(game.rows, game.cols, { xConnects: rule }), rule, { empty: true }));
ui.newForm.addEventListener("submit", (e) => {
  e.preventDefault();
  const rows = Math.trunc(Number(ui.newRows.value));
  const cols = Math.trunc(Number(ui.newCols.value));
  if (!(rows >= 1 && rows <= 200 && cols >= 1 && cols <= 200)) {
    ui.error.textContent = "a new board needs 1 to 200 rows and 1 to 200 columns";
    return;
  }
  start(new Game(rows, cols, { xConnects: rule }), rule, { empty: true });
});
for (const input of document.querySelectorAll('input[name="rule"]')) {
  input.addEventListener("change", () => {
    if (input.checked && game) load(shownGrid().map((row) => row.join("")), input.value);
  });
}
for (const example of EXAMPLES) {
  const option = document.createElement("option");
  option.value = example.id;
  option.textContent = example.label;
  ui.examples.appendChild(option);
}
ui.examples.addEventListener("change", () => {
  const example = EXAMPLES.find((e) => e.id === ui.examples.value);
  if (example) load(example.rows, example.rule);
  ui.examples.value = "";
});
ui.zoom.addEventListener("input", () => {
  const z = Number(ui.zoom.value);
  ui.stack.style.width = `${z * 100}%`;
  ui.stack.classList.toggle("zoomed", z > 1);
});
document.addEventListener("keydown", (e) => {
  if (e.target === ui.text || !(e.ctrlKey || e.metaKey)) return;
  const key = e.key.toLowerCase();
  if (key === "z" && !e.shiftKey) { e.preventDefault(); undo(); }
  else if (key === "y" || (key === "z" && e.shiftKey)) { e.preventDefault(); redo(); }
});

function fromHash() {
  const link = trmphLink(window.location.hash);
  if (link) return loadTrmph(link);
  const saved = decodeHash(window.location.hash);
  if (!saved) return false;
  if (game && encodeHash(shownGrid(), rule) === window.location.hash) return true;
  return load(saved.rows, saved.rule);
}
window.addEventListener("hashchange", fromHash);

ui.hints.addEventListener("change", () => {
  hints = ui.hints.checked;
  showHints();
});

const stamp = () => `hex-${game.rows}x${game.cols}-${game.moveCount}`;
ui.saveSvg.addEventListener("click", () => {
  view.complete();
  download(new Blob([standaloneSvg(ui.svg, ui.overlay)], { type: "image/svg+xml" }), `${stamp()}.svg`);
});
ui.savePng.addEventListener("click", async () => {
  try {
    download(await svgToPng(standaloneSvg(ui.svg, ui.overlay)), `${stamp()}.png`);
  } catch (e) {
    ui.error.textContent = `The picture could not be made: ${e.message}`;
  }
});
ui.copyLink.addEventListener("click", async () => {
  later(false);
  await new Promise((ok) => setTimeout(ok, 0));
  const link = window.location.href;
  try {
    await navigator.clipboard.writeText(link);
    ui.shared.textContent = "Link copied.";
  } catch {
    ui.shared.textContent = `Copy this link: ${link}`;
  }
});

await init();
if (!fromHash()) {
  const message = ui.error.textContent;
  start(new Game(11, 11), "top-bottom");
  if (message) ui.error.textContent = `The link's board was not read: ${message}`;
}
