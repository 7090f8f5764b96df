// The demo page: wires the wasm module, the SVG view, the textarea and the controls.
import init, { Game } from "./pkg/hex_connect.js";
import { BoardView } from "./view.js";
import { EXAMPLES } from "./examples.js";
import { textToRows, rowsToGrid, gridToText, encodeHash, decodeHash } from "./state.js";

const $ = (id) => document.getElementById(id);
const ui = {
  text: $("board"), status: $("status"), turn: $("turn"), error: $("error"),
  undo: $("undo"), redo: $("redo"), clear: $("clear"), examples: $("examples"),
  newForm: $("new-board"), newRows: $("new-rows"), newCols: $("new-cols"),
  zoom: $("zoom"), svg: $("hexboard"), legendX: $("legend-x"), legendO: $("legend-o"),
  moves: $("moves"),
};

// The game on screen: a wasm `Game`, which keeps the winner as moves are played and
// undone; `redoable` counts the moves that redo can bring back.
let game = null;
let rule = "top-bottom";
let redoable = 0;
let shown = null; // { rows, cols, rule } of the drawn board, to know when to rebuild it

const view = new BoardView(ui.svg, play);

function show({ updateText = true } = {}) {
  const grid = rowsToGrid(game.toRows());
  const who = game.winner;
  const path = game.winningPath();
  const size = { rows: grid.length, cols: grid[0].length, rule };
  if (!shown || shown.rows !== size.rows || shown.cols !== size.cols || shown.rule !== size.rule) {
    view.build(size.rows, size.cols, rule);
    shown = size;
  }
  view.show(grid, path);
  if (updateText) ui.text.value = gridToText(grid);
  ui.error.textContent = "";
  ui.text.removeAttribute("aria-invalid");
  ui.status.className = who ? `status win-${who}` : "status";
  ui.status.textContent = who ? `${who} wins` : `No winner · ${game.toMove} to play`;
  ui.turn.textContent = who ? `Chain of ${path.length} stone${path.length === 1 ? "" : "s"}, highlighted.` : "";
  const moves = game.toMoves();
  ui.moves.textContent = moves ? moves : "none yet";
  for (const input of document.querySelectorAll('input[name="rule"]')) input.checked = input.value === rule;
  const xTopBottom = rule === "top-bottom";
  ui.legendX.textContent = `X joins ${xTopBottom ? "top and bottom" : "left and right"}`;
  ui.legendO.textContent = `O joins ${xTopBottom ? "left and right" : "top and bottom"}`;
  ui.newRows.value = String(grid.length);
  ui.newCols.value = String(grid[0].length);
  window.history.replaceState(null, "", encodeHash(grid, rule));
  ui.undo.disabled = game.moveCount === 0;
  ui.redo.disabled = redoable === 0;
}

/** Starts a new game from `next` (a Game), dropping the old one and its history. */
function start(next, nextRule, options) {
  game?.free();
  game = next;
  rule = nextRule;
  redoable = 0;
  show(options);
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
  if (!game || game.winner || rowsToGrid(game.toRows())[row][col] !== ".") return;
  game.play(row, col);
  redoable = 0;
  show();
}

function undo() {
  if (game.undo()) {
    redoable++;
    show();
  }
}

function redo() {
  if (redoable > 0 && game.redo()) {
    redoable--;
    show();
  }
}

// Typing starts a new game from the text; bad text keeps the last good board on screen and
// shows what is wrong.
ui.text.addEventListener("input", () => load(textToRows(ui.text.value), rule, { updateText: false }));

ui.undo.addEventListener("click", undo);
ui.redo.addEventListener("click", redo);
ui.clear.addEventListener("click", () => {
  const grid = rowsToGrid(game.toRows());
  start(new Game(grid.length, grid[0].length, { xConnects: rule }), rule);
});
ui.newForm.addEventListener("submit", (e) => {
  e.preventDefault();
  const rows = Math.trunc(Number(ui.newRows.value));
  const cols = Math.trunc(Number(ui.newCols.value));
  if (!(rows >= 1 && rows <= 200 && cols >= 1 && cols <= 200)) {
    ui.error.textContent = "a new board needs 1 to 200 rows and 1 to 200 columns";
    return;
  }
  start(new Game(rows, cols, { xConnects: rule }), rule);
});
for (const input of document.querySelectorAll('input[name="rule"]')) {
  input.addEventListener("change", () => {
    if (input.checked && game) load(game.toRows(), input.value);
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
  ui.svg.style.width = `${z * 100}%`;
  ui.svg.classList.toggle("zoomed", z > 1);
});
document.addEventListener("keydown", (e) => {
  if (e.target === ui.text || !(e.ctrlKey || e.metaKey)) return;
  const key = e.key.toLowerCase();
  if (key === "z" && !e.shiftKey) { e.preventDefault(); undo(); }
  else if (key === "y" || (key === "z" && e.shiftKey)) { e.preventDefault(); redo(); }
});

function fromHash() {
  const saved = decodeHash(window.location.hash);
  if (!saved) return false;
  if (game && encodeHash(rowsToGrid(game.toRows()), rule) === window.location.hash) return true;
  return load(saved.rows, saved.rule);
}
window.addEventListener("hashchange", fromHash);

await init();
if (!fromHash()) {
  const message = ui.error.textContent;
  start(new Game(11, 11), "top-bottom");
  if (message) ui.error.textContent = `The link's board was not read: ${message}`;
}
