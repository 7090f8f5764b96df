// Simulations a second of bestMove in WebAssembly under Node, on the positions of the
// native `cargo bench --bench bot`:
//   make package && node benches/bot-bench.mjs
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const pkg = fileURLToPath(new URL("../pkg/node.cjs", import.meta.url));
const { Game, bestMove } = createRequire(import.meta.url)(pkg);

const positions = [
  ["11x11 empty", 11, ""],
  ["11x11 after 20 moves", 11, "f6 e7 g5 d8 c9 h4 e5 f5 g4 d6 c7 h3 i2 b8 j2 a9 e9 g3 b10 k1"],
  ["13x13 empty", 13, ""],
];
// A first search warms the module up.
bestMove(new Game(11, 11), { simulations: 2000 });
for (const [name, size, moves] of positions) {
  const game = Game.fromMoves(moves, size, size, { swap: false });
  const start = performance.now();
  const found = bestMove(game, { simulations: 20000, seed: 1 });
  const ms = performance.now() - start;
  const rate = Math.round((found.simulations / ms) * 1000);
  console.log(
    `${name.padEnd(24)} ${String(rate).padStart(9)} simulations/s  (${found.simulations} in ${ms.toFixed(0)} ms, ${found.move} at ${found.winRate.toFixed(2)})`,
  );
  game.free();
}
