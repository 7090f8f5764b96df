// The page's words for the game's facts: the two rules, how a cell is written ("X", "O", "."),
// the small numbers the drawing keeps cells as, and which player owns which edges.
// No DOM and no wasm here, so Node tests can import this file as it is (a game is read
// through its methods, never imported).

/** The values of the xConnects option: the edges X joins. */
export const RULES = Object.freeze(["top-bottom", "left-right"]);

/** A cell as the module and the text box write it, indexed by its code: 0 empty, 1 X, 2 O. */
const CELL_VALUES = ".XO";

/** The code of "X", "O" or "." (the drawing keeps a board as one byte a cell). */
export function cellCode(value) {
  const code = CELL_VALUES.indexOf(value);
  return code < 0 ? 0 : code;
}

/** "X", "O" or "." for a cell's code. */
export const cellValue = (code) => CELL_VALUES[code];

/**
 * Which player owns each pair of edges under `rule`: X owns the edges the rule names, O the
 * other two. Every part of the page that draws or names an edge asks here.
 */
export function edgeOwners(rule) {
  const xTopBottom = rule !== "left-right";
  return Object.freeze({ topBottom: xTopBottom ? "X" : "O", leftRight: xTopBottom ? "O" : "X" });
}

/** The edges `player` joins under `rule`, in words: "top and bottom" or "left and right". */
export function joins(player, rule) {
  return edgeOwners(rule).topBottom === player ? "top and bottom" : "left and right";
}

/** The cells of `game` (a Game) as codes, row by row: what a board view draws. */
export function cellsOf(game) {
  const { rows, cols } = game;
  const cells = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) cells[r * cols + c] = cellCode(game.cell(r, c) ?? ".");
  }
  return cells;
}
