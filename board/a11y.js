// What the board offers screen readers and the keyboard: the cells' names, the one cell in the
// tab order (a roving tab stop), the stand-in for a tab stop whose cell is not built yet, and
// the focus events that ring the focused cell and name it.
import { cellValue } from "./players.js";

const SPOKEN = { X: "X", O: "O", ".": "empty" };

/** Column letters as HexWiki writes them: a … z, then aa, ab, … */
export function columnName(col) {
  let name = "";
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(97 + ((n - 1) % 26)) + name;
  return name;
}

/** The HexWiki name of a cell: "f6" for row 5, column 5 (0-based). */
export const cellName = (row, col) => `${columnName(col)}${row + 1}`;

/** A cell's name for screen readers, from its code: "f6, X", "k1, empty". */
export const cellLabel = (row, col, code) => `${cellName(row, col)}, ${SPOKEN[cellValue(code)]}`;

/**
 * Puts the board's holder in the tab order while the tab stop's cell has no element, so that
 * Tab never passes over a board whose rows are still coming; `hasStop` says whether it has.
 */
export function standIn(holder, hasStop) {
  if (hasStop) holder.removeAttribute("tabindex");
  else holder.setAttribute("tabindex", "0");
}

/**
 * Listens to the focus on the board's holder. `view` is the View (view.js): the focus ring and the
 * hovered name follow the focused cell, and a focus on the stand-in goes on to the tab stop's
 * cell, built at once.
 *
 * Focus events are heard on the holder, not the SVG: Chromium makes an SVG element with focus
 * listeners focusable itself, and a click would then ring the whole board.
 */
export function wireFocus(view, holder) {
  holder.addEventListener("focusin", (e) => {
    if (e.target === holder) {
      view.focusCell(view.state.focus.row, view.state.focus.col);
      return;
    }
    const at = cellOfElement(e.target);
    if (!at) return;
    view.set({ focusRing: e.target.matches(":focus-visible") ? [at.row, at.col] : null, hover: [at.row, at.col] });
    view.point(at);
  });
  holder.addEventListener("focusout", () => view.set({ focusRing: null }));
  // A press on a row still to come would focus the stand-in, which only the keyboard should
  // reach; the press still plays.
  holder.addEventListener("mousedown", (e) => {
    if (holder.hasAttribute("tabindex") && !cellOfElement(e.target)) e.preventDefault();
  });
}

/** The {row, col} of a cell's element (or one inside it), or null for anything else. */
export function cellOfElement(element) {
  const cell = element.closest?.("[data-row]");
  return cell ? { row: Number(cell.dataset.row), col: Number(cell.dataset.col) } : null;
}
