// The solver, off the page's thread: each message is a game (Game.toJSON()) and the options of
// solve(); the answer is what solve() proved, or the module's error message. The page stops a
// search by terminating this worker.
import init, { Game, solve } from "./pkg/web/index.js";

const ready = init();

self.onmessage = async ({ data: { id, json, options } }) => {
  await ready;
  let game = null;
  try {
    game = Game.fromJSON(json);
    self.postMessage({ id, solution: solve(game, options) });
  } catch (e) {
    self.postMessage({ id, error: e.message });
  } finally {
    game?.free();
  }
};
