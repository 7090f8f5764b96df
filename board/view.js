// A board on screen (the demo page's, and each <hex-board>'s): its state in one object, drawn by
// a renderer as a function of that state, with the input of input.js and the focus handling of
// a11y.js. `View` is the board of <hex-board>, drawn by render.js; `BoardView`, the demo page's,
// is drawn by page-render.js, which adds the knowledge overlay and the computer's suggestion.
// It tells its owner what the user does through events on the board's SVG:
//   "cell-activate"  detail {row, col}: a cell clicked, tapped, or chosen with Enter or Space
//   "cell-point"     detail {row, col, name} or null: the cell under the pointer or the focus
import { PageRenderer } from "./page-render.js";
import { wireInput } from "./input.js";
import { cellName, wireFocus } from "./a11y.js";
import { cellValue } from "./players.js";
import { DEFAULT_ORIENTATION, orientationOf } from "./geometry.js";

/**
 * A board's state: everything its drawing depends on.
 * - board: a number that changes with each new board (a new board is drawn from scratch)
 * - rows, cols, rule ("top-bottom" or "left-right")
 * - cells: a Uint8Array, row by row, each cell 0 empty, 1 X, 2 O (see players.js)
 * - path, hints: [[row, col], ...] or null: the winning chain, the hinted cells
 * - last, suggestion, hover, focusRing: [row, col] or null: the last move, the computer's
 *   suggestion, the hovered cell, the cell ringed for the keyboard
 * - focus: {row, col}, the cell in the tab order
 * - coords: whether the coordinates round the board show
 * - orientation: how the board is turned on screen, a name of geometry.js's ORIENTATIONS
 * - knowledge (drawn by the page's renderer only, as is suggestion): null, or what the
 *   position's knowledge shows: { links, mustPlay, dead }, where links are connections { player, kind ("full" or "semi"), from, to, carrier }, from and to
 *   each [row, col] or "edge-start"/"edge-goal" (the player's top or left edge, and the other),
 *   carrier [[row, col], ...]; mustPlay and dead are [[row, col], ...] or null
 */
export function emptyState() {
  return {
    board: 0, rows: 0, cols: 0, rule: "top-bottom", cells: new Uint8Array(0),
    path: null, hints: null, last: null, suggestion: null, hover: null, focusRing: null,
    focus: { row: 0, col: 0 }, coords: true, orientation: DEFAULT_ORIENTATION, knowledge: null,
  };
}

export class View {
  /** The board `renderer` draws (a BoardRenderer: into its `svg`, which holds the cells, and
   * the `overlay` above it). */
  constructor(renderer) {
    const { svg } = renderer;
    this.svg = svg;
    this.renderer = renderer;
    this.layout = this.renderer.layout;
    this.state = emptyState();
    wireInput(this, svg);
    wireFocus(this, svg.parentElement);
  }

  /** Changes the fields of `patch` and draws the result. */
  set(patch) {
    Object.assign(this.state, patch);
    if (this.state.rows) this.renderer.render(this.state);
  }

  /** A new board of `rows` x `cols` under `rule` with `cells` (codes, see the state), drawn
   * from scratch; the tab stop stays where it was when the board still has that cell. */
  show({ rows, cols, rule, cells }) {
    const { focus, board } = this.state;
    this.set({
      board: board + 1, rows, cols, rule, cells,
      path: null, hints: null, last: null, suggestion: null, hover: null, focusRing: null, knowledge: null,
      focus: { row: Math.min(focus.row, rows - 1), col: Math.min(focus.col, cols - 1) },
    });
  }

  /** The element in whose user space the board is drawn with `layout`: turned with it. */
  get space() {
    return this.renderer.space ?? this.svg;
  }

  /** Turns the board to `orientation` (see ORIENTATIONS; the default for an unknown name):
   * the same position, drawn afresh. */
  orient(orientation) {
    const name = orientationOf(orientation);
    if (name !== this.state.orientation) this.set({ orientation: name, board: this.state.board + 1 });
  }

  /** "X", "O" or "." as shown at (row, col). */
  cellAt(row, col) {
    return cellValue(this.state.cells[row * this.state.cols + col]);
  }

  /** The cell as the tab stop, and the keyboard's focus on it (its row built at once). */
  focusCell(row, col) {
    const { rows, cols } = this.state;
    if (row < 0 || col < 0 || row >= rows || col >= cols) return;
    this.set({ focus: { row, col } });
    this.renderer.complete(row + 1);
    this.renderer.cell(row, col).focus();
  }

  /** The user chose (row, col): it becomes the tab stop, and the page hears of it. */
  activate(row, col) {
    this.set({ focus: { row, col } });
    this.svg.dispatchEvent(new CustomEvent("cell-activate", { detail: { row, col } }));
  }

  /** Tells the page which cell ({row, col} or null) the pointer or the focus is on. */
  point(at) {
    const detail = at ? { ...at, name: cellName(at.row, at.col) } : null;
    this.svg.dispatchEvent(new CustomEvent("cell-point", { detail }));
  }

  /** Adds every cell's element still to come, at once (a download needs them all). */
  complete() {
    this.renderer.complete();
  }
}

/** The demo page's board, drawn into `svg` and `overlay` with everything the page shows. */
export class BoardView extends View {
  constructor(svg, overlay) {
    super(new PageRenderer(svg, overlay));
  }
}
