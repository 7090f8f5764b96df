// The Solve button: who wins the position on screen with perfect play, and with which moves,
// proved by the package's solve() in a module worker (solve-worker.js) on a copy of the game,
// so that the page keeps answering. Stop terminates the worker; the time limit ends a search
// inside it, and an answer the search did not prove says so rather than guess.
//
// The status line carries the state in data-solve ("running", "done", "unproved", "stopped"
// or "failed"; absent before the first search and once the position changes) and the search's
// number in data-search, so a page or a test waits on them instead of on time.
const WORKER = new URL("./solve-worker.js", import.meta.url);

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

  let worker = null;
  let job = null; // { id, key, limit, started } while a search runs
  let answered = null; // the position the shown answer is about
  let nextId = 1;
  let clock = 0;

  const keyOf = (game) => JSON.stringify(game.toJSON());

  function show(state, text) {
    clearInterval(clock);
    button.disabled = state === "running";
    stop.disabled = state !== "running";
    if (state) say.dataset.solve = state;
    else delete say.dataset.solve;
    if (state === "running") say.dataset.search = String(job.id);
    else delete say.dataset.search;
    say.textContent = text;
    if (state === "running") {
      const tick = () => { say.textContent = `Solving… ${((performance.now() - job.started) / 1000).toFixed(1)} s`; };
      tick();
      clock = setInterval(tick, 100);
    }
  }

  function cancel(state, text) {
    worker?.terminate();
    worker = null;
    job = null;
    answered = null;
    show(state, text);
  }

  function start() {
    const game = current();
    if (!game) return;
    if (job) cancel(null, "");
    if (game.winner) {
      answered = keyOf(game);
      show("done", `${game.winner} has won already.`);
      return;
    }
    if (!worker) {
      worker = new Worker(WORKER, { type: "module" });
      worker.onmessage = answer;
      worker.onerror = (e) => {
        cancel("failed", "");
        fail(`The solver stopped: ${e.message}`);
      };
    }
    const json = game.toJSON();
    const limit = Number(time.value);
    job = { id: nextId++, key: JSON.stringify(json), limit, started: performance.now() };
    worker.postMessage({ id: job.id, json, options: { timeMs: limit } });
    show("running", "");
  }

  function answer({ data }) {
    if (!job || data.id !== job.id) return;
    const done = job;
    job = null;
    const game = current();
    if (keyOf(game) !== done.key) {
      show(null, "");
      return;
    }
    if (data.error) {
      show("failed", "");
      fail(`The solver could not answer: ${data.error}`);
      return;
    }
    answered = done.key;
    show(data.solution.complete || data.solution.winner !== null ? "done" : "unproved", describe(data.solution, game, done.limit));
  }

  button.addEventListener("click", start);
  stop.addEventListener("click", () => {
    if (job) cancel("stopped", "Stopped.");
  });

  /** Drops a search, or an answer, about a position no longer on screen. */
  return function update() {
    if (!job && answered === null) return;
    const key = keyOf(current());
    if (job && job.key !== key) cancel(null, "");
    else if (answered !== null && answered !== key) {
      answered = null;
      show(null, "");
    }
  };
}
