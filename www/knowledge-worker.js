// The knowledge functions' work (in the bot's part of the package), off the page's thread:
// each message is a game (Game.toJSON()) and a task, "solve" with the options of solve(), or
// "overlay" for what the knowledge overlay draws; the answer is the task's result or the
// module's error message. The page stops a task by terminating the worker (see
// task-worker.js).
import init, { Game, solve, connections, mustPlay, inferior } from "./pkg/web/index.js";
import { linksToDraw } from "./links.js";

const ready = init();

const TASKS = {
  solve: (game, options) => solve(game, options),
  overlay: (game) => ({
    links: ["X", "O"].flatMap((player) => linksToDraw(player, connections(game, player))),
    mustPlay: game.winner ? null : mustPlay(game),
    dead: inferior(game).dead,
  }),
};

self.onmessage = async ({ data: { id, task, json, options } }) => {
  await ready;
  let game = null;
  try {
    game = Game.fromJSON(json);
    self.postMessage({ id, result: TASKS[task](game, options) });
  } catch (e) {
    self.postMessage({ id, error: e.message });
  } finally {
    game?.free();
  }
};
