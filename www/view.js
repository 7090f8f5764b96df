// The SVG board: one polygon a cell (the test hooks data-row, data-col, data-cell,
// data-path, data-hint, data-last and data-suggest live on it), the four edges in their
// owners' colours, coordinates round the board, the stones, the chain, the last-move mark and
// the computer's suggestion.
//
// Two SVGs lie one on the other with the same viewBox: the board below (edges, coordinates,
// cells, in rows), which a move leaves as it is apart from attributes no style reads, and a
// light overlay above (stones, chain, highlights, hints, the hovered cell, the last move),
// which is all a move repaints. A new board is written as one string of markup per layer,
// parsed once. So a move costs the same on 19x19 as on 200x200.
import { layout, hexToPixel, polygonCorners, cellToHex, boardBounds, ARROW_STEPS } from "./geometry.js";

const SVG = "http://www.w3.org/2000/svg";
const SIZE = 20; // hex size in viewBox units; CSS scales the whole drawing to fit
const NAMES = { X: "X", O: "O", ".": "empty" };

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
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
    this.values = new Uint8Array(0); // 0 empty, 1 X, 2 O: what is drawn
    this.stones = [];
    this.chainNodes = [];
    this.hintNodes = [];
    this.focus = { row: 0, col: 0 };
    this.lay = layout(SIZE, { x: 0, y: 0 });
    svg.addEventListener("click", (e) => {
      const g = e.target.closest("[data-row]");
      if (g) this.activate(Number(g.dataset.row), Number(g.dataset.col));
    });
    svg.addEventListener("keydown", (e) => this.key(e));
    const point = (e) => {
      const g = e.target.closest?.("[data-row]");
      if (!g) return;
      const [row, col] = [Number(g.dataset.row), Number(g.dataset.col)];
      this.setHover(row, col);
      this.onPoint(cellName(row, col));
    };
    svg.addEventListener("pointerover", point);
    svg.addEventListener("focusin", point);
    svg.addEventListener("pointerleave", () => {
      this.setHover(null);
      this.onPoint(null);
    });
  }

  cell(row, col) {
    return this.cells[row * this.cols + col];
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

    // Every cell is the same hexagon moved: its corners are fixed offsets from its centre.
    // (A polygon, not a path: a path's `d` is a style property, and 40,000 different ones
    // cost the style engine more than the rest of the board together.)
    const offsets = polygonCorners(this.lay, cellToHex(0, 0));
    const half = offsets.reduce((m, p) => Math.max(m, p.x), 0); // half a hex's width
    this.hexPoints = (x, y) => offsets.map((p) => `${fmt(x + p.x)},${fmt(y + p.y)}`).join(" ");
    // Within a row the corners take 2·cols + 1 x values and four y values, each written once
    // and shared by the cells that meet there: the markup of 40,000 cells is then string
    // concatenation only, and neighbours' common corners are the very same numbers.
    const corner = offsets.map((p) => Math.round(p.x / half) + 1); // 0, 1 or 2 half-widths right
    // One clipped viewport a row, whose box holds its hexes exactly: hit testing skips the
    // rows away from the pointer instead of testing every cell of the board.
    const parts = [];
    const width = fmt(b.maxX - b.minX);
    for (let r = 0; r < rows; r++) {
      const { x: x0, y } = this.centre(r, 0);
      const top = fmt(y - SIZE);
      const box = `${fmt(b.minX)} ${top} ${width} ${2 * SIZE}`;
      parts.push(`<svg class="row" x="${fmt(b.minX)}" y="${top}" width="${width}" height="${2 * SIZE}" viewBox="${box}" overflow="hidden">`);
      const xs = Array.from({ length: 2 * cols + 1 }, (_, k) => fmt(x0 - half + k * half));
      const ys = offsets.map((p) => fmt(y + p.y));
      for (let c = 0; c < cols; c++) {
        let points = "";
        for (let i = 0; i < 6; i++) points += `${i ? " " : ""}${xs[2 * c + corner[i]]},${ys[i]}`;
        parts.push(`<polygon class="cell" data-row="${r}" data-col="${c}" data-cell="." points="${points}"/>`);
      }
      parts.push(`</svg>`);
    }
    svg.innerHTML =
      `<g class="edges" aria-hidden="true"></g><g class="coords" aria-hidden="true">${this.coordsMarkup()}</g>` +
      `<g class="cells">${parts.join("")}</g>`;
    this.overlay.innerHTML =
      `<g class="marks"></g><polygon class="hover" points="" visibility="hidden"/>` +
      `<polyline class="chain" points=""/><g class="stones"></g><g class="hints"></g>` +
      `<circle class="last-move" r="${SIZE * 0.78}" cx="0" cy="0" visibility="hidden"/>` +
      `<polygon class="suggest-cell" points="" visibility="hidden"/>`;
    this.edgeLayer = svg.querySelector(".edges");
    this.drawEdges(rule);
    this.cells = Array.from(svg.querySelectorAll(".cell"));
    this.marks = this.overlay.querySelector(".marks");
    this.hover = this.overlay.querySelector(".hover");
    this.chain = this.overlay.querySelector(".chain");
    this.stoneLayer = this.overlay.querySelector(".stones");
    this.hintLayer = this.overlay.querySelector(".hints");
    this.lastMark = this.overlay.querySelector(".last-move");
    this.suggestMark = this.overlay.querySelector(".suggest-cell");
    this.suggested = null;
    this.values = new Uint8Array(rows * cols);
    this.stones = new Array(rows * cols).fill(null);
    this.chainNodes = [];
    this.hintNodes = [];
    this.last = null;
    this.focus = { row: Math.min(this.focus.row, rows - 1), col: Math.min(this.focus.col, cols - 1) };
    this.cell(this.focus.row, this.focus.col).setAttribute("tabindex", "0");
    this.label(this.focus.row, this.focus.col);
  }

  /** Names a cell for screen readers ("f6, X"). Only the cells a reader can reach carry it:
   * the one in the tab order, and those with stones. A role and a label on each of 40,000
   * empty cells would nearly double the time a new board takes to appear. */
  label(r, c) {
    const g = this.cell(r, c);
    g.setAttribute("role", "button");
    g.setAttribute("aria-label", `${cellName(r, c)}, ${NAMES[g.dataset.cell]}`);
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
    const { rows, cols, lay } = this;
    const xTopBottom = rule === "top-bottom";
    const corners = (r, c, ids) => ids.map((i) => polygonCorners(lay, cellToHex(r, c))[i]);
    const line = (points, owner) => el("polyline", { class: `edge edge-${owner}`, points: pointsOf(points) }, this.edgeLayer);
    const top = [];
    const bottom = [];
    for (let c = 0; c < cols; c++) {
      top.push(...corners(0, c, [4, 5, 0]));
      bottom.push(...corners(rows - 1, c, [3, 2, 1]));
    }
    const left = [];
    const right = [];
    for (let r = 0; r < rows; r++) {
      left.push(...corners(r, 0, [4, 3]));
      right.push(...corners(r, cols - 1, [0, 1]));
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
        const i = r * this.cols + c;
        this.values[i] = value === "X" ? 1 : 2;
        const g = this.cells[i];
        g.dataset.cell = value;
        this.label(r, c);
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
    const i = r * this.cols + c;
    const code = value === "X" ? 1 : value === "O" ? 2 : 0;
    if (this.values[i] === code) return;
    this.values[i] = code;
    const g = this.cells[i];
    g.dataset.cell = value;
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
    for (const g of this.chainNodes) g.removeAttribute("data-path");
    this.chainNodes = [];
    const centres = [];
    for (const [r, c] of path ?? []) {
      const g = this.cell(r, c);
      g.setAttribute("data-path", "");
      this.chainNodes.push(g);
      centres.push(this.centre(r, c));
    }
    this.marks.innerHTML = centres.map(({ x, y }) => `<polygon class="path-cell" points="${this.hexPoints(x, y)}"/>`).join("");
    // A one-stone chain still gets a visible mark: a short tick through its centre.
    if (centres.length === 1) centres.push({ x: centres[0].x + 0.01, y: centres[0].y });
    this.chain.setAttribute("points", pointsOf(centres));
  }

  /** Outlines the cells of `cells` ([[row, col], ...] or null) as hints. */
  setHints(cells) {
    for (const g of this.hintNodes) g.removeAttribute("data-hint");
    this.hintNodes = [];
    const outlines = [];
    for (const [r, c] of cells ?? []) {
      const g = this.cell(r, c);
      g.setAttribute("data-hint", "");
      this.hintNodes.push(g);
      const { x, y } = this.centre(r, c);
      outlines.push(`<polygon class="hint-cell" points="${this.hexPoints(x, y)}"/>`);
    }
    this.hintLayer.innerHTML = outlines.join("");
  }

  /** Moves the test hook `attribute` from cell `from` to cell `to` (each [row, col] or null). */
  moveFlag(attribute, from, to) {
    if (from) this.cell(from[0], from[1])?.removeAttribute(attribute);
    if (to) this.cell(to[0], to[1]).setAttribute(attribute, "");
  }

  /** Marks the computer's suggested move ([row, col] or null) with `data-suggest`. */
  setSuggestion(move) {
    this.moveFlag("data-suggest", this.suggested, move);
    this.suggested = move;
    if (!move) {
      this.suggestMark.setAttribute("visibility", "hidden");
      return;
    }
    const { x, y } = this.centre(move[0], move[1]);
    this.suggestMark.setAttribute("points", this.hexPoints(x, y));
    this.suggestMark.setAttribute("visibility", "visible");
  }

  /** Shades the cell under the pointer (or nothing, for null). */
  setHover(row, col) {
    if (row === null || !this.hover) {
      this.hover?.setAttribute("visibility", "hidden");
      return;
    }
    const { x, y } = this.centre(row, col);
    this.hover.setAttribute("points", this.hexPoints(x, y));
    this.hover.setAttribute("visibility", this.values[row * this.cols + col] ? "hidden" : "visible");
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
    this.lastMark.setAttribute("class", `last-move last-${this.values[move[0] * this.cols + move[1]] === 1 ? "X" : "O"}`);
    this.lastMark.setAttribute("visibility", "visible");
  }

  activate(row, col) {
    this.moveFocus(row, col, false);
    this.onActivate(row, col);
  }

  moveFocus(row, col, focus = true) {
    if (row < 0 || col < 0 || row >= this.rows || col >= this.cols) return;
    this.cell(this.focus.row, this.focus.col)?.setAttribute("tabindex", "-1");
    this.focus = { row, col };
    const g = this.cell(row, col);
    g.setAttribute("tabindex", "0");
    this.label(row, col);
    if (focus) g.focus();
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
