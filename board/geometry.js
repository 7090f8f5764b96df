// Hex geometry for pointy-top hexagons, after Red Blob Games' "Hexagonal Grids" guide.
//
// A board cell (row, col) is the axial hex q = col, r = row: each row then sits half a hex
// to the right of the one above, which is exactly the rhombus that the text rows describe,
// and the six axial neighbours are the six neighbours of the game.

const SQRT3 = Math.sqrt(3);

// The forward matrix turns axial (q, r) into pixels; the inverse turns pixels back.
const POINTY = Object.freeze({
  f0: SQRT3, f1: SQRT3 / 2, f2: 0, f3: 3 / 2,
  b0: SQRT3 / 3, b1: -1 / 3, b2: 0, b3: 2 / 3,
  startAngle: -30, // corner i sits at 60°·i − 30°
});

/** A layout: hex size (centre to corner, in pixels) and the pixel position of hex (0, 0). */
export function layout(size, origin = { x: 0, y: 0 }) {
  return Object.freeze({ size, origin: { x: origin.x, y: origin.y } });
}

/** The centre of hex {q, r} in pixels. */
export function hexToPixel(lay, { q, r }) {
  const M = POINTY;
  return {
    x: (M.f0 * q + M.f1 * r) * lay.size + lay.origin.x,
    y: (M.f2 * q + M.f3 * r) * lay.size + lay.origin.y,
  };
}

/** The fractional hex {q, r} under pixel {x, y}; see hexRound. */
export function pixelToHex(lay, { x, y }) {
  const M = POINTY;
  const px = (x - lay.origin.x) / lay.size;
  const py = (y - lay.origin.y) / lay.size;
  return { q: M.b0 * px + M.b1 * py, r: M.b2 * px + M.b3 * py };
}

/** The hex that contains a fractional hex: rounds in cube coordinates, so q + r + s = 0 holds. */
export function hexRound({ q, r }) {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 }; // "+ 0" turns -0 into 0
}

/** Offset of corner i (0..5) from a hex centre. */
export function cornerOffset(lay, i) {
  const angle = (Math.PI / 180) * (60 * i + POINTY.startAngle);
  return { x: lay.size * Math.cos(angle), y: lay.size * Math.sin(angle) };
}

/** The six corners of hex {q, r}, clockwise on screen from the upper right. */
export function polygonCorners(lay, hex) {
  const centre = hexToPixel(lay, hex);
  const corners = [];
  for (let i = 0; i < 6; i++) {
    const off = cornerOffset(lay, i);
    corners.push({ x: centre.x + off.x, y: centre.y + off.y });
  }
  return corners;
}

/** Board cell to axial hex, and back. */
export const cellToHex = (row, col) => ({ q: col, r: row });
export const hexToCell = ({ q, r }) => ({ row: r, col: q });

/** The bounding box, in pixels, of a board of `rows` x `cols` hexes under `lay`. */
export function boardBounds(lay, rows, cols) {
  const w = SQRT3 * lay.size;
  const first = hexToPixel(lay, cellToHex(0, 0));
  const lastRow = hexToPixel(lay, cellToHex(rows - 1, 0));
  const last = hexToPixel(lay, cellToHex(rows - 1, cols - 1));
  return {
    minX: first.x - w / 2,
    minY: first.y - lay.size,
    maxX: Math.max(last.x, hexToPixel(lay, cellToHex(0, cols - 1)).x) + w / 2,
    maxY: lastRow.y + lay.size,
  };
}

/**
 * The six cells that touch a cell, as [row, col] offsets, in the order of the core's
 * `hex_connect::NEIGHBOURS`: each row sits half a cell to the right of the one above, so
 * (r, c) touches (r-1, c) and (r-1, c+1) but not (r-1, c-1).
 */
export const NEIGHBOURS = Object.freeze([[-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0]].map(Object.freeze));

/**
 * How a board is turned on screen: the angle, in degrees clockwise (SVG's `rotate()`), by which
 * the rhombus above is turned. `rhombus` draws it as it is: pointy-top hexes, the first row
 * along the top. `flat` is HexGui's default ("Diamond") view: turned 30° anticlockwise, the
 * hexes flat-topped, a1 the left corner, the first row along the upper left side, the last
 * along the lower right, column a along the lower left and the last column along the upper
 * right; so under the top-bottom rule X's edges are the upper and the lower side.
 */
export const ORIENTATIONS = Object.freeze({ rhombus: 0, flat: -30 });
export const DEFAULT_ORIENTATION = "rhombus";

/** The orientation named `name`, or the default for anything else (null, a typo). */
export function orientationOf(name) {
  return Object.hasOwn(ORIENTATIONS, name) ? name : DEFAULT_ORIENTATION;
}

/** Point {x, y} turned by `degrees` clockwise on screen about the origin. */
export function turn({ x, y }, degrees) {
  if (!degrees) return { x, y };
  const a = (Math.PI / 180) * degrees;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return { x: x * cos - y * sin, y: x * sin + y * cos };
}

// The arrow keys, each an entry of NEIGHBOURS, so that an arrow goes the way it points. On the
// rhombus, left and right follow the row, up and down go to the neighbour in the same column
// (up-left and down-right on screen), and with Shift to the other one (up-right, down-left).
// Turned flat, up and down are exact; right and left follow the row (up-right, down-left on
// screen), and with Shift go down-right and up-left, along the column.
const [UP, UP_RIGHT, LEFT, RIGHT, DOWN_LEFT, DOWN] = NEIGHBOURS;
const RHOMBUS_ARROW_STEPS = Object.freeze({
  ArrowLeft: LEFT,
  ArrowRight: RIGHT,
  ArrowUp: UP,
  ArrowDown: DOWN,
  ShiftArrowUp: UP_RIGHT,
  ShiftArrowDown: DOWN_LEFT,
});
const FLAT_ARROW_STEPS = Object.freeze({
  ArrowLeft: LEFT,
  ArrowRight: RIGHT,
  ArrowUp: UP_RIGHT,
  ArrowDown: DOWN_LEFT,
  ShiftArrowLeft: UP,
  ShiftArrowRight: DOWN,
});

/** The arrow keys' steps on a board drawn in `orientation`. */
export function arrowSteps(orientation) {
  return orientation === "flat" ? FLAT_ARROW_STEPS : RHOMBUS_ARROW_STEPS;
}

/** The six neighbours of board cell (row, col), on a board or not. */
export function neighbours(row, col) {
  return NEIGHBOURS.map(([dr, dc]) => [row + dr, col + dc]);
}
