// The named alternative to Game in `make bench`: a careful plain-JavaScript game of Hex, as a
// web app would write it for itself. Typed arrays, a union-find with path halving, the four
// edges as extra nodes, no allocation per move; X joins top to bottom, O left to right.

const EMPTY = 0;
const X = 1;
const O = 2;

export class PlainGame {
  constructor(rows, cols) {
    this.rows = rows;
    this.cols = cols;
    const n = rows * cols;
    this.cells = new Uint8Array(n);
    // Nodes: the cells, then top, bottom, left and right.
    this.parent = new Int32Array(n + 4);
    this.top = n;
    this.bottom = n + 1;
    this.left = n + 2;
    this.right = n + 3;
    this.reset();
  }

  reset() {
    this.cells.fill(EMPTY);
    const parent = this.parent;
    for (let i = 0; i < parent.length; i++) parent[i] = i;
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

  union(a, b) {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[ra] = rb;
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
    let won;
    if (me === X) {
      if (row === 0) this.union(at, this.top);
      if (row === rows - 1) this.union(at, this.bottom);
      won = this.find(this.top) === this.find(this.bottom);
    } else {
      if (col === 0) this.union(at, this.left);
      if (col === cols - 1) this.union(at, this.right);
      won = this.find(this.left) === this.find(this.right);
    }
    this.toMove = me === X ? O : X;
    if (won) {
      this.winner = me;
      return me === X ? "X" : "O";
    }
    return null;
  }
}
