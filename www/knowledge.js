// The knowledge overlay: both players' virtual connections (bridges and edge templates among
// them) drawn as links with their carriers, the side to move's must-play region and the dead
// cells. The package's connections(), mustPlay() and inferior() run in a module worker
// (knowledge-worker.js, which also picks the links: links.js), since on a large position they
// take seconds; the board renderer draws the answer (the view's `knowledge` field). A change
// of the position clears the overlay at once and asks again, once the move has been painted.
import { afterPaint } from "./paint.js";
import { TaskWorker } from "./task-worker.js";

const $ = (id) => document.getElementById(id);
const count = (n, what) => `${n} ${what}${n === 1 ? "" : "s"}`;

/** Wires the overlay switch to `session` (see session.js). Returns `update`, to call after
 * each change of the game. */
export function wireKnowledge(session) {
  const toggle = $("knowledge");
  const say = $("knowledge-status");
  const worker = new TaskWorker(new URL("./knowledge-worker.js", import.meta.url));
  let drawn = 0;

  const ask = afterPaint(async () => {
    const { game, view } = session;
    if (!toggle.checked || !game) return;
    const mover = game.toMove;
    say.textContent = "Finding connections…";
    const answer = await worker.run("overlay", game.toJSON());
    if (answer === null) return; // a newer position took its place
    if (answer.error) {
      say.textContent = answer.error;
    } else {
      const { links, mustPlay, dead } = answer.result;
      view.set({ knowledge: answer.result });
      const saving = mustPlay === null ? "" : mustPlay.length === 0 ? ` · nothing saves ${mover}` : ` · ${mover} must play in ${count(mustPlay.length, "cell")}`;
      say.textContent = `${count(links.length, "connection")} · ${count(dead.length, "dead cell")}${saving}`;
    }
    // How many positions the overlay has shown, for a page or a test to wait on.
    say.dataset.drawn = String(++drawn);
  });

  function update() {
    worker.stop();
    if (session.view.state.knowledge) session.view.set({ knowledge: null });
    if (toggle.checked) {
      ask();
    } else {
      say.textContent = "";
      delete say.dataset.drawn;
    }
  }

  toggle.addEventListener("change", update);
  return update;
}
