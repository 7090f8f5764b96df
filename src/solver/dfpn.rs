//! Depth-first proof-number search with a transposition table.
//!
//! Each node holds two numbers from the side to move's view: `phi`, how hard it looks to
//! prove that side wins, and `delta`, how hard to prove it loses. A node's `phi` is the
//! least `delta` of its children (one losing child is enough) and its `delta` the sum of
//! their `phi` (every child must be a win for the opponent). The search descends into the
//! child of least `delta` with thresholds that send it back up as soon as another child
//! looks cheaper, so it needs memory only for its table.

use super::order::order;
use super::{Solution, SolveOptions};
use crate::knowledge::{self, Position};
use crate::Player;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

/// A proof or disproof number that stands for "never": the node is decided the other way.
const INF: u64 = 1 << 48;

/// The most expansions remembered; past it the memory starts again empty.
const MAX_EXPANSIONS: usize = 1 << 16;

/// Nodes between two readings of the clock.
const CLOCK_EVERY: u64 = 64;

/// A sum of proof numbers: `INF` if any is, and below `INF` otherwise.
fn add(a: u64, b: u64) -> u64 {
    if a >= INF || b >= INF {
        INF
    } else {
        (a + b).min(INF - 1)
    }
}

/// A 64-bit mix of one number (the finaliser of SplitMix64), so that each stone gets an
/// independent-looking hash code without a table.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn stone_code(cell: usize, player: Player) -> u64 {
    let side = u64::from(player == Player::O);
    mix((cell as u64 * 2 + side + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

const O_TO_MOVE: u64 = 0x5851_F42D_4C95_7F2D;

/// The Zobrist codes of a position and of the same position turned by 180 degrees.
///
/// The half turn maps each player's edges onto each other, so the turned position has the
/// same winner, and its winning moves are the turned ones: the table files both under one
/// key and learns them once. The cell `i` of a `rows` x `cols` board turns into
/// `rows * cols - 1 - i`.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Key {
    code: u64,
    turned: u64,
    cells: usize,
}

impl Key {
    fn of(position: &Position) -> Key {
        let side = if position.to_move() == Player::O {
            O_TO_MOVE
        } else {
            0
        };
        let cells = position.rows() * position.cols();
        let mut key = Key {
            code: side,
            turned: side,
            cells,
        };
        for player in [Player::X, Player::O] {
            for cell in position.stones(player).iter() {
                key.code ^= stone_code(cell, player);
                key.turned ^= stone_code(key.turn(cell), player);
            }
        }
        key
    }

    fn turn(&self, cell: usize) -> usize {
        self.cells.saturating_sub(cell + 1)
    }

    /// The key after `mover`, the side to move, plays `cell`.
    fn child(&self, cell: usize, mover: Player) -> Key {
        Key {
            code: self.code ^ stone_code(cell, mover) ^ O_TO_MOVE,
            turned: self.turned ^ stone_code(self.turn(cell), mover) ^ O_TO_MOVE,
            cells: self.cells,
        }
    }

    /// Whether the position is its own half turn.
    fn symmetric(&self) -> bool {
        self.code == self.turned
    }

    /// The key of this position and its half turn in the table, never 0 (the table's mark
    /// of an empty slot).
    fn shared(&self) -> u64 {
        self.code.min(self.turned) | 1
    }

    /// The key of this very position, for what depends on where its stones stand.
    fn exact(&self) -> u64 {
        self.code
    }
}

/// A slot of the table: the key (0 when empty), `phi`, `delta`, and the nodes spent on the
/// position, so that the most expensive results are the ones kept. Plain words, so that a
/// new table is zeroed memory the system hands over without writing it.
type Entry = [u64; 4];

/// A table of pairs of slots: a position goes in the slot of its key's pair that holds it
/// already, else in the one that cost less to compute.
struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    fn new(entries: usize) -> Table {
        let size = entries.max(2).next_power_of_two();
        let size = if size > entries.max(2) {
            size / 2
        } else {
            size
        };
        Table {
            entries: vec![[0; 4]; size],
            mask: size - 1,
        }
    }

    fn slots(&self, key: u64) -> [usize; 2] {
        let first = (key >> 1) as usize & self.mask;
        [first, first ^ 1]
    }

    fn get(&self, key: u64) -> Option<(u64, u64)> {
        self.slots(key)
            .into_iter()
            .filter_map(|i| self.entries.get(i))
            .find(|e| e[0] == key)
            .map(|e| (e[1], e[2]))
    }

    fn put(&mut self, key: u64, phi: u64, delta: u64, work: u64) {
        let [a, b] = self.slots(key);
        let (ea, eb) = match (self.entries.get(a), self.entries.get(b)) {
            (Some(ea), Some(eb)) => (*ea, *eb),
            _ => return,
        };
        let slot = if ea[0] == key {
            a
        } else if eb[0] == key {
            b
        } else if ea[3] <= eb[3] {
            a
        } else {
            b
        };
        if let Some(e) = self.entries.get_mut(slot) {
            *e = [key, phi, delta, work];
        }
    }
}

/// What a node is before its children are searched.
#[derive(Clone)]
enum Expansion {
    /// The side to move wins (it has won, or knows how to).
    Win,
    /// The side to move loses.
    Loss,
    /// The position with its inferior cells filled in, and the moves worth searching in the
    /// order to try them.
    Moves(Position, Rc<[usize]>),
}

struct Search<'a> {
    table: Table,
    nodes: u64,
    max_nodes: u64,
    deadline: Option<f64>,
    clock: &'a mut dyn FnMut() -> f64,
    stopped: bool,
    knowledge: bool,
    expansions: HashMap<u64, Expansion>,
}

impl Search<'_> {
    /// [`Search::evaluate`], remembered: the search comes back to a node many times, and
    /// the knowledge costs far more than a lookup.
    fn expand(&mut self, position: &Position, key: Key) -> Expansion {
        let key = key.exact();
        if let Some(known) = self.expansions.get(&key) {
            return known.clone();
        }
        let found = self.evaluate(position);
        if self.expansions.len() >= MAX_EXPANSIONS {
            self.expansions.clear();
        }
        self.expansions.insert(key, found.clone());
        found
    }

    fn evaluate(&self, position: &Position) -> Expansion {
        if let Some(winner) = position.winner() {
            return if winner == position.to_move() {
                Expansion::Win
            } else {
                Expansion::Loss
            };
        }
        if !self.knowledge {
            return Expansion::Moves(position.clone(), order(position, position.empty()).into());
        }
        match knowledge::evaluate(position) {
            knowledge::Verdict::Win => Expansion::Win,
            knowledge::Verdict::Loss => Expansion::Loss,
            knowledge::Verdict::Open { filled, moves } => {
                let ordered = order(&filled, moves).into();
                Expansion::Moves(filled, ordered)
            }
        }
    }

    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes >= self.max_nodes {
            self.stopped = true;
        }
        if self.nodes % CLOCK_EVERY == 0 {
            if let Some(deadline) = self.deadline {
                if (self.clock)() >= deadline {
                    self.stopped = true;
                }
            }
        }
    }

    /// Searches `position` until its numbers reach a threshold, and returns them.
    fn mid(&mut self, position: &Position, key: Key, th_phi: u64, th_delta: u64) -> (u64, u64) {
        self.count_node();
        let (filled, moves) = match self.expand(position, key) {
            Expansion::Win => {
                self.table.put(key.shared(), 0, INF, 1);
                return (0, INF);
            }
            Expansion::Loss => {
                self.table.put(key.shared(), INF, 0, 1);
                return (INF, 0);
            }
            Expansion::Moves(filled, moves) => (filled, moves),
        };
        let base = Key::of(&filled);
        let mover = filled.to_move();
        // Each child's numbers are kept here as well as in the table: a table too small
        // for the search may lose them, and a child that always looked new would be
        // searched again forever.
        // In a position that is its own half turn, a move and its turned twin lead to the
        // same position turned: only the first of each pair needs searching.
        let symmetric = base.symmetric();
        let mut children: Vec<(usize, Key, u64, u64)> = moves
            .iter()
            .filter(|&&cell| {
                let twin = base.turn(cell);
                !symmetric || twin >= cell || !moves.contains(&twin)
            })
            .map(|&cell| {
                let ckey = base.child(cell, mover);
                let (phi, delta) = self.table.get(ckey.shared()).unwrap_or((1, 1));
                (cell, ckey, phi, delta)
            })
            .collect();
        let mut work = 1;
        loop {
            let (mut phi, mut delta) = (INF, 0);
            let (mut best, mut best_delta, mut second) = (None, INF, INF);
            for (i, &(_, _, cphi, cdelta)) in children.iter().enumerate() {
                phi = phi.min(cdelta);
                delta = add(delta, cphi);
                if best.is_none() || cdelta < best_delta {
                    second = best_delta;
                    best_delta = cdelta;
                    best = Some(i);
                } else if cdelta < second {
                    second = cdelta;
                }
            }
            let Some((index, &(cell, ckey, cphi, _))) =
                best.and_then(|i| children.get(i).map(|c| (i, c)))
            else {
                // No move at all: the side to move cannot win.
                self.table.put(key.shared(), INF, 0, work);
                return (INF, 0);
            };
            if phi >= th_phi || delta >= th_delta || self.stopped {
                self.table.put(key.shared(), phi, delta, work);
                return (phi, delta);
            }
            let child_th_phi = if th_delta >= INF {
                INF
            } else {
                (th_delta - delta + cphi).min(INF)
            };
            // The 1+epsilon trick (Pawlewicz and Lew): letting the child run until its
            // number passes the second best by a quarter, not by one, spares the search
            // from switching back and forth between two close children.
            let child_th_delta = th_phi.min(add(second, second / 4 + 1));
            let mut child = filled.clone();
            child.put(cell, Some(mover));
            let child = child.with_to_move(mover.opponent());
            let before = self.nodes;
            let (new_phi, new_delta) = self.mid(&child, ckey, child_th_phi, child_th_delta);
            if let Some(slot) = children.get_mut(index) {
                slot.2 = new_phi;
                slot.3 = new_delta;
            }
            work += self.nodes - before;
        }
    }

    /// Proves or disproves `position` if the table does not know it yet: whether its side to
    /// move wins, or `None` when the search stopped first.
    fn prove(&mut self, position: &Position, key: Key) -> Option<bool> {
        let (phi, delta) = match self.table.get(key.shared()) {
            Some(known) if known.0 == 0 || known.1 == 0 => known,
            _ => self.mid(position, key, INF, INF),
        };
        if phi == 0 {
            Some(true)
        } else if delta == 0 {
            Some(false)
        } else {
            None
        }
    }

    /// The positions of a proof tree of `position`, each counted once, proving again what
    /// the table has lost. `None` when the search stopped.
    fn proof_size(
        &mut self,
        position: &Position,
        key: Key,
        seen: &mut HashSet<u64>,
    ) -> Option<u64> {
        if !seen.insert(key.exact()) {
            return Some(0);
        }
        let wins = self.prove(position, key)?;
        let Expansion::Moves(filled, moves) = self.expand(position, key) else {
            return Some(1);
        };
        let base = Key::of(&filled);
        let mover = filled.to_move();
        let play = |cell: usize| {
            let mut child = filled.clone();
            child.put(cell, Some(mover));
            (
                child.with_to_move(mover.opponent()),
                base.child(cell, mover),
            )
        };
        if wins {
            // One winning move is the proof: the one the table already knows if it does, so
            // that no sibling the search never needed is proved now.
            let known = moves.iter().copied().find(|&cell| {
                let (_, ckey) = play(cell);
                self.table
                    .get(ckey.shared())
                    .is_some_and(|(_, delta)| delta == 0)
            });
            let candidates = known.into_iter().chain(moves.iter().copied());
            for cell in candidates {
                let (child, ckey) = play(cell);
                if !self.prove(&child, ckey)? {
                    return Some(1 + self.proof_size(&child, ckey, seen)?);
                }
            }
            return Some(1);
        }
        let mut size = 1;
        for &cell in moves.iter() {
            let (child, ckey) = play(cell);
            self.prove(&child, ckey)?;
            size += self.proof_size(&child, ckey, seen)?;
        }
        Some(size)
    }
}

/// Proves who wins `position` with perfect play, and every winning move of the side to
/// move. `clock` returns the time in milliseconds (from any origin) and is read only when
/// `options.time_ms` is set, once every few dozen nodes.
///
/// When a limit stops the search, `complete` is false; `winner` is `None` unless the
/// position itself was proved before the limit (then only the list of winning moves is
/// missing). A position that already has a winner is answered at once.
pub fn solve(
    position: &Position,
    options: &SolveOptions,
    clock: &mut dyn FnMut() -> f64,
) -> Solution {
    let deadline = options.time_ms.map(|ms| clock() + ms);
    let mut search = Search {
        table: Table::new(options.table_entries),
        nodes: 0,
        max_nodes: options.max_nodes.unwrap_or(u64::MAX),
        deadline,
        clock,
        stopped: false,
        knowledge: options.knowledge,
        expansions: HashMap::new(),
    };
    let mover = position.to_move();
    let unfinished = |nodes| Solution {
        winner: None,
        moves: Vec::new(),
        proof_size: 0,
        nodes,
        complete: false,
        swap_wins: false,
    };
    if let Some(winner) = position.winner() {
        return Solution {
            winner: Some(winner),
            moves: Vec::new(),
            proof_size: 1,
            nodes: 0,
            complete: true,
            swap_wins: false,
        };
    }
    let key = Key::of(position);
    let Some(wins) = search.prove(position, key) else {
        return unfinished(search.nodes);
    };
    let winner = if wins { mover } else { mover.opponent() };
    let mut seen = HashSet::new();
    let proof_size = search.proof_size(position, key, &mut seen);
    let mut moves = Vec::new();
    if wins && options.winning_moves {
        let candidates = if options.knowledge {
            knowledge::saving_moves(position)
        } else {
            position.empty()
        };
        for cell in candidates.iter() {
            let mut child = position.clone();
            child.put(cell, Some(mover));
            let child = child.with_to_move(mover.opponent());
            match search.prove(&child, key.child(cell, mover)) {
                Some(false) => moves.push(position.coords(cell)),
                Some(true) => {}
                None => break,
            }
        }
    }
    let complete = !search.stopped && proof_size.is_some();
    Solution {
        winner: Some(winner),
        moves: if complete { moves } else { Vec::new() },
        proof_size: proof_size.unwrap_or(0),
        nodes: search.nodes,
        complete,
        swap_wins: false,
    }
}
