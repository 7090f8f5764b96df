// The computer's search, off the page's thread: each message is a game (Game.toJSON()) and the
// search options; the answer is bestMove(game, options) or the module's error message. The page
// stops a search by terminating this worker.
import init, { Game, bestMove } from "./pkg/web/index.js";

const ready = init();

self.onmessage = async ({ data: { id, json, options } }) => {
  await ready;
  let game = null;
  try {
    game = Game.fromJSON(json);
    self.postMessage({ id, best: bestMove(game, options) });
  } catch (e) {
    self.postMessage({ id, error: e.message });
  } finally {
    game?.free();
  }
};
