// Draws a board from its state object (see view.js for its fields): the hexes, the four edges
// in their owners' colours, coordinates round the board, the stones, the chain, the last-move
// mark, hints, the hovered and focused cell, and one element a cell that carries the test hooks
// (data-row, data-col, data-cell, data-path, data-hint, data-last), the tab stop and the screen
// reader's name. `render(state)` compares the state with what it drew last and touches only
// what differs. What only the demo page shows (the knowledge overlay, the computer's
// suggestion) is page-render.js's, so that <hex-board> ships without it.
//
// The board is drawn as the rhombus of geometry.js in the user space of one group (`space`),
// which the state's orientation turns: hit testing reads the turn from the group's screen
// matrix, and the coordinates' text is turned back to stay upright. The overlay is drawn at
// the turned points instead, itself unturned: in Chromium a turned overlay makes each move on
// a large board several times slower.
//
// Two SVGs lie one on the other with the same viewBox: the board below, which a move leaves
// as it is apart from attributes no style reads, and a light overlay above (stones, chain,
// highlights, hints, the hovered and focused cell, the last move), which is all a move
// repaints. So a move costs about the same on 19x19 as on 200x200.
//
// The hexes are not one element each: the board's face is a single outline filled with a
// pattern of two rows of hexes, which paints as one. A cell's element is an unpainted
// rectangle, the hex's middle (input.js finds the cell under the pointer from its
// position). On a large board these elements are added a band of rows a frame, after the board
// itself has been painted: tens of thousands of elements take Chromium long to parse, style
// and lay out, however light they are. The board says `aria-busy` until they are all there;
// an attribute for a cell not there yet is kept and written when its row arrives.
import { layout, hexToPixel, polygonCorners, cellToHex, boardBounds, turn, ORIENTATIONS } from "./geometry.js";
import { cellValue, edgeOwners } from "./players.js";
import { columnName, cellLabel, standIn } from "./a11y.js";

const SVG = "http://www.w3.org/2000/svg";
export const SIZE = 20; // hex size in viewBox units; CSS scales the whole drawing to fit
const WIDTH = Math.sqrt(3) * SIZE; // a pointy-top hex's width
const BAND = 4000; // cells added a frame while a large board fills in
const DENSE = 2500; // boards of more cells drop the stones' letters and thin the chain

/** Sets attribute `name` of `node` to `value`, or removes it for null. */
function writeAttr(node, name, value) {
  if (value === null) node.removeAttribute(name);
  else node.setAttribute(name, value);
}

export const fmt = (n) => (Math.round(n * 100) / 100).toString();
const pointsOf = (points) => points.map((p) => `${fmt(p.x)},${fmt(p.y)}`).join(" ");
/** The smallest box {minX, minY, maxX, maxY} that holds `points`. */
function boundsOf(points) {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const { x, y } of points) {
    box.minX = Math.min(box.minX, x);
    box.minY = Math.min(box.minY, y);
    box.maxX = Math.max(box.maxX, x);
    box.maxY = Math.max(box.maxY, y);
  }
  return box;
}
export const samePlace = (a, b) => a === b || (a !== null && b !== null && a[0] === b[0] && a[1] === b[1]);

/** A `transform` that turns text at (x, y) back by `degrees`, so it reads upright on a board
 * turned by them; nothing on an unturned board. */
const upright = (degrees, x, y) => (degrees ? ` transform="rotate(${-degrees} ${fmt(x)} ${fmt(y)})"` : "");

/** The markup of one stone at pixel centre (x, y); letters are fixed text, never user input. */
function stoneMarkup(value, x, y) {
  const circle = value === "X"
    ? `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${SIZE * 0.62}"/>`
    // O is a ring as well as a colour, so it reads without colour vision.
    : `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${SIZE * 0.52}" class="ring"/>`;
  return `<g class="stone stone-${value}">${circle}<text x="${fmt(x)}" y="${fmt(y)}" text-anchor="middle" dominant-baseline="central">${value}</text></g>`;
}

export class BoardRenderer {
  /** Draws into `svg` (the board, which holds the cells' elements) and `overlay` (above it). */
  constructor(svg, overlay) {
    this.svg = svg;
    this.overlay = overlay;
    this.layout = layout(SIZE, { x: 0, y: 0 });
    this.drawn = null; // the state last drawn
    this.cells = []; // cell index → its element, once its row is built
    this.built = 0; // rows whose cells' elements exist
    this.kept = new Map(); // cell index → attributes waiting for the cell's element
    this.stones = []; // cell index → its stone in the overlay, or null
    this.tabStop = null; // the cell in the tab order, {row, col}
    this.space = null; // the board's group, in whose user space `layout` holds
    this.degrees = 0; // the turn of the board drawn, see ORIENTATIONS
  }

  /** Brings the drawing in line with `state`. */
  render(state) {
    // What was drawn, or null when everything is to be drawn afresh.
    const was = this.drawn?.board === state.board ? this.drawn : null;
    if (!was) this.build(state);
    else if (was.rule !== state.rule) this.drawEdges(state);
    const cellsChanged = was ? this.syncStones(state) : this.fillStones(state);
    if (!was || was.path !== state.path) this.drawPath(state.path);
    if (!was || was.hints !== state.hints) this.drawHints(state.hints);
    if (!was || !samePlace(was.last, state.last) || cellsChanged) this.drawLast(was?.last ?? null, state.last);
    if (!was || !samePlace(was.hover, state.hover) || cellsChanged) {
      const hover = state.hover && !state.cells[this.index(state.hover[0], state.hover[1])] ? state.hover : null;
      this.outlineAt(this.hoverMark, hover);
    }
    if (!was || !samePlace(was.focusRing, state.focusRing)) this.outlineAt(this.focusRing, state.focusRing);
    if (!was || was.coords !== state.coords) this.svg.classList.toggle("no-coords", !state.coords);
    if (!was || was.focus.row !== state.focus.row || was.focus.col !== state.focus.col) this.drawTabStop(was?.focus ?? null, state.focus);
    // The cells drawn are in `values`; the other fields are replaced, not changed in place.
    this.drawn = { ...state, focus: { ...state.focus } };
  }

  /** The element of a cell, or undefined while its row is still to come. */
  cell(row, col) {
    return this.cells[this.index(row, col)];
  }

  /** Adds the elements of every row up to `end` (all by default) at once: a download, the
   * keyboard's focus. */
  complete(end = this.rows) {
    this.addRows(Math.min(end, this.rows));
  }

  index(row, col) {
    return row * this.cols + col;
  }

  centre(row, col) {
    return hexToPixel(this.layout, cellToHex(row, col));
  }

  /** Corners `ids` (0 the upper right, clockwise) of cell (r, c)'s hex, in that order. */
  corners(r, c, ids) {
    const all = polygonCorners(this.layout, cellToHex(r, c));
    return ids.map((i) => all[i]);
  }

  /** Where the overlay draws the centre of cell (row, col): turned with the board. */
  spot(row, col) {
    return turn(this.centre(row, col), this.degrees);
  }

  /** The points of a hex round pixel centre (x, y) of the overlay, turned with the board. */
  hexPoints(x, y) {
    return this.shape.map((p) => `${fmt(x + p.x)},${fmt(y + p.y)}`).join(" ");
  }

  /** Draws an empty board of the state's size, with its edges and coordinates, and starts
   * adding the cells' elements. */
  build(state) {
    const { rows, cols } = state;
    this.rows = rows;
    this.cols = cols;
    const { svg, overlay } = this;
    const degrees = ORIENTATIONS[state.orientation] ?? 0;
    this.degrees = degrees;
    const b = boardBounds(this.layout, rows, cols);
    // The board as the screen shows it, turned; room for the coordinates outside the edges.
    const seen = boundsOf(this.outline().map((p) => turn(p, degrees)));
    const pad = SIZE * 2.2;
    const viewBox = `${fmt(seen.minX - pad)} ${fmt(seen.minY - pad)} ${fmt(seen.maxX - seen.minX + 2 * pad)} ${fmt(seen.maxY - seen.minY + 2 * pad)}`;
    const space = `<g class="space"${degrees ? ` transform="rotate(${degrees})"` : ""}>`;
    for (const layer of [svg, overlay]) {
      layer.setAttribute("viewBox", viewBox);
      layer.classList.toggle("dense", rows * cols > DENSE);
    }
    // Small boards stop growing at a comfortable size instead of filling the screen.
    svg.parentElement.style.maxWidth = `${Math.max(260, Math.round(((seen.maxX - seen.minX) / WIDTH + 2) * 72))}px`;

    this.offsets = polygonCorners(this.layout, cellToHex(0, 0));
    this.shape = this.offsets.map((p) => turn(p, degrees));
    // The face: the board's outline, filled with a tile two rows high and a hex wide that
    // holds the hexes crossing it (the lattice repeats every two rows). Its numbers are
    // written in full so that the tiles stay on the cells across hundreds of hexes.
    const origin = this.centre(0, 0);
    const hex = (x, y) => `M${this.offsets.map((p) => `${x + p.x},${y + p.y}`).join("L")}Z`;
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
      `<defs>${pattern}</defs>${space}<polygon class="face" part="cells" fill="url(#hex-tile)" points="${pointsOf(this.outline())}"/>` +
      `<g class="edges" part="edges" aria-hidden="true"></g><g class="coords" part="coords" aria-hidden="true">${this.coordsMarkup()}</g>` +
      `<g class="cells"></g></g>`;
    // The overlay's first shape spans it, unseen: the overlay's painted bounds then stay the
    // same as stones come and go, and Chromium repaints it without laying out its layers
    // again, which on a large board costs more than the rest of a move.
    const [vx, vy, vw, vh] = viewBox.split(" ");
    overlay.innerHTML =
      `<rect class="extent" x="${vx}" y="${vy}" width="${vw}" height="${vh}"/><g class="marks" part="path"></g><polygon class="hover" part="hover" points="" visibility="hidden"/>` +
      `<polyline class="chain" part="chain" points=""/><g class="stones" part="stones"></g><g class="hints" part="hints"></g>` +
      `<circle class="last-move" part="last-move" r="${SIZE * 0.78}" cx="0" cy="0" visibility="hidden"/>` +
      `<polygon class="focus-ring" points="" visibility="hidden"/>`;
    // The layers, in the order of the markup above.
    this.space = svg.lastChild;
    [, this.edgeLayer, , this.cellLayer] = this.space.children;
    [, this.marks, this.hoverMark, this.chain, this.stoneLayer, this.hintLayer, this.lastMark, this.focusRing] = overlay.children;
    this.drawEdges(state);
    this.values = new Uint8Array(rows * cols); // what the cells' elements and labels show
    this.stones = new Array(rows * cols).fill(null);
    this.cells = new Array(rows * cols);
    this.built = 0;
    this.kept = new Map();
    this.pathCells = [];
    this.hintCells = [];

    // The first band now, the others one a frame once this one has been painted.
    const band = Math.max(1, Math.floor(BAND / cols));
    this.addRows(Math.min(rows, band));
    const board = state.board;
    if (this.built < rows) {
      svg.setAttribute("aria-busy", "true");
      const next = () => {
        if (this.drawn?.board !== board || this.built === this.rows) return;
        this.addRows(Math.min(this.rows, this.built + band));
        if (this.built < this.rows) requestAnimationFrame(() => setTimeout(next, 0));
      };
      requestAnimationFrame(() => setTimeout(next, 0));
    } else {
      svg.removeAttribute("aria-busy");
    }
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
        const code = values[r * cols + c];
        // A cell with a stone is named for screen readers in its markup; see label().
        const named = code ? ` role="button" aria-label="${cellLabel(r, c, code)}"` : "";
        parts.push(`<rect data-row="${r}" data-col="${c}" data-cell="${cellValue(code)}" x="${fmt(x0 + c * WIDTH)}"${named}/>`);
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
    this.placeStandIn();
  }

  /** Keeps the board's holder in the tab order while the tab stop's cell is still to come. */
  placeStandIn() {
    standIn(this.svg.parentElement, Boolean(this.tabStop && this.cell(this.tabStop.row, this.tabStop.col)));
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
   * the one in the tab order, and those with stones. A role and a label on each empty cell
   * of a large board would nearly double the time a new board takes to appear. */
  label(r, c) {
    const i = this.index(r, c);
    this.setAttr(i, "role", "button");
    this.setAttr(i, "aria-label", cellLabel(r, c, this.values[i]));
  }

  /** Column letters above and below the board, row numbers left and right of it. */
  coordsMarkup() {
    const { rows, cols } = this;
    const label = (x, y, text) => `<text x="${fmt(x)}" y="${fmt(y)}"${upright(this.degrees, x, y)} text-anchor="middle" dominant-baseline="central">${text}</text>`;
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

  /** The four edges, each in the colour of the player who owns it under the state's rule. */
  drawEdges({ rule }) {
    const { rows, cols } = this;
    const owners = edgeOwners(rule);
    const line = (points, owner) => `<polyline class="edge edge-${owner}" points="${pointsOf(points)}"/>`;
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
    this.edgeLayer.innerHTML = line(top, owners.topBottom) + line(bottom, owners.topBottom) +
      line(left, owners.leftRight) + line(right, owners.leftRight);
  }

  /** Draws the stones of a new board at once (their markup is parsed in one go); returns
   * whether there are any. */
  fillStones(state) {
    const parts = [];
    const { cells } = state;
    for (let i = 0; i < cells.length; i++) {
      const code = cells[i];
      if (!code) continue;
      const r = Math.floor(i / this.cols);
      const c = i - r * this.cols;
      this.values[i] = code;
      // Cells still to come take their value from `values`.
      if (this.cells[i]) {
        this.cells[i].dataset.cell = cellValue(code);
        this.label(r, c);
      }
      const { x, y } = this.spot(r, c);
      parts.push(stoneMarkup(cellValue(code), x, y));
    }
    this.stoneLayer.innerHTML = parts.join("");
    let k = 0;
    for (let i = 0; i < cells.length; i++) if (cells[i]) this.stones[i] = this.stoneLayer.children[k++];
    return parts.length > 0;
  }

  /** Redraws the cells whose value differs from what is drawn; returns whether any did. */
  syncStones({ cells }) {
    const { values } = this;
    let changed = false;
    for (let i = 0; i < cells.length; i++) {
      if (values[i] !== cells[i]) {
        this.drawCell(i, cells[i]);
        changed = true;
      }
    }
    return changed;
  }

  /** Shows `code` in cell `i`: its element's hook and name, and its stone. */
  drawCell(i, code) {
    const r = Math.floor(i / this.cols);
    const c = i - r * this.cols;
    const value = cellValue(code);
    this.values[i] = code;
    this.setAttr(i, "data-cell", value);
    this.label(r, c);
    this.stones[i]?.remove();
    this.stones[i] = null;
    if (!code) return;
    const { x, y } = this.spot(r, c);
    const holder = document.createElementNS(SVG, "g");
    holder.innerHTML = stoneMarkup(value, x, y);
    this.stones[i] = holder.firstChild;
    this.stoneLayer.appendChild(holder.firstChild);
  }

  /** Moves the test hook `attribute` from the cells of `old` (indices) to those of `cells`
   * ([[row, col], ...] or null); returns the indices now flagged. */
  flagCells(attribute, old, cells) {
    for (const i of old) this.setAttr(i, attribute, null);
    const flagged = [];
    for (const [r, c] of cells ?? []) {
      const i = this.index(r, c);
      this.setAttr(i, attribute, "");
      flagged.push(i);
    }
    return flagged;
  }

  /** Highlights `path` ([[row, col], ...] or null), clearing the last one. */
  drawPath(path) {
    this.pathCells = this.flagCells("data-path", this.pathCells, path);
    const centres = (path ?? []).map(([r, c]) => this.spot(r, c));
    this.marks.innerHTML = centres.map(({ x, y }) => `<polygon class="path-cell" points="${this.hexPoints(x, y)}"/>`).join("");
    // A one-stone chain still gets a visible mark: a short tick through its centre.
    if (centres.length === 1) centres.push({ x: centres[0].x + 0.01, y: centres[0].y });
    this.chain.setAttribute("points", pointsOf(centres));
  }

  /** Outlines the cells of `cells` ([[row, col], ...] or null) as hints. */
  drawHints(cells) {
    this.hintCells = this.flagCells("data-hint", this.hintCells, cells);
    this.hintLayer.innerHTML = (cells ?? []).map(([r, c]) => {
      const { x, y } = this.spot(r, c);
      return `<polygon class="hint-cell" points="${this.hexPoints(x, y)}"/>`;
    }).join("");
  }

  /** Puts `mark` (a polygon of the overlay) on the hex of `at` ([row, col]), or hides it. */
  outlineAt(mark, at) {
    if (!at) {
      mark.setAttribute("visibility", "hidden");
      return;
    }
    const { x, y } = this.spot(at[0], at[1]);
    mark.setAttribute("points", this.hexPoints(x, y));
    mark.setAttribute("visibility", "visible");
  }

  /** Marks the last move ([row, col] or null), in the colour of its stone. */
  drawLast(from, move) {
    if (from && from[0] < this.rows && from[1] < this.cols) this.setAttr(this.index(from[0], from[1]), "data-last", null);
    if (!move) {
      this.lastMark.setAttribute("visibility", "hidden");
      return;
    }
    this.setAttr(this.index(move[0], move[1]), "data-last", "");
    const { x, y } = this.spot(move[0], move[1]);
    this.lastMark.setAttribute("cx", fmt(x));
    this.lastMark.setAttribute("cy", fmt(y));
    this.lastMark.setAttribute("class", `last-move last-${cellValue(this.values[this.index(move[0], move[1])])}`);
    this.lastMark.setAttribute("visibility", "visible");
  }

  /** Moves the one tab stop of the board from cell `from` to cell `to` (each {row, col}). */
  drawTabStop(from, to) {
    if (from && from.row < this.rows && from.col < this.cols) this.setAttr(this.index(from.row, from.col), "tabindex", "-1");
    this.setAttr(this.index(to.row, to.col), "tabindex", "0");
    this.label(to.row, to.col);
    this.tabStop = to;
    this.placeStandIn();
  }
}
