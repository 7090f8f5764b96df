// The named alternative to Game in `make bench`: a careful plain-JavaScript game of Hex, as a
// web app would write it for itself, as issue #14 describes it. Typed arrays, a union-find
// with path halving, edge flags at the roots, no allocation per move; X joins top to bottom,
// O left to right.

const EMPTY = 0;
const X = 1;
const O = 2;
// A root's flags: its group touches the mover's first edge (top or left), the second
// (bottom or right).
const FIRST = 1;
const SECOND = 2;

export class PlainGame {
  /** An empty board, or with `from` a copy of that game. */
  constructor(rows, cols, from) {
    this.rows = rows;
    this.cols = cols;
    const n = rows * cols;
    if (from) {
      this.cells = from.cells.slice();
      this.parent = from.parent.slice();
      this.flags = from.flags.slice();
      this.toMove = from.toMove;
      this.winner = from.winner;
    } else {
      this.cells = new Uint8Array(n);
      this.parent = new Int32Array(n);
      this.flags = new Uint8Array(n);
      this.reset();
    }
  }

  clone() {
    return new PlainGame(this.rows, this.cols, this);
  }

  reset() {
    this.cells.fill(EMPTY);
    this.toMove = X;
    this.winner = EMPTY;
  }

  find(i) {
    const parent = this.parent;
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  }

  // Joins the group of `b` into the root `root`; returns the root.
  union(root, b) {
    const rb = this.find(b);
    if (rb !== root) {
      this.parent[rb] = root;
      this.flags[root] |= this.flags[rb];
    }
    return root;
  }

  /** Plays the side to move at (row, col); returns "X", "O" or null. */
  play(row, col) {
    if (this.winner !== EMPTY) throw new Error("the game is over");
    const { rows, cols, cells } = this;
    if (!(row >= 0 && row < rows && col >= 0 && col < cols) || (row | 0) !== row || (col | 0) !== col) {
      throw new RangeError("off the board");
    }
    const at = row * cols + col;
    if (cells[at] !== EMPTY) throw new Error("occupied");
    const me = this.toMove;
    cells[at] = me;
    // A new stone is the root of its group: every union hangs the neighbour's root under it.
    this.parent[at] = at;
    this.flags[at] =
      me === X
        ? (row === 0 ? FIRST : 0) | (row === rows - 1 ? SECOND : 0)
        : (col === 0 ? FIRST : 0) | (col === cols - 1 ? SECOND : 0);
    if (row > 0) {
      if (cells[at - cols] === me) this.union(at, at - cols);
      if (col + 1 < cols && cells[at - cols + 1] === me) this.union(at, at - cols + 1);
    }
    if (col > 0 && cells[at - 1] === me) this.union(at, at - 1);
    if (col + 1 < cols && cells[at + 1] === me) this.union(at, at + 1);
    if (row + 1 < rows) {
      if (col > 0 && cells[at + cols - 1] === me) this.union(at, at + cols - 1);
      if (cells[at + cols] === me) this.union(at, at + cols);
    }
    this.toMove = me === X ? O : X;
    if (this.flags[at] === (FIRST | SECOND)) {
      this.winner = me;
      return me === X ? "X" : "O";
    }
    return null;
  }
}
