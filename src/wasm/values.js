// The JavaScript values the module answers with that are made on this side: the players'
// names, made once and handed out every time, and cell lists as `[row, col]` pairs.

export const X = "X";
export const O = "O";

// [[row, col], ...] from a flat [row, col, row, col, ...] view of wasm memory.
export function toPairs(flat) {
  const n = flat.length >> 1;
  const pairs = new Array(n);
  for (let j = 0; j < n; j++) pairs[j] = [flat[2 * j], flat[2 * j + 1]];
  return pairs;
}
