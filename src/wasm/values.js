// The JavaScript values the module answers with that are made on this side: the players'
// names, made once and handed out every time, and cell lists as `[row, col]` pairs.

export const X = "X";
export const O = "O";

// The rows and columns of the steps of NEIGHBOURS (src/hex.rs), in its order.
const ROW_STEP = [-1, -1, 0, 0, 1, 1];
const COL_STEP = [0, 1, -1, 1, -1, 0];

// [[row, col], ...] from a chain's first cell and its steps, a view of wasm memory with an
// index into NEIGHBOURS a cell after the first.
export function toPairs(row, col, steps) {
  const n = steps.length;
  const pairs = new Array(n + 1);
  pairs[0] = [row, col];
  for (let j = 0; j < n; j++) {
    const k = steps[j];
    row += ROW_STEP[k];
    col += COL_STEP[k];
    pairs[j + 1] = [row, col];
  }
  return pairs;
}
