// The knowledge overlay: both players' virtual connections (bridges and edge templates among
// them) drawn as links with their carriers, the side to move's must-play region and the dead
// cells, from the package's connections(), mustPlay() and inferior(). The board renderer
// draws them (the view's `knowledge` field); this module chooses what to show. It runs after
// the move has been painted, and only while the switch is on.
import { connections, mustPlay, inferior } from "./pkg/web/index.js";
import { afterPaint } from "./paint.js";
import { linksToDraw } from "./links.js";

const $ = (id) => document.getElementById(id);

/** Wires the overlay switch to `session` (see session.js). Returns `update`, to call after
 * each change of the game. */
export function wireKnowledge(session) {
  const toggle = $("knowledge");
  const say = $("knowledge-status");
  let drawn = 0;

  const draw = afterPaint(() => {
    const { game, view } = session;
    if (!toggle.checked || !game) {
      view.set({ knowledge: null });
      say.textContent = "";
      delete say.dataset.drawn;
      return;
    }
    try {
      const links = ["X", "O"].flatMap((player) => linksToDraw(player, connections(game, player)));
      const { dead } = inferior(game);
      const region = game.winner ? null : mustPlay(game);
      view.set({ knowledge: { links, mustPlay: region, dead } });
      const saving = region === null ? "" : region.length === 0 ? ` · nothing saves ${game.toMove}` : ` · ${game.toMove} must play in ${region.length} cell${region.length === 1 ? "" : "s"}`;
      say.textContent = `${links.length} connection${links.length === 1 ? "" : "s"} · ${dead.length} dead cell${dead.length === 1 ? "" : "s"}${saving}`;
    } catch (e) {
      view.set({ knowledge: null });
      say.textContent = e.message;
    }
    // How many positions the overlay has shown, for a page or a test to wait on.
    say.dataset.drawn = String(++drawn);
  });

  toggle.addEventListener("change", draw);
  return draw;
}
