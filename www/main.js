// The demo page: wires the wasm module, the SVG view, the textarea and the controls.
import init, { winner, winningPath } from "./pkg/hex_connect.js";
import { BoardView } from "./view.js";
import { EXAMPLES } from "./examples.js";
import { textToRows, rowsToGrid, gridToText, emptyGrid, toMove, encodeHash, decodeHash } from "./state.js";

const $ = (id) => document.getElementById(id);
const ui = {
  text: $("board"), status: $("status"), turn: $("turn"), error: $("error"),
  undo: $("undo"), redo: $("redo"), clear: $("clear"), examples: $("examples"),
  newForm: $("new-board"), newRows: $("new-rows"), newCols: $("new-cols"),
  zoom: $("zoom"), svg: $("hexboard"), legendX: $("legend-x"), legendO: $("legend-o"),
};

// The position on screen, and the history of positions for undo and redo.
let current = null; // { grid, rule, winner, path }
const history = [];
let at = -1;
let typing = false; // consecutive edits in the textarea make one history entry

const view = new BoardView(ui.svg, play);

/** Checks `rows` with the module; returns the position or throws the module's Error. */
function evaluate(rows, rule) {
  const options = { xConnects: rule };
  const who = winner(rows, options);
  const path = who ? winningPath(rows, options) : null;
  return { grid: rowsToGrid(rows), rule, winner: who, path };
}

function show(position, { updateText = true } = {}) {
  const sized = current && current.grid.length === position.grid.length && current.grid[0].length === position.grid[0].length;
  if (!sized || current.rule !== position.rule) view.build(position.grid.length, position.grid[0].length, position.rule);
  current = position;
  view.show(position.grid, position.path);
  if (updateText) ui.text.value = gridToText(position.grid);
  ui.error.textContent = "";
  ui.text.removeAttribute("aria-invalid");
  const next = toMove(position.grid);
  ui.status.className = position.winner ? `status win-${position.winner}` : "status";
  ui.status.textContent = position.winner ? `${position.winner} wins` : `No winner · ${next} to play`;
  ui.turn.textContent = position.winner
    ? `Chain of ${position.path.length} stone${position.path.length === 1 ? "" : "s"}, highlighted.`
    : "";
  for (const input of document.querySelectorAll('input[name="rule"]')) input.checked = input.value === position.rule;
  const xTopBottom = position.rule === "top-bottom";
  ui.legendX.textContent = `X joins ${xTopBottom ? "top and bottom" : "left and right"}`;
  ui.legendO.textContent = `O joins ${xTopBottom ? "left and right" : "top and bottom"}`;
  ui.newRows.value = String(position.grid.length);
  ui.newCols.value = String(position.grid[0].length);
  window.history.replaceState(null, "", encodeHash(position.grid, position.rule));
  ui.undo.disabled = at <= 0;
  ui.redo.disabled = at >= history.length - 1;
}

/** Makes `position` the newest entry of the history and shows it. */
function commit(position, options) {
  history.length = at + 1;
  history.push({ grid: position.grid, rule: position.rule });
  at = history.length - 1;
  show(position, options);
}

function load(rows, rule) {
  try {
    typing = false;
    commit(evaluate(rows, rule));
    return true;
  } catch (e) {
    ui.error.textContent = e.message;
    ui.text.setAttribute("aria-invalid", "true");
    return false;
  }
}

function play(row, col) {
  if (!current || current.winner || current.grid[row][col] !== ".") return;
  const grid = current.grid.map((r) => r.slice());
  grid[row][col] = toMove(current.grid);
  typing = false;
  commit(evaluate(gridToText(grid).split("\n"), current.rule));
}

function goTo(index) {
  if (index < 0 || index >= history.length) return;
  at = index;
  typing = false;
  const { grid, rule } = history[at];
  show(evaluate(gridToText(grid).split("\n"), rule));
}

ui.text.addEventListener("input", () => {
  try {
    const position = evaluate(textToRows(ui.text.value), current.rule);
    if (typing) history[at] = { grid: position.grid, rule: position.rule };
    else {
      history.length = at + 1;
      history.push({ grid: position.grid, rule: position.rule });
      at = history.length - 1;
    }
    typing = true;
    show(position, { updateText: false });
  } catch (e) {
    // Keep the last good board on screen and say what is wrong with the text.
    ui.error.textContent = e.message;
    ui.text.setAttribute("aria-invalid", "true");
  }
});

ui.undo.addEventListener("click", () => goTo(at - 1));
ui.redo.addEventListener("click", () => goTo(at + 1));
ui.clear.addEventListener("click", () => load(gridToText(emptyGrid(current.grid.length, current.grid[0].length)).split("\n"), current.rule));
ui.newForm.addEventListener("submit", (e) => {
  e.preventDefault();
  const rows = Math.trunc(Number(ui.newRows.value));
  const cols = Math.trunc(Number(ui.newCols.value));
  if (!(rows >= 1 && rows <= 200 && cols >= 1 && cols <= 200)) {
    ui.error.textContent = "a new board needs 1 to 200 rows and 1 to 200 columns";
    return;
  }
  load(gridToText(emptyGrid(rows, cols)).split("\n"), current.rule);
});
for (const input of document.querySelectorAll('input[name="rule"]')) {
  input.addEventListener("change", () => {
    if (input.checked && current) load(gridToText(current.grid).split("\n"), input.value);
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
  if (key === "z" && !e.shiftKey) { e.preventDefault(); goTo(at - 1); }
  else if (key === "y" || (key === "z" && e.shiftKey)) { e.preventDefault(); goTo(at + 1); }
});

function fromHash() {
  const saved = decodeHash(window.location.hash);
  if (!saved) return false;
  if (current && encodeHash(current.grid, current.rule) === window.location.hash) return true;
  return load(saved.rows, saved.rule);
}
window.addEventListener("hashchange", fromHash);

await init();
if (!fromHash()) {
  const message = ui.error.textContent;
  load(gridToText(emptyGrid(11, 11)).split("\n"), "top-bottom");
  if (message) ui.error.textContent = `The link's board was not read: ${message}`;
}
