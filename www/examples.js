// The boards of the examples menu.

import { EXERCISM, SPIRAL, fullRandom, serpentine } from "./boards.js";

/** { id, label, rows, rule } for each example. */
export const EXAMPLES = [
  ...EXERCISM.map(([label, rows], i) => ({ id: `exercism-${i + 1}`, label: `Exercism: ${label}`, rows, rule: "left-right" })),
  { id: "spiral", label: "Spiral (the Exercism spiral, X top-bottom)", rows: SPIRAL, rule: "top-bottom" },
  { id: "serpentine", label: "Serpentine 21x21: a chain of 231 stones", rows: serpentine(21, 21), rule: "top-bottom" },
  { id: "large", label: "Large: a full random 50x50 board", rows: fullRandom(50, 50, 2026), rule: "top-bottom" },
  { id: "huge", label: "Huge: a full random 200x200 board", rows: fullRandom(200, 200, 7), rule: "top-bottom" },
];
