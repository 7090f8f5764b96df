// The boards of the examples menu.

// The twelve boards of the Exercism "connect" exercise, which uses X left-right.
const EXERCISM = [
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

// A long chain: full rows of X joined alternately at the right and the left end.
function serpentine(n) {
  return Array.from({ length: n }, (_, r) => {
    if (r % 2 === 0) return "X".repeat(n);
    return r % 4 === 1 ? ".".repeat(n - 1) + "X" : "X" + ".".repeat(n - 1);
  });
}

// A full board of a random game: the same board every time (a fixed-seed generator).
function randomFull(rows, cols, seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const cells = [];
  for (let i = 0; i < rows * cols; i++) cells.push(i % 2 === 0 ? "X" : "O");
  for (let i = cells.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [cells[i], cells[j]] = [cells[j], cells[i]];
  }
  return Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols).join(""));
}

/** { id, label, rows, rule } for each example. */
export const EXAMPLES = [
  ...EXERCISM.map(([label, rows], i) => ({ id: `exercism-${i + 1}`, label: `Exercism: ${label}`, rows, rule: "left-right" })),
  { id: "spiral", label: "Spiral (the Exercism spiral, X top-bottom)", rows: EXERCISM[11][1], rule: "top-bottom" },
  { id: "serpentine", label: "Serpentine 21x21: a chain of 231 stones", rows: serpentine(21), rule: "top-bottom" },
  { id: "large", label: "Large: a full random 50x50 board", rows: randomFull(50, 50, 2026), rule: "top-bottom" },
  { id: "huge", label: "Huge: a full random 200x200 board", rows: randomFull(200, 200, 7), rule: "top-bottom" },
];
