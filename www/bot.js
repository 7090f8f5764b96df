// Playing against the computer, and the Hint button. The search (bestMove) runs in a
// module worker (bot-worker.js) on a copy of the game made with Game.toJSON(), so the page
// keeps answering while it thinks; Stop terminates the worker, and a new one starts with the
// next search. main.js hands in the game on screen and how to play a move; everything else
// about the computer is here.
const WORKER = new URL("./bot-worker.js", import.meta.url);

/**
 * Wires the computer's controls. `current()` is the game on screen, `playAt(row, col)` and
 * `playMove(notation)` play for the computer, `suggest(cell)` marks a hint on the board
 * ([row, col] or null) and `fail(message)` shows an error. Returns the hooks main.js calls.
 */
export function wireBot({ current, playAt, playMove, suggest, fail }) {
  const side = document.getElementById("bot-side");
  const time = document.getElementById("bot-time");
  const hint = document.getElementById("hint");
  const stop = document.getElementById("stop");
  const say = document.getElementById("bot-status");

  let worker = null;
  let job = null; // { id, kind: "move" | "hint", key, started } while a search runs
  let nextId = 1;
  let hinted = null; // the position a shown hint belongs to
  let clock = 0;

  // The position and everything the search depends on, as one string.
  const keyOf = (game) => JSON.stringify(game.toJSON());

  // While a search runs, the status line carries its number in data-search: a page (or a
  // test) can tell one search from the next without timing them.
  function busy(on) {
    stop.disabled = !on;
    hint.disabled = on;
    clearInterval(clock);
    if (on) say.dataset.search = String(job.id);
    else delete say.dataset.search;
    if (on) {
      const tick = () => { say.textContent = `Thinking… ${((performance.now() - job.started) / 1000).toFixed(1)} s`; };
      tick();
      clock = setInterval(tick, 100);
    }
  }

  function cancel(message = "") {
    if (job) {
      worker?.terminate();
      worker = null;
      job = null;
      busy(false);
      say.textContent = message;
    }
  }

  function search(kind) {
    const game = current();
    if (!game || game.winner) return;
    cancel();
    if (!worker) {
      worker = new Worker(WORKER, { type: "module" });
      worker.onmessage = answer;
      worker.onerror = (e) => {
        cancel();
        fail(`The computer stopped: ${e.message}`);
      };
    }
    const json = game.toJSON();
    job = { id: nextId++, kind, key: JSON.stringify(json), started: performance.now() };
    worker.postMessage({ id: job.id, json, options: { timeMs: Number(time.value) } });
    busy(true);
  }

  function answer({ data }) {
    if (!job || data.id !== job.id) return;
    const done = job;
    job = null;
    busy(false);
    const game = current();
    if (keyOf(game) !== done.key) return; // the game changed while the search ran
    if (data.error) {
      fail(`The computer could not move: ${data.error}`);
      return;
    }
    const { move, row, col, winRate, simulations } = data.best;
    const odds = `${Math.round(winRate * 100)}% for ${game.toMove}, ${simulations.toLocaleString("en")} playouts`;
    if (done.kind === "hint") {
      hinted = done.key;
      if (row !== null) suggest([row, col]);
      say.textContent = `Hint: ${move} (${odds})`;
      return;
    }
    say.textContent = `The computer played ${move} (${odds})`;
    if (row === null) playMove(move);
    else playAt(row, col);
  }

  const computerPlays = (player) => side.value === player;

  /** Called after every change of the game: drops stale hints and searches, and starts the
   * computer's move when it is its turn. */
  function update() {
    const game = current();
    if (!game) return;
    if (!job && hinted === null && side.value === "") return; // nothing to do: cheap
    const key = keyOf(game);
    if (hinted !== null && hinted !== key) {
      hinted = null;
      suggest(null);
    }
    if (job && job.key !== key) cancel();
    if (!job && !game.winner && computerPlays(game.toMove)) search("move");
  }

  side.addEventListener("change", () => {
    cancel();
    update();
  });
  hint.addEventListener("click", () => search("hint"));
  stop.addEventListener("click", () => {
    const wasMove = job?.kind === "move";
    cancel("Stopped.");
    // Stopping the computer's own move also stops it playing, until a side is chosen again.
    if (wasMove) side.value = "";
  });

  return {
    update,
    /** Whether the computer is thinking about its own move (clicks must wait). */
    thinking: () => job?.kind === "move",
    /** Whether the computer plays `player`. */
    plays: computerPlays,
  };
}
