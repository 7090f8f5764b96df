//! The tests' reference: who wins, by trying every move to the end (a win-or-lose
//! alpha-beta: the first winning move ends a node's search), with a memo of the positions
//! seen. It keeps its own board of two bit masks and its own flood fill, built from the
//! crate's public neighbour table, so it shares nothing with the solver or the knowledge
//! layer it checks.

use crate::hex::neighbours;
use crate::{Board, Cell, Player, Rule};
use std::collections::HashMap;

pub(crate) struct Minimax {
    rows: usize,
    cols: usize,
    /// Each cell's neighbours as a mask.
    near: Vec<u64>,
    /// X's two edges, then O's.
    edges: [[u64; 2]; 2],
    memo: HashMap<(u64, u64, bool), bool>,
}

impl Minimax {
    /// A reference for boards of `rows` x `cols` (at most 64 cells).
    pub(crate) fn new(rows: usize, cols: usize, rule: Rule) -> Minimax {
        let bit = |r: usize, c: usize| 1u64 << (r * cols + c);
        let near = (0..rows * cols)
            .map(|i| neighbours(i / cols, i % cols, rows, cols).fold(0, |m, (r, c)| m | bit(r, c)))
            .collect();
        let row = |r: usize| (0..cols).fold(0, |m, c| m | bit(r, c));
        let col = |c: usize| (0..rows).fold(0, |m, r| m | bit(r, c));
        let top_bottom = [row(0), row(rows - 1)];
        let left_right = [col(0), col(cols - 1)];
        let edges = if rule.joins_top_bottom(Player::X) {
            [top_bottom, left_right]
        } else {
            [left_right, top_bottom]
        };
        Minimax {
            rows,
            cols,
            near,
            edges,
            memo: HashMap::new(),
        }
    }

    fn joins(&self, stones: u64, player: Player) -> bool {
        let [start, goal] = self.edges[usize::from(player == Player::O)];
        let mut reached = stones & start;
        let mut frontier = reached;
        while frontier != 0 {
            let cell = frontier.trailing_zeros() as usize;
            frontier &= frontier - 1;
            let fresh = self.near[cell] & stones & !reached;
            reached |= fresh;
            frontier |= fresh;
        }
        reached & goal != 0
    }

    /// Whether `to_move` wins with X on `x` and O on `o`, where nobody has won yet.
    fn wins_masks(&mut self, x: u64, o: u64, to_move: Player) -> bool {
        let key = (x, o, to_move == Player::O);
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let mut result = false;
        for cell in 0..self.rows * self.cols {
            if let Some(wins) = self.move_wins_masks(x, o, to_move, cell) {
                if wins {
                    result = true;
                    break;
                }
            }
        }
        self.memo.insert(key, result);
        result
    }

    fn move_wins_masks(&mut self, x: u64, o: u64, to_move: Player, cell: usize) -> Option<bool> {
        let bit = 1u64 << cell;
        if (x | o) & bit != 0 {
            return None;
        }
        let (x, o) = if to_move == Player::X {
            (x | bit, o)
        } else {
            (x, o | bit)
        };
        let own = if to_move == Player::X { x } else { o };
        Some(self.joins(own, to_move) || !self.wins_masks(x, o, to_move.opponent()))
    }

    fn masks(board: &Board) -> (u64, u64) {
        let (mut x, mut o) = (0, 0);
        for r in 0..board.height() {
            for c in 0..board.width() {
                let bit = 1u64 << (r * board.width() + c);
                match board.get(r, c) {
                    Some(Cell::X) => x |= bit,
                    Some(Cell::O) => o |= bit,
                    _ => {}
                }
            }
        }
        (x, o)
    }

    /// Who has won `board` already, if anyone.
    pub(crate) fn winner(&self, board: &Board) -> Option<Player> {
        let (x, o) = Minimax::masks(board);
        [(x, Player::X), (o, Player::O)]
            .into_iter()
            .find(|&(stones, p)| self.joins(stones, p))
            .map(|(_, p)| p)
    }

    /// Whether `to_move` wins `board`, which has no winner yet.
    pub(crate) fn wins(&mut self, board: &Board, to_move: Player) -> bool {
        let (x, o) = Minimax::masks(board);
        self.wins_masks(x, o, to_move)
    }

    /// Every winning move of `to_move` on `board` (no winner yet), in reading order.
    pub(crate) fn winning_moves(&mut self, board: &Board, to_move: Player) -> Vec<(usize, usize)> {
        let (x, o) = Minimax::masks(board);
        let cols = self.cols;
        (0..self.rows * cols)
            .filter(|&cell| self.move_wins_masks(x, o, to_move, cell) == Some(true))
            .map(|cell| (cell / cols, cell % cols))
            .collect()
    }
}
