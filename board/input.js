// The board's input: which cell a pointer is on, and what clicks, pointer moves and keys do.
// The cells' elements cover only the middles of their hexes, so the cell under the pointer is
// found from the pointer's position: the hex's corners count too.
import { pixelToHex, hexRound, hexToCell, arrowSteps } from "./geometry.js";
import { cellOfElement } from "./a11y.js";

/**
 * The cell {row, col} at screen point (`clientX`, `clientY`), or null off the board: a board
 * of `rows` x `cols` drawn with layout `lay` in the user space of element `space`, whose
 * screen matrix carries the board's turn.
 */
export function cellAtPoint(space, lay, rows, cols, clientX, clientY) {
  const matrix = space.getScreenCTM();
  if (!matrix || !rows) return null;
  const p = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  const { row, col } = hexToCell(hexRound(pixelToHex(lay, p)));
  return row >= 0 && col >= 0 && row < rows && col < cols ? { row, col } : null;
}

const same = (a, b) => a?.row === b?.row && a?.col === b?.col;

/**
 * Listens to the pointer and the keys on the board's `svg`. `view` is the View (view.js): a click,
 * a tap, Enter or Space activates a cell, a pointer move hovers one, and every arrow moves
 * the focus to one of the six neighbours (see arrowSteps: the way the arrow points on screen).
 */
export function wireInput(view, svg) {
  const at = (e) => cellAtPoint(view.space, view.layout, view.state.rows, view.state.cols, e.clientX, e.clientY);
  let pointed = null; // the cell under the pointer

  svg.addEventListener("click", (e) => {
    const cell = at(e);
    if (cell) view.activate(cell.row, cell.col);
  });
  svg.addEventListener("pointermove", (e) => {
    const cell = at(e);
    if (same(cell, pointed)) return;
    pointed = cell;
    view.set({ hover: cell ? [cell.row, cell.col] : null });
    view.point(cell);
  });
  svg.addEventListener("pointerleave", () => {
    pointed = null;
    view.set({ hover: null });
    view.point(null);
  });
  svg.addEventListener("keydown", (e) => {
    const cell = cellOfElement(e.target);
    if (!cell) return;
    const steps = arrowSteps(view.state.orientation);
    const step = (e.shiftKey && steps[`Shift${e.key}`]) || steps[e.key];
    if (step) {
      e.preventDefault();
      view.focusCell(cell.row + step[0], cell.col + step[1]);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      view.activate(cell.row, cell.col);
    }
  });
}
