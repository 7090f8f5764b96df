// What the page says about the game on screen: the status line, the chain's length, the move
// list, which of Undo and Redo can act, the legend and the rule and size controls of a new
// board, and the hint line with its outlines on the board.
import { analyze } from "./pkg/web/index.js";
import { joins } from "./board/players.js";

const $ = (id) => document.getElementById(id);

/** Wires the status displays to `session` (see session.js). Returns `setHints(on)`, the
 * Hints switch. */
export function wireStatus(session) {
  const ui = {
    status: $("status"), turn: $("turn"), moves: $("moves"), undo: $("undo"), redo: $("redo"),
    legendX: $("legend-x"), legendO: $("legend-o"), newRows: $("new-rows"), newCols: $("new-cols"),
    distance: $("distance"), error: $("error"), text: $("board"),
  };
  let hints = false;

  /** How far each side is from joining, and the side to move's shortest completion. */
  function showHints() {
    const { game, view } = session;
    ui.distance.hidden = !hints;
    if (!hints) {
      view.set({ hints: null });
      ui.distance.textContent = "";
      return;
    }
    const a = analyze(game);
    const need = (p) => (a.distance[p] === null ? `${p} cannot win` : a.distance[p] === 0 ? `${p} has won` : `${p} needs ${a.distance[p]}`);
    ui.distance.textContent = `${need("X")} · ${need("O")}`;
    view.set({ hints: game.winner ? null : a.completion[game.toMove] });
  }

  /** The rule and the size of a new board, in the controls that set them. */
  function showBoard() {
    const { game, rule } = session;
    for (const input of document.querySelectorAll('input[name="rule"]')) input.checked = input.value === rule;
    ui.legendX.textContent = `X joins ${joins("X", rule)}`;
    ui.legendO.textContent = `O joins ${joins("O", rule)}`;
    ui.newRows.value = String(game.rows);
    ui.newCols.value = String(game.cols);
  }

  session.onChange(({ fresh }) => {
    const { game, view } = session;
    const who = game.winner;
    const chain = view.state.path?.length ?? 0;
    ui.status.className = who ? `status win-${who}` : "status";
    ui.status.textContent = who ? `${who} wins` : `No winner · ${game.toMove} to play`;
    ui.turn.textContent = who ? `Chain of ${chain} stone${chain === 1 ? "" : "s"}, highlighted.` : "";
    ui.moves.textContent = game.toMoves() || "none yet";
    ui.undo.disabled = !game.canUndo;
    ui.redo.disabled = !game.canRedo;
    ui.error.textContent = "";
    ui.text.removeAttribute("aria-invalid");
    showHints();
    if (fresh) showBoard();
  });

  return function setHints(on) {
    hints = on;
    showHints();
  };
}
