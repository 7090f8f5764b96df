// The SVG board: one <g> a cell, the four edges in their owners' colours, and the chain.
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

export class BoardView {
  /** @param svg the <svg> element; @param onActivate (row, col) when a cell is clicked or chosen by key */
  constructor(svg, onActivate) {
    this.svg = svg;
    this.onActivate = onActivate;
    this.rows = 0;
    this.cols = 0;
    this.cells = [];
    this.focus = { row: 0, col: 0 };
    this.lay = layout(SIZE, { x: 0, y: 0 });
    svg.addEventListener("click", (e) => {
      const g = e.target.closest("[data-row]");
      if (g) this.activate(Number(g.dataset.row), Number(g.dataset.col));
    });
    svg.addEventListener("keydown", (e) => this.key(e));
  }

  cell(row, col) {
    return this.cells[row * this.cols + col];
  }

  /** Draws an empty board of the given size, with edges for `rule`. */
  build(rows, cols, rule) {
    this.rows = rows;
    this.cols = cols;
    this.rule = rule;
    const svg = this.svg;
    svg.replaceChildren();
    const b = boardBounds(this.lay, rows, cols);
    const pad = SIZE * 0.9;
    svg.setAttribute("viewBox", `${fmt(b.minX - pad)} ${fmt(b.minY - pad)} ${fmt(b.maxX - b.minX + 2 * pad)} ${fmt(b.maxY - b.minY + 2 * pad)}`);
    svg.classList.toggle("dense", rows * cols > 2500);
    // Small boards stop growing at a comfortable size instead of filling the screen.
    svg.style.maxWidth = `${Math.max(260, Math.round((cols + (rows - 1) / 2) * 72))}px`;

    this.edgeLayer = el("g", { class: "edges", "aria-hidden": "true" }, svg);
    this.drawEdges(rule);
    const cellLayer = el("g", { class: "cells" }, svg);
    this.cells = new Array(rows * cols);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const g = el("g", { class: "cell", "data-row": r, "data-col": c, "data-cell": ".", role: "button", tabindex: -1 }, cellLayer);
        el("polygon", { class: "hex", points: pointsOf(polygonCorners(this.lay, cellToHex(r, c))) }, g);
        g.setAttribute("aria-label", `row ${r + 1}, column ${c + 1}, empty`);
        this.cells[r * cols + c] = g;
      }
    }
    // The chain runs over the hexes but under the stones, so their letters stay readable;
    // stones let clicks through to their cell.
    this.chain = el("polyline", { class: "chain", "aria-hidden": "true", points: "" }, svg);
    this.stoneLayer = el("g", { class: "stones", "aria-hidden": "true" }, svg);
    this.stones = new Array(rows * cols).fill(null);
    this.chainNodes = [];
    this.focus = { row: Math.min(this.focus.row, rows - 1), col: Math.min(this.focus.col, cols - 1) };
    this.cell(this.focus.row, this.focus.col).setAttribute("tabindex", "0");
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

  /** Shows `grid` (same size as built) and highlights `path` ([[row, col], ...] or null). */
  show(grid, path) {
    for (let r = 0; r < this.rows; r++) {
      const row = grid[r];
      for (let c = 0; c < this.cols; c++) {
        const g = this.cell(r, c);
        if (g.dataset.cell !== row[c]) this.setStone(g, r, c, row[c]);
      }
    }
    for (const g of this.chainNodes) g.removeAttribute("data-path");
    this.chainNodes = [];
    const centres = [];
    for (const [r, c] of path ?? []) {
      const g = this.cell(r, c);
      g.setAttribute("data-path", "");
      this.chainNodes.push(g);
      centres.push(hexToPixel(this.lay, cellToHex(r, c)));
    }
    // A one-stone chain still gets a visible mark: a short tick through its centre.
    if (centres.length === 1) centres.push({ x: centres[0].x + 0.01, y: centres[0].y });
    this.chain.setAttribute("points", pointsOf(centres));
  }

  setStone(g, r, c, value) {
    g.dataset.cell = value;
    g.setAttribute("aria-label", `row ${r + 1}, column ${c + 1}, ${NAMES[value]}`);
    const i = r * this.cols + c;
    this.stones[i]?.remove();
    this.stones[i] = null;
    if (value === ".") return;
    const { x, y } = hexToPixel(this.lay, cellToHex(r, c));
    const stone = el("g", { class: `stone stone-${value}` }, this.stoneLayer);
    this.stones[i] = stone;
    if (value === "X") {
      el("circle", { cx: fmt(x), cy: fmt(y), r: SIZE * 0.62 }, stone);
    } else {
      // O is a ring as well as a colour, so it reads without colour vision.
      el("circle", { cx: fmt(x), cy: fmt(y), r: SIZE * 0.52, class: "ring" }, stone);
    }
    const text = el("text", { x: fmt(x), y: fmt(y), "text-anchor": "middle", "dominant-baseline": "central" }, stone);
    text.textContent = value;
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
