// The SVG board: the hexes, the four edges in their owners' colours, coordinates round the
// board, the stones, the chain, the last-move mark and the computer's suggestion, and one
// element a cell that carries the test hooks (data-row, data-col, data-cell, data-path,
// data-hint, data-last, data-suggest), the focus and the screen reader's name.
//
// Two SVGs lie one on the other with the same viewBox: the board below, which a move leaves
// as it is apart from attributes no style reads, and a light overlay above (stones, chain,
// highlights, hints, the hovered and focused cell, the last move), which is all a move
// repaints. So a move costs the same on 19x19 as on 200x200.
//
// The hexes are not one element each: the board's face is a single outline filled with a
// pattern of two rows of hexes, which paints as one. A cell's element is an unpainted
// rectangle, the hex's middle, and the cell under the pointer is found from the pointer's
// position, so that the hex's corners count too. On a large board these elements are added
// a band of rows a frame, after the board itself has been painted: 40,000 elements take
// Chromium some 300 ms to parse, style and lay out, however light they are. The board says
// `aria-busy` until they are all there; anything that needs a cell not there yet is kept
// and written when its row arrives, or brings the rows in at once (`complete`).
import { layout, hexToPixel, pixelToHex, hexRound, polygonCorners, cellToHex, hexToCell, boardBounds, ARROW_STEPS } from "./geometry.js";

const SVG = "http://www.w3.org/2000/svg";
const SIZE = 20; // hex size in viewBox units; CSS scales the whole drawing to fit
const NAMES = { X: "X", O: "O", ".": "empty" };
const VALUES = ".XO";
const WIDTH = Math.sqrt(3) * SIZE; // a pointy-top hex's width
const BAND = 4000; // cells added a frame while a large board fills in

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

/** Sets attribute `name` of `node` to `value`, or removes it for null. */
function writeAttr(node, name, value) {
  if (value === null) node.removeAttribute(name);
  else node.setAttribute(name, value);
}

const fmt = (n) => (Math.round(n * 100) / 100).toString();
const pointsOf = (points) => points.map((p) => `${fmt(p.x)},${fmt(p.y)}`).join(" ");

/** Column letters as HexWiki writes them: a … z, then aa, ab, … */
export function columnName(col) {
  let name = "";
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(97 + ((n - 1) % 26)) + name;
  return name;
}

/** The HexWiki name of a cell: "f6" for row 5, column 5 (0-based). */
export const cellName = (row, col) => `${columnName(col)}${row + 1}`;

/** The markup of one stone at pixel centre (x, y); letters are fixed text, never user input. */
function stoneMarkup(value, x, y) {
  const circle = value === "X"
    ? `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${SIZE * 0.62}"/>`
    // O is a ring as well as a colour, so it reads without colour vision.
    : `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${SIZE * 0.52}" class="ring"/>`;
  return `<g class="stone stone-${value}">${circle}<text x="${fmt(x)}" y="${fmt(y)}" text-anchor="middle" dominant-baseline="central">${value}</text></g>`;
}

export class BoardView {
  /**
   * @param svg the <svg> element
   * @param onActivate (row, col) when a cell is clicked, tapped or chosen by key
   * @param onPoint (name or null) when the pointer or the focus is on a cell, or leaves
   */
  constructor(svg, overlay, onActivate, onPoint = () => {}) {
    this.svg = svg;
    this.overlay = overlay;
    this.onActivate = onActivate;
    this.onPoint = onPoint;
    this.rows = 0;
    this.cols = 0;
    this.cells = [];
    this.built = 0; // rows whose cells' elements exist
    this.kept = new Map(); // cell index → attributes waiting for the cell's element
    this.generation = 0;
    this.values = new Uint8Array(0); // 0 empty, 1 X, 2 O: what is drawn
    this.stones = [];
    this.pathCells = [];
    this.hintCells = [];
    this.focus = { row: 0, col: 0 };
    this.lay = layout(SIZE, { x: 0, y: 0 });
    svg.addEventListener("click", (e) => {
      const at = this.cellAtPointer(e);
      if (at) this.activate(at.row, at.col);
    });
    svg.addEventListener("keydown", (e) => this.key(e));
    svg.addEventListener("pointermove", (e) => {
      const at = this.cellAtPointer(e);
      if (at?.row === this.hovered?.row && at?.col === this.hovered?.col) return;
      this.hovered = at;
      this.setHover(at?.row ?? null, at?.col);
      this.onPoint(at ? cellName(at.row, at.col) : null);
    });
    svg.addEventListener("pointerleave", () => {
      this.hovered = null;
      this.setHover(null);
      this.onPoint(null);
    });
    // Focus events are heard on the board's holder: Chromium makes an SVG element with focus
    // listeners focusable itself, and a click would then ring the whole board.
    const holder = svg.parentElement;
    holder.addEventListener("focusin", (e) => {
      // The holder stands in for a tab stop whose cell has no element yet (see standIn; a
      // press never focuses it): the focus goes on to that cell, built now.
      if (e.target === holder) {
        this.moveFocus(this.focus.row, this.focus.col);
        return;
      }
      const g = e.target.closest?.("[data-row]");
      if (!g) return;
      const [row, col] = [Number(g.dataset.row), Number(g.dataset.col)];
      this.showFocus(g.matches(":focus-visible") ? [row, col] : null);
      this.setHover(row, col);
      this.onPoint(cellName(row, col));
    });
    holder.addEventListener("focusout", () => this.showFocus(null));
    // A press on a row still to come would focus the stand-in, which only the keyboard
    // should reach; the press still plays.
    holder.addEventListener("mousedown", (e) => {
      if (holder.hasAttribute("tabindex") && !e.target.closest?.("[data-row]")) e.preventDefault();
    });
  }

  /** The cell under a pointer event, {row, col}, or null off the board. */
  cellAtPointer(e) {
    const matrix = this.svg.getScreenCTM();
    if (!matrix || !this.rows) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(matrix.inverse());
    const { row, col } = hexToCell(hexRound(pixelToHex(this.lay, p)));
    return row >= 0 && col >= 0 && row < this.rows && col < this.cols ? { row, col } : null;
  }

  /** The element of a cell, or undefined while its row is still to come. */
  cell(row, col) {
    return this.cells[this.index(row, col)];
  }

  centre(row, col) {
    return hexToPixel(this.lay, cellToHex(row, col));
  }

  /** Draws an empty board of the given size, with edges for `rule` and coordinates. */
  build(rows, cols, rule) {
    this.rows = rows;
    this.cols = cols;
    this.rule = rule;
    const svg = this.svg;
    const b = boardBounds(this.lay, rows, cols);
    // Room for the coordinates outside the edges.
    const pad = SIZE * 2.2;
    const viewBox = `${fmt(b.minX - pad)} ${fmt(b.minY - pad)} ${fmt(b.maxX - b.minX + 2 * pad)} ${fmt(b.maxY - b.minY + 2 * pad)}`;
    for (const layer of [svg, this.overlay]) {
      layer.setAttribute("viewBox", viewBox);
      layer.classList.toggle("dense", rows * cols > 2500);
    }
    // Small boards stop growing at a comfortable size instead of filling the screen.
    svg.parentElement.style.maxWidth = `${Math.max(260, Math.round((cols + (rows - 1) / 2 + 2) * 72))}px`;

    const offsets = polygonCorners(this.lay, cellToHex(0, 0));
    this.hexPoints = (x, y) => offsets.map((p) => `${fmt(x + p.x)},${fmt(y + p.y)}`).join(" ");
    // The face: the board's outline, filled with a tile two rows high and a hex wide that
    // holds the hexes crossing it (the lattice repeats every two rows). Its numbers are
    // written in full so that the tiles stay on the cells across 300 hexes.
    const origin = this.centre(0, 0);
    const hex = (x, y) => `M${offsets.map((p) => `${x + p.x},${y + p.y}`).join("L")}Z`;
    const tile = [[WIDTH / 2, SIZE], [0, 2.5 * SIZE], [WIDTH, 2.5 * SIZE], [0, -0.5 * SIZE], [WIDTH, -0.5 * SIZE]]
      .map(([x, y]) => hex(x, y)).join("");
    const pattern = `<pattern id="hex-tile" patternUnits="userSpaceOnUse" x="${origin.x - WIDTH / 2}" y="${origin.y - SIZE}" ` +
      `width="${WIDTH}" height="${3 * SIZE}"><path class="tile" d="${tile}"/></pattern>`;
    // Each band of cells is a clipped viewport a row high: hit testing skips the rows away
    // from the pointer, and the rectangles' y, width and height come from the style sheet.
    const width = b.maxX - b.minX;
    this.rowOpen = (r) => `<svg class="row" x="${fmt(b.minX)}" y="${fmt(this.centre(r, 0).y - SIZE)}" width="${fmt(width)}" ` +
      `height="${2 * SIZE}" viewBox="${fmt(b.minX)} 0 ${fmt(width)} ${2 * SIZE}" overflow="hidden">`;
    svg.innerHTML =
      `<defs>${pattern}</defs><polygon class="face" fill="url(#hex-tile)" points="${pointsOf(this.outline())}"/>` +
      `<g class="edges" aria-hidden="true"></g><g class="coords" aria-hidden="true">${this.coordsMarkup()}</g>` +
      `<g class="cells"></g>`;
    // The overlay's first shape spans it, unseen: the overlay's painted bounds then stay the
    // same as stones come and go, and Chromium repaints it without laying out its layers
    // again, which on 200x200 costs more than the rest of a move (6 ms).
    const [vx, vy, vw, vh] = viewBox.split(" ");
    this.overlay.innerHTML =
      `<rect class="extent" x="${vx}" y="${vy}" width="${vw}" height="${vh}"/><g class="marks"></g><polygon class="hover" points="" visibility="hidden"/>` +
      `<polyline class="chain" points=""/><g class="stones"></g><g class="hints"></g>` +
      `<circle class="last-move" r="${SIZE * 0.78}" cx="0" cy="0" visibility="hidden"/>` +
      `<polygon class="suggest-cell" points="" visibility="hidden"/>` +
      `<polygon class="focus-ring" points="" visibility="hidden"/>`;
    this.edgeLayer = svg.querySelector(".edges");
    this.drawEdges(rule);
    this.cellLayer = svg.querySelector(".cells");
    this.marks = this.overlay.querySelector(".marks");
    this.hover = this.overlay.querySelector(".hover");
    this.chain = this.overlay.querySelector(".chain");
    this.stoneLayer = this.overlay.querySelector(".stones");
    this.hintLayer = this.overlay.querySelector(".hints");
    this.lastMark = this.overlay.querySelector(".last-move");
    this.suggestMark = this.overlay.querySelector(".suggest-cell");
    this.focusRing = this.overlay.querySelector(".focus-ring");
    this.suggested = null;
    this.hovered = null;
    this.values = new Uint8Array(rows * cols);
    this.stones = new Array(rows * cols).fill(null);
    this.cells = new Array(rows * cols);
    this.built = 0;
    this.kept = new Map();
    this.pathCells = [];
    this.hintCells = [];
    this.last = null;
    this.focus = { row: Math.min(this.focus.row, rows - 1), col: Math.min(this.focus.col, cols - 1) };
    this.setAttr(this.index(this.focus.row, this.focus.col), "tabindex", "0");
    this.label(this.focus.row, this.focus.col);
    // The first band now, the others one a frame once this one has been painted.
    const band = Math.max(1, Math.floor(BAND / cols));
    this.addRows(Math.min(rows, band));
    const generation = ++this.generation;
    if (this.built < rows) {
      svg.setAttribute("aria-busy", "true");
      const next = () => {
        if (generation !== this.generation || this.built === this.rows) return;
        this.addRows(Math.min(this.rows, this.built + band));
        if (this.built < this.rows) requestAnimationFrame(() => setTimeout(next, 0));
      };
      requestAnimationFrame(() => setTimeout(next, 0));
    } else {
      svg.removeAttribute("aria-busy");
    }
  }

  index(row, col) {
    return row * this.cols + col;
  }

  /** Corners `ids` (0 the upper right, clockwise) of cell (r, c)'s hex, in that order. */
  corners(r, c, ids) {
    const all = polygonCorners(this.lay, cellToHex(r, c));
    return ids.map((i) => all[i]);
  }

  /** The board's outline, clockwise from the top left corner. */
  outline() {
    const { rows, cols } = this;
    const out = [];
    for (let c = 0; c < cols; c++) out.push(...this.corners(0, c, [4, 5]));
    for (let r = 0; r < rows; r++) out.push(...this.corners(r, cols - 1, [0, 1]));
    for (let c = cols - 1; c >= 0; c--) out.push(...this.corners(rows - 1, c, [2, 3]));
    for (let r = rows - 1; r >= 0; r--) out.push(...this.corners(r, 0, [3, 4]));
    return out;
  }

  /** Adds the elements of the cells of the rows from `this.built` up to `end`. */
  addRows(end) {
    if (end <= this.built) return;
    const { cols, values } = this;
    const parts = [];
    for (let r = this.built; r < end; r++) {
      parts.push(this.rowOpen(r));
      const x0 = this.centre(r, 0).x - WIDTH / 2;
      for (let c = 0; c < cols; c++) {
        const value = VALUES[values[r * cols + c]];
        // A cell with a stone is named for screen readers in its markup; see label().
        const named = value === "." ? "" : ` role="button" aria-label="${cellName(r, c)}, ${value}"`;
        parts.push(`<rect data-row="${r}" data-col="${c}" data-cell="${value}" x="${fmt(x0 + c * WIDTH)}"${named}/>`);
      }
      parts.push("</svg>");
    }
    this.cellLayer.insertAdjacentHTML("beforeend", parts.join(""));
    const bands = this.cellLayer.children;
    for (let r = this.built; r < end; r++) {
      let i = r * cols;
      for (const rect of bands[r].children) this.cells[i++] = rect;
    }
    for (const [i, attrs] of this.kept) {
      const rect = this.cells[i];
      if (!rect) continue;
      for (const [name, value] of Object.entries(attrs)) writeAttr(rect, name, value);
      this.kept.delete(i);
    }
    this.built = end;
    if (end === this.rows) this.svg.removeAttribute("aria-busy");
    this.standIn();
  }

  /** Puts the board's holder in the tab order while the tab stop's cell has no element, so
   * that Tab never passes over a board whose rows are still coming. */
  standIn() {
    const holder = this.svg.parentElement;
    if (this.cell(this.focus.row, this.focus.col)) holder.removeAttribute("tabindex");
    else holder.setAttribute("tabindex", "0");
  }

  /** Adds every cell's element still to come, at once (a download, the keyboard's focus). */
  complete() {
    this.addRows(this.rows);
  }

  /** Sets (or, for null, removes) an attribute of cell `i`'s element, now or when it comes. */
  setAttr(i, name, value) {
    const rect = this.cells[i];
    if (rect) {
      writeAttr(rect, name, value);
      return;
    }
    const attrs = this.kept.get(i) ?? {};
    attrs[name] = value;
    this.kept.set(i, attrs);
  }

  /** Names a cell for screen readers ("f6, X"). Only the cells a reader can reach carry it:
   * the one in the tab order, and those with stones. A role and a label on each of 40,000
   * empty cells would nearly double the time a new board takes to appear. */
  label(r, c) {
    const i = this.index(r, c);
    this.setAttr(i, "role", "button");
    this.setAttr(i, "aria-label", `${cellName(r, c)}, ${NAMES[VALUES[this.values[i]]]}`);
  }

  /** Column letters above and below the board, row numbers left and right of it. */
  coordsMarkup() {
    const { rows, cols } = this;
    const label = (x, y, text) => `<text x="${fmt(x)}" y="${fmt(y)}" text-anchor="middle" dominant-baseline="central">${text}</text>`;
    const out = [];
    for (let c = 0; c < cols; c++) {
      const name = columnName(c);
      const top = this.centre(0, c);
      const bottom = this.centre(rows - 1, c);
      out.push(label(top.x, top.y - SIZE * 1.55, name), label(bottom.x, bottom.y + SIZE * 1.55, name));
    }
    for (let r = 0; r < rows; r++) {
      const left = this.centre(r, -1);
      const right = this.centre(r, cols);
      out.push(label(left.x + SIZE * 0.25, left.y, r + 1), label(right.x - SIZE * 0.25, right.y, r + 1));
    }
    return out.join("");
  }

  drawEdges(rule) {
    this.edgeLayer.replaceChildren();
    const { rows, cols } = this;
    const xTopBottom = rule === "top-bottom";
    const line = (points, owner) => el("polyline", { class: `edge edge-${owner}`, points: pointsOf(points) }, this.edgeLayer);
    const top = [];
    const bottom = [];
    for (let c = 0; c < cols; c++) {
      top.push(...this.corners(0, c, [4, 5, 0]));
      bottom.push(...this.corners(rows - 1, c, [3, 2, 1]));
    }
    const left = [];
    const right = [];
    for (let r = 0; r < rows; r++) {
      left.push(...this.corners(r, 0, [4, 3]));
      right.push(...this.corners(r, cols - 1, [0, 1]));
    }
    const vertical = xTopBottom ? "X" : "O";
    const horizontal = xTopBottom ? "O" : "X";
    line(top, vertical);
    line(bottom, vertical);
    line(left, horizontal);
    line(right, horizontal);
  }

  /** Draws a whole position at once, `cellAt(row, col)` giving "X", "O" or "." (for a new
   * board that already holds stones): the stones' markup is parsed in one go. */
  fill(cellAt) {
    const parts = [];
    for (let r = 0; r < this.rows; r++) {
      for (let c = 0; c < this.cols; c++) {
        const value = cellAt(r, c);
        if (value === ".") continue;
        const i = this.index(r, c);
        this.values[i] = value === "X" ? 1 : 2;
        // Cells still to come take their value from `values`.
        if (this.cells[i]) {
          this.cells[i].dataset.cell = value;
          this.label(r, c);
        }
        const { x, y } = this.centre(r, c);
        parts.push(stoneMarkup(value, x, y));
      }
    }
    this.stoneLayer.innerHTML = parts.join("");
    let k = 0;
    for (let i = 0; i < this.values.length; i++) if (this.values[i]) this.stones[i] = this.stoneLayer.children[k++];
  }

  /** Sets one cell to "X", "O" or "." when it shows something else. */
  setCell(r, c, value) {
    const i = this.index(r, c);
    const code = value === "X" ? 1 : value === "O" ? 2 : 0;
    if (this.values[i] === code) return;
    this.values[i] = code;
    this.setAttr(i, "data-cell", value);
    this.label(r, c);
    this.stones[i]?.remove();
    this.stones[i] = null;
    if (value === ".") return;
    const { x, y } = this.centre(r, c);
    const holder = document.createElementNS(SVG, "g");
    holder.innerHTML = stoneMarkup(value, x, y);
    this.stones[i] = holder.firstChild;
    this.stoneLayer.appendChild(holder.firstChild);
  }

  /** Brings every cell in line with `cellAt(row, col)`, touching only those that differ. */
  sync(cellAt) {
    for (let r = 0; r < this.rows; r++) {
      for (let c = 0; c < this.cols; c++) this.setCell(r, c, cellAt(r, c));
    }
  }

  /** Highlights `path` ([[row, col], ...] or null), clearing the last one. */
  setPath(path) {
    for (const i of this.pathCells) this.setAttr(i, "data-path", null);
    this.pathCells = [];
    const centres = [];
    for (const [r, c] of path ?? []) {
      const i = this.index(r, c);
      this.setAttr(i, "data-path", "");
      this.pathCells.push(i);
      centres.push(this.centre(r, c));
    }
    this.marks.innerHTML = centres.map(({ x, y }) => `<polygon class="path-cell" points="${this.hexPoints(x, y)}"/>`).join("");
    // A one-stone chain still gets a visible mark: a short tick through its centre.
    if (centres.length === 1) centres.push({ x: centres[0].x + 0.01, y: centres[0].y });
    this.chain.setAttribute("points", pointsOf(centres));
  }

  /** Outlines the cells of `cells` ([[row, col], ...] or null) as hints. */
  setHints(cells) {
    for (const i of this.hintCells) this.setAttr(i, "data-hint", null);
    this.hintCells = [];
    const outlines = [];
    for (const [r, c] of cells ?? []) {
      const i = this.index(r, c);
      this.setAttr(i, "data-hint", "");
      this.hintCells.push(i);
      const { x, y } = this.centre(r, c);
      outlines.push(`<polygon class="hint-cell" points="${this.hexPoints(x, y)}"/>`);
    }
    this.hintLayer.innerHTML = outlines.join("");
  }

  /** Moves the test hook `attribute` from cell `from` to cell `to` (each [row, col] or null). */
  moveFlag(attribute, from, to) {
    if (from && from[0] < this.rows && from[1] < this.cols) this.setAttr(this.index(from[0], from[1]), attribute, null);
    if (to) this.setAttr(this.index(to[0], to[1]), attribute, "");
  }

  /** Marks the computer's suggested move ([row, col] or null) with `data-suggest`. */
  setSuggestion(move) {
    this.moveFlag("data-suggest", this.suggested, move);
    this.suggested = move;
    this.outlineAt(this.suggestMark, move);
  }

  /** Puts `mark` (a polygon of the overlay) on the hex of `at` ([row, col]), or hides it. */
  outlineAt(mark, at) {
    if (!at) {
      mark.setAttribute("visibility", "hidden");
      return;
    }
    const { x, y } = this.centre(at[0], at[1]);
    mark.setAttribute("points", this.hexPoints(x, y));
    mark.setAttribute("visibility", "visible");
  }

  /** Rings the cell that has the keyboard's focus ([row, col]), or nothing for null. */
  showFocus(at) {
    if (this.focusRing) this.outlineAt(this.focusRing, at);
  }

  /** Shades the cell under the pointer (or nothing, for null). */
  setHover(row, col) {
    if (!this.hover) return;
    this.outlineAt(this.hover, row === null || this.values[this.index(row, col)] ? null : [row, col]);
  }

  /** Marks the last move ([row, col] or null). */
  setLast(move) {
    this.moveFlag("data-last", this.last, move);
    this.last = move;
    if (!move) {
      this.lastMark.setAttribute("visibility", "hidden");
      return;
    }
    const { x, y } = this.centre(move[0], move[1]);
    this.lastMark.setAttribute("cx", fmt(x));
    this.lastMark.setAttribute("cy", fmt(y));
    this.lastMark.setAttribute("class", `last-move last-${this.values[this.index(move[0], move[1])] === 1 ? "X" : "O"}`);
    this.lastMark.setAttribute("visibility", "visible");
  }

  activate(row, col) {
    this.moveFocus(row, col, false);
    this.onActivate(row, col);
    // A stone now under the pointer hides the hover shade.
    if (this.hovered) this.setHover(this.hovered.row, this.hovered.col);
  }

  moveFocus(row, col, focus = true) {
    if (row < 0 || col < 0 || row >= this.rows || col >= this.cols) return;
    this.setAttr(this.index(this.focus.row, this.focus.col), "tabindex", "-1");
    this.focus = { row, col };
    this.setAttr(this.index(row, col), "tabindex", "0");
    this.label(row, col);
    this.standIn();
    if (!focus) return;
    this.addRows(row + 1);
    this.cell(row, col).focus();
  }

  key(e) {
    const g = e.target.closest?.("[data-row]");
    if (!g) return;
    const row = Number(g.dataset.row);
    const col = Number(g.dataset.col);
    // Every arrow moves to one of the six neighbours (see ARROW_STEPS).
    const step = (e.shiftKey && ARROW_STEPS[`Shift${e.key}`]) || ARROW_STEPS[e.key];
    if (step) {
      e.preventDefault();
      this.moveFocus(row + step[0], col + step[1]);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      this.activate(row, col);
    }
  }
}
