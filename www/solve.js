// The Solve button: who wins the position on screen with perfect play, and with which moves,
// proved by the package's solve() in a module worker (knowledge-worker.js) on a copy of the
// game, so that the page keeps answering. Stop terminates the worker; the time limit ends a
// search inside it, and an answer the search did not prove says so rather than guess.
//
// The status line carries the state in data-solve ("running", "done", "unproved", "stopped"
// or "failed"; absent before the first search and once the position changes) and the
// search's number in data-search while it runs, so a page or a test waits on them instead of
// on time.
import { TaskWorker } from "./task-worker.js";

const $ = (id) => document.getElementById(id);
const seconds = (ms) => `${ms % 1000 === 0 ? ms / 1000 : (ms / 1000).toFixed(1)} s`;

/** The sentence for what solve() returned on `game` within a limit of `limitMs`. */
export function describe(solution, game, limitMs) {
  const { winner, moves, complete } = solution;
  const mover = game.toMove;
  if (winner === null) return `Not proved within ${seconds(limitMs)}.`;
  if (winner !== mover) return `${winner} wins whatever ${mover} plays.`;
  if (!complete) return `${winner} wins; the winning moves were not all proved within ${seconds(limitMs)}.`;
  return `${winner} wins: ${moves.join(", ")}.`;
}

/** Wires the Solve and Stop buttons and the time limit: `current()` is the game on screen,
 * `fail(message)` shows an error. Returns `update`, to call after each change of the game. */
export function wireSolve({ current, fail }) {
  const button = $("solve");
  const stop = $("solve-stop");
  const time = $("solve-time");
  const say = $("solve-status");
  const solver = new TaskWorker(new URL("./knowledge-worker.js", import.meta.url));

  let job = null; // { id, key, started } while a search runs
  let answered = null; // the position the answer shown is about
  let searches = 0;
  let clock = 0;

  const keyOf = (game) => JSON.stringify(game.toJSON());

  /** Shows `state` (see above; null for none) and `text`, ticking while a search runs. */
  function show(state, text) {
    clearInterval(clock);
    const running = state === "running";
    button.disabled = running;
    stop.disabled = !running;
    if (state) say.dataset.solve = state;
    else delete say.dataset.solve;
    if (running) say.dataset.search = String(job.id);
    else delete say.dataset.search;
    say.textContent = text;
    if (running) {
      const tick = () => { say.textContent = `Solving… ${((performance.now() - job.started) / 1000).toFixed(1)} s`; };
      tick();
      clock = setInterval(tick, 100);
    }
  }

  /** Ends the search or forgets the answer, and shows `state` and `text`. */
  function drop(state, text) {
    job = null;
    answered = null;
    solver.stop();
    show(state, text);
  }

  async function start() {
    const game = current();
    if (!game) return;
    if (game.winner) {
      answered = keyOf(game);
      show("done", `${game.winner} has won already.`);
      return;
    }
    const json = game.toJSON();
    const limit = Number(time.value);
    const mine = { id: ++searches, key: JSON.stringify(json), started: performance.now() };
    job = mine;
    show("running", "");
    const answer = await solver.run("solve", json, { timeMs: limit });
    // Stopped, or dropped with its position: whoever did it has said so.
    if (answer === null || job !== mine) return;
    job = null;
    if (answer.error) {
      show("failed", "");
      fail(`The solver could not answer: ${answer.error}`);
      return;
    }
    answered = mine.key;
    show(answer.result.winner === null ? "unproved" : "done", describe(answer.result, game, limit));
  }

  button.addEventListener("click", start);
  stop.addEventListener("click", () => {
    if (job) drop("stopped", "Stopped.");
  });

  /** Drops a search, or an answer, about a position no longer on screen. */
  return function update() {
    if (!job && answered === null) return;
    const key = keyOf(current());
    if ((job?.key ?? answered) !== key) drop(null, "");
  };
}
