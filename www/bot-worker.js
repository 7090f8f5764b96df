// The computer's search, off the page's thread: each message is a game (Game.toJSON()) and the
// search options; the answer is the bot's bestMove(game, options) or the module's error
// message. One Bot serves the worker's whole life, so that the computer's next move (or a
// hint, then the move) goes on from the tree of its last search when the game continued from
// there; any other position starts afresh. The page stops a search by terminating this
// worker, and the tree goes with it.
import init, { Bot, Game } from "./pkg/web/index.js";

const ready = init();
let bot = null;

self.onmessage = async ({ data: { id, json, options } }) => {
  await ready;
  let game = null;
  try {
    bot ??= new Bot();
    game = Game.fromJSON(json);
    self.postMessage({ id, best: bot.bestMove(game, options) });
  } catch (e) {
    self.postMessage({ id, error: e.message });
  } finally {
    game?.free();
  }
};
