// The controls beside the board: Undo, Redo and Clear, a new board of a chosen size, the rule,
// the examples menu, the Hints switch, how the board is drawn and the zoom.
import { EXAMPLES } from "./examples.js";

const $ = (id) => document.getElementById(id);
const MAX_SIDE = 200; // the largest board the page offers to draw

/** Wires the controls to `session` (see session.js); `setHints(on)` turns the hints on or off. */
export function wireControls(session, setHints) {
  $("undo").addEventListener("click", () => session.undo());
  $("redo").addEventListener("click", () => session.redo());
  $("clear").addEventListener("click", () => session.startEmpty(session.game.rows, session.game.cols));

  const newRows = $("new-rows");
  const newCols = $("new-cols");
  $("new-board").addEventListener("submit", (e) => {
    e.preventDefault();
    const rows = Math.trunc(Number(newRows.value));
    const cols = Math.trunc(Number(newCols.value));
    if (!(rows >= 1 && rows <= MAX_SIDE && cols >= 1 && cols <= MAX_SIDE)) {
      session.fail(`a new board needs 1 to ${MAX_SIDE} rows and 1 to ${MAX_SIDE} columns`);
      return;
    }
    session.startEmpty(rows, cols);
  });

  for (const input of document.querySelectorAll('input[name="rule"]')) {
    input.addEventListener("change", () => {
      if (input.checked && session.game) session.load(session.grid().map((row) => row.join("")), input.value);
    });
  }

  const examples = $("examples");
  for (const example of EXAMPLES) {
    const option = document.createElement("option");
    option.value = example.id;
    option.textContent = example.label;
    examples.appendChild(option);
  }
  examples.addEventListener("change", () => {
    const example = EXAMPLES.find((e) => e.id === examples.value);
    if (example) session.load(example.rows, example.rule);
    examples.value = "";
  });

  const hints = $("hints");
  hints.addEventListener("change", () => setHints(hints.checked));

  // Turned flat, Shift goes with left and right to the other diagonal (see docs/board.md).
  const orientation = $("orientation");
  orientation.addEventListener("change", () => {
    session.view.orient(orientation.value);
    $("other-diagonal").textContent = orientation.value === "flat" ? "Shift+←/→" : "Shift+↑/↓";
  });

  const zoom = $("zoom");
  const stack = $("board-stack");
  zoom.addEventListener("input", () => {
    const z = Number(zoom.value);
    stack.style.width = `${z * 100}%`;
    stack.classList.toggle("zoomed", z > 1);
  });
}
