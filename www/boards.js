// Boards shared by the page's examples, the tests and the benchmark: the Exercism boards and
// generated ones in the canonical row format ("X O .", each row indented one more space).
// Deterministic: a fixed-seed generator.

/** The twelve boards of the Exercism "connect" exercise (which uses X left-right), as
 * [description, rows]; the winner under that rule is in the description. */
export const EXERCISM = [
  ["an empty board has no winner", [". . . . .", " . . . . .", "  . . . . .", "   . . . . .", "    . . . . ."]],
  ["X can win on a 1x1 board", ["X"]],
  ["O can win on a 1x1 board", ["O"]],
  ["only edges does not make a winner", ["O O O X", " X . . X", "  X . . X", "   X O O O"]],
  ["illegal diagonal does not make a winner", ["X O . .", " O X X X", "  O X O .", "   . O X .", "    X X O O"]],
  ["nobody wins crossing adjacent angles", ["X . . .", " . X O .", "  O . X O", "   . O . X", "    . . O ."]],
  ["X wins crossing from left to right", [". O . .", " O X X X", "  O X O .", "   X X O X", "    . O X ."]],
  ["X wins with left-hand dead end fork", [". . X .", " X X . .", "  . X X X", "   O O O O"]],
  ["X wins with right-hand dead end fork", [". . X X", " X X . .", "  . X X .", "   O O O O"]],
  ["O wins crossing from top to bottom", [". O . .", " O X X X", "  O O O .", "   X X O X", "    . O X ."]],
  ["X wins using a convoluted path", [". X X . .", " X . X . X", "  . X . X .", "   . X X . .", "    O O O O O"]],
  ["X wins using a spiral path", [
    "O X X X X X X X X", " O X O O O O O O O", "  O X O X X X X X O", "   O X O X O O O X O",
    "    O X O X X X O X O", "     O X O O O X O X O", "      O X X X X X O X O", "       O O O O O O O X O",
    "        X X X X X X X X O",
  ]],
];

/** The Exercism spiral: X wins it under both rules. */
export const SPIRAL = EXERCISM[11][1];

/** A generator of numbers in [0, 1) from a seed: a 32-bit linear congruential generator. */
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function toRows(cells, n, m) {
  const rows = new Array(n);
  for (let r = 0; r < n; r++) {
    let line = " ".repeat(r);
    for (let c = 0; c < m; c++) line += (c ? " " : "") + cells[r * m + c];
    rows[r] = line;
  }
  return rows;
}

/** A full board: X and O stones in equal numbers (X one more when odd), shuffled. */
export function fullRandom(n, m, seed) {
  const next = rng(seed);
  const cells = Array.from({ length: n * m }, (_, i) => (i % 2 === 0 ? "X" : "O"));
  for (let i = cells.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [cells[i], cells[j]] = [cells[j], cells[i]];
  }
  return toRows(cells, n, m);
}

/** A sparse board with no winner: 15% X and 15% O, with one empty row and column to be sure. */
export function sparseNoWinner(n, m, seed) {
  const next = rng(seed);
  const cells = Array.from({ length: n * m }, () => {
    const x = next();
    return x < 0.15 ? "X" : x < 0.3 ? "O" : ".";
  });
  const midRow = n >> 1;
  const midCol = m >> 1;
  for (let c = 0; c < m; c++) cells[midRow * m + c] = ".";
  for (let r = 0; r < n; r++) cells[r * m + midCol] = ".";
  return toRows(cells, n, m);
}

/** One chain of X about n*m/2 stones long: full rows joined alternately at the right and left. */
export function serpentine(n, m) {
  const cells = new Array(n * m).fill(".");
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < m; c++) {
      if (r % 2 === 0) cells[r * m + c] = "X";
      else if ((r % 4 === 1 && c === m - 1) || (r % 4 === 3 && c === 0)) cells[r * m + c] = "X";
    }
  }
  return toRows(cells, n, m);
}

/** A position of a random game: `moves` stones played alternately on random empty cells. */
export function randomGame(n, m, moves, seed) {
  const next = rng(seed);
  const cells = new Array(n * m).fill(".");
  const order = Array.from({ length: n * m }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  for (let k = 0; k < moves; k++) cells[order[k]] = k % 2 === 0 ? "X" : "O";
  return toRows(cells, n, m);
}

/** Rows without indentation or spaces ("XO.X"): for boards too tall for the indented form,
 * whose last row would hold a space per row above it. */
export function packedRows(cells, n, m) {
  const rows = new Array(n);
  for (let r = 0; r < n; r++) rows[r] = cells.slice(r * m, (r + 1) * m).join("");
  return rows;
}

/** `k` cells drawn as fullRandom draws them, packed in one row (`vertical` false) or in one
 * column of one-cell rows. */
export function oneLine(k, seed, vertical) {
  const cells = fullRandom(1, k, seed)[0].split(" ");
  return vertical ? packedRows(cells, k, 1) : packedRows(cells, 1, k);
}

/** A board with no stones. */
export function emptyBoard(n, m) {
  return toRows(new Array(n * m).fill("."), n, m);
}

/** A full board O wins, where X's one cluster winds up and down: X in every even column from
 * row 1 to the row above the last, the columns joined alternately just above the last row
 * and in row 1, entered from the top through cell (0, 0) only. At least 3x3. */
export function winding(n, m) {
  const cells = new Array(n * m).fill("O");
  cells[0] = "X";
  for (let r = 1; r + 1 < n; r++) {
    for (let c = 0; c < m; c++) {
      if (c % 2 === 0 || (r + 2 === n && c % 4 === 1) || (r === 1 && c % 4 === 3 && c + 1 < m)) cells[r * m + c] = "X";
    }
  }
  return toRows(cells, n, m);
}

/** A full board O wins, where X has two clusters that wind up and down as on `winding`: one
 * in the left part, entered from the top through cell (0, 0) only, and the same turned half
 * round in the right part, entered from the bottom through the last cell only, with a column
 * of O between them. A flood from either edge follows a whole cluster. At least 3x7. */
export function twoWindings(n, m) {
  const part = (m - 1) >> 1;
  const left = winding(n, part).map((row) => row.replace(/ /g, ""));
  const cells = new Array(n * m).fill("O");
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < part; c++) {
      cells[r * m + c] = left[r][c];
      cells[(n - 1 - r) * m + (m - 1 - c)] = left[r][c];
    }
  }
  return toRows(cells, n, m);
}

/** A square spiral of X stones, two cells between its turns, from (0, 1) along the top edge
 * and inwards: it touches no edge but the top, so nobody has won. At least 3x3. */
export function squareSpiral(n, m) {
  const cells = new Array(n * m).fill(".");
  let [top, left, bottom, right] = [0, 1, n - 2, m - 2];
  let [r, c] = [0, 1];
  cells[1] = "X";
  for (;;) {
    const start = r * m + c;
    while (c < right) cells[r * m + ++c] = "X";
    top += 2;
    while (r < bottom) cells[++r * m + c] = "X";
    right -= 2;
    while (c > left) cells[r * m + --c] = "X";
    bottom -= 2;
    while (r > top) cells[--r * m + c] = "X";
    left += 2;
    if (r * m + c === start || top > bottom || left > right) break;
  }
  return toRows(cells, n, m);
}
