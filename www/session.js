// The game on screen: a wasm `Game`, which keeps the winner, the history and what redo can
// bring back, and its rule. Every change goes to the board view at once (a move redraws its
// cell, the chain and the last-move mark) and then to the listeners: the status line, the
// records and the computer, and the text box and URL, which write a moment later.
import { Game, fromTrmph } from "./pkg/web/index.js";
import { cellCode, cellValue, cellsOf } from "./board/players.js";

export class Session {
  /**
   * `view` is the BoardView and `fail(message)` shows an error. `computer` answers whether
   * the computer is thinking about its own move (`thinking()`: clicks wait) and whether it
   * plays a side (`plays(player)`: undo and redo step over its moves).
   */
  constructor(view, fail, computer) {
    this.view = view;
    this.fail = fail;
    this.computer = computer;
    this.game = null;
    this.rule = "top-bottom";
    this.listeners = [];
  }

  /** Calls `listener(change)` after each change: change.fresh is true for a new game, and
   * change.typed when it came from the text box (which must not be rewritten under the user). */
  onChange(listener) {
    this.listeners.push(listener);
  }

  /** Draws the game's chain and last move, with `patch` (more of the view's state), in one
   * go, and then tells the listeners. */
  changed(change, patch = {}) {
    const { game, view } = this;
    view.set({ ...patch, path: game.winner ? game.winningPath() : null, last: game.lastMove });
    for (const listener of this.listeners) listener(change);
  }

  /** Starts a new game from `next` (a Game), dropping the old one and its history. `empty`
   * says that it has no stones, which spares reading its cells. */
  start(next, rule, { typed = false, empty = false } = {}) {
    this.game?.free();
    this.game = next;
    this.rule = rule;
    const { rows, cols } = next;
    this.view.show({ rows, cols, rule, cells: empty ? new Uint8Array(rows * cols) : cellsOf(next) });
    this.changed({ fresh: true, typed });
  }

  /** A new empty game of the given size under the rule on screen. */
  startEmpty(rows, cols) {
    this.start(new Game(rows, cols, { xConnects: this.rule }), this.rule, { empty: true });
  }

  /** A new game from rows; shows the module's error instead when they are not a board. */
  load(rows, rule, options) {
    try {
      this.start(Game.fromRows(rows, { xConnects: rule }), rule, options);
      return true;
    } catch (e) {
      this.fail(e.message, { invalidText: true });
      return false;
    }
  }

  /** A new game from a trmph link (or its fragment); shows the module's error when it is none. */
  loadTrmph(link) {
    try {
      this.start(fromTrmph(link, { xConnects: this.rule }), this.rule);
      return true;
    } catch (e) {
      this.fail(e.message);
      return false;
    }
  }

  /** Plays at (row, col) for the side to move, when the cell is empty and play is open. */
  play(row, col) {
    const { game, view } = this;
    if (!game || game.winner || this.computer.thinking() || view.cellAt(row, col) !== ".") return;
    const mover = game.toMove;
    game.play(row, col);
    const { cells, cols } = view.state;
    cells[row * cols + col] = cellCode(mover);
    this.changed({ fresh: false, typed: false }, { cells });
  }

  /** Plays a move given in notation (a swap, the computer's move), or shows why it cannot. */
  playMove(move) {
    try {
      this.game.playMove(move);
      this.resync();
    } catch (e) {
      this.fail(e.message);
    }
  }

  // Against the computer, undo and redo step over its move too, so that it is the player's turn.
  undo() {
    const { game } = this;
    if (!game.undo()) return;
    if (this.computer.plays(game.toMove) && game.canUndo) game.undo();
    this.resync();
  }

  redo() {
    const { game } = this;
    if (!game.redo()) return;
    if (this.computer.plays(game.toMove) && game.canRedo) game.redo();
    this.resync();
  }

  /** After a change of more than one cell: the view takes the game's cells again. */
  resync() {
    this.changed({ fresh: false, typed: false }, { cells: cellsOf(this.game) });
  }

  /** The position as rows of cells ("X", "O", "."), from what the view shows (which is the
   * game's position, without a call into the module for each cell). */
  grid() {
    const { rows, cols, cells } = this.view.state;
    const grid = new Array(rows);
    for (let r = 0; r < rows; r++) {
      const row = new Array(cols);
      for (let c = 0; c < cols; c++) row[c] = cellValue(cells[r * cols + c]);
      grid[r] = row;
    }
    return grid;
  }
}
