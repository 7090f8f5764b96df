//! Depth-first proof-number search with a transposition table.
//!
//! Each node holds two numbers from the side to move's view: `phi`, how hard it looks to
//! prove that side wins, and `delta`, how hard to prove it loses. A node's `phi` is the
//! least `delta` of its children (one losing child is enough) and its `delta` the sum of
//! their `phi` (every child must be a win for the opponent). The search descends into the
//! child of least `delta` with thresholds that send it back up as soon as another child
//! looks cheaper, so it needs memory only for its table.
//!
//! A decided node also gets a proof set (after Henderson, Arneson and Hayward): the cells
//! its winner's strategy needs, every other empty cell being as good as the loser's. When a
//! move turns out to lose, so does every sibling move outside the opponent's proof of that
//! loss, and the search drops them unseen.
//!
//! A node's knowledge comes from H-search for the player who has just moved, which starts
//! from that player's connections two moves up when they are still remembered: what the
//! two moves between left as it was is not combined again (see [`Connections::update`]).
//! That takes a sixth off the time of the 7x7 openings.
//!
//! A node searches its moves in the order of [`order`], and only the first few of those not
//! yet lost (one and a quarter of all its moves), taking in the next one each time one of
//! them is lost: the search spends its effort on the likeliest moves, and a node is still
//! lost only once every move is. Three memories of earlier wins reorder them: the moves
//! that have won most often for the side to move come forward (the history heuristic), the
//! move that last won a node at the same depth goes before them (the killer heuristic), and
//! the move that last won a node reached by the same opponent's move goes first (the
//! countermove heuristic): the answer that beat one of the loser's moves often beats the
//! next, and the answer to a move is often the same wherever the move is played.

use super::order::order;
use super::{Solution, SolveOptions};
use crate::knowledge::vc::Connections;
use crate::knowledge::{self, CellSet, Position};
use crate::Player;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

/// A proof or disproof number that stands for "never": the node is decided the other way.
const INF: u64 = 1 << 48;

/// The most expansions remembered; past it the memory starts again empty.
const MAX_EXPANSIONS: usize = 1 << 16;

/// Nodes between two readings of the clock, beside the reading after each new position's
/// evaluation: a node that comes back to a known position costs little.
const CLOCK_EVERY: u64 = 64;

/// The most proof sets remembered; past it the memory starts again empty.
const MAX_PROOFS: usize = 1 << 18;

/// The moves not yet lost a node looks at, beyond a quarter of all its moves, before it
/// widens (see [`Search::mid`]). One took 17% fewer nodes than two on eight 7x7 openings,
/// three more; a quarter is the share to keep: an eighth, or none, took far more.
pub(crate) const WIDTH: usize = 1;

/// How far a move's wins move it forward in a node's order: it is sorted by its rank in
/// [`order`] less this times the natural log of one plus the nodes it has won for the side
/// to move. With the countermove, 1 took 13% fewer nodes over the 7x7 openings than none,
/// and 0.5, 0.75, 1.5 and 2 fewer than none but more than 1 on the hardest (a4).
const HISTORY_WEIGHT: f64 = 1.0;

/// How many positions' connections a search keeps in each of its two generations: about
/// [`CONNECTIONS_BYTES`] of them, since a position's take some 24 bytes for each pair of
/// its cells.
fn max_connections(position: &Position) -> usize {
    let cells = position.rows() * position.cols();
    (CONNECTIONS_BYTES / (cells * cells * 24).max(1)).clamp(8, 4096)
}

/// The memory a generation of remembered connections may take, roughly. Two of 16 MB found
/// the connections of the position two moves up for two evaluations in three on the 7x7
/// openings; one, for one in two.
const CONNECTIONS_BYTES: usize = 16 << 20;

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

    /// `set` turned by 180 degrees.
    fn turn_set(&self, set: CellSet) -> CellSet {
        CellSet::from_cells(set.iter().map(|cell| self.turn(cell)))
    }

    /// A set of cells of this position as the table files it, in the orientation of the
    /// position or its turn whichever has the smaller code; turning twice gives it back, so
    /// the same call reads it.
    fn orient(&self, set: CellSet) -> CellSet {
        if self.code <= self.turned {
            set
        } else {
            self.turn_set(set)
        }
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

/// What a node is before its children are searched. A decided node carries the winner's
/// proof set, as [`knowledge::evaluate_with_proof`] gives it.
#[derive(Clone)]
enum Expansion {
    /// The side to move wins (it has won, or knows how to).
    Win(CellSet),
    /// The side to move loses.
    Loss(CellSet),
    /// The moves worth searching.
    Moves(Rc<Open>),
}

/// An undecided node: the position with its inferior cells filled in, the moves worth
/// searching in the order to try them, the cells whose carriers rule out the other moves,
/// and the cells the fill-in gave each player (X then O).
struct Open {
    filled: Position,
    moves: Vec<usize>,
    restriction: CellSet,
    fills: [CellSet; 2],
}

impl Open {
    fn fills(&self, player: Player) -> CellSet {
        let [x, o] = self.fills;
        if player == Player::X {
            x
        } else {
            o
        }
    }
}

/// A child of the node being searched: its move, key and numbers, and once it is lost for
/// the side to move, the opponent's proof set of that win (`None` until then, or for a
/// move pruned because it lies outside a sibling's proof).
struct Child {
    cell: usize,
    key: Key,
    phi: u64,
    delta: u64,
    proof: Option<CellSet>,
    pruned: bool,
    /// Where the move stands in the node's order: its rank in [`order`] moved forward by
    /// its history (see [`HISTORY_WEIGHT`]).
    rank: f64,
}

/// How the search came to a node: the exact keys of the positions one and two moves up,
/// if any, and the cell of the move that led to it (`usize::MAX` at the position solved).
#[derive(Clone, Copy)]
struct Way {
    up: [Option<u64>; 2],
    last: usize,
}

impl Way {
    /// The position solved.
    const START: Way = Way {
        up: [None, None],
        last: usize::MAX,
    };
}

/// Where in [`Search::countermoves`] the nodes reached by a move on `last` with `mover` to
/// move keep their countermove: `None` at the position solved, which no move led to.
fn countermove_slot(last: usize, mover: Player) -> Option<usize> {
    Some(last.checked_mul(2)? + usize::from(mover == Player::O))
}

struct Search<'a> {
    table: Table,
    nodes: u64,
    max_nodes: u64,
    deadline: Option<f64>,
    clock: &'a mut dyn FnMut() -> f64,
    stopped: bool,
    knowledge: bool,
    /// The moves not yet lost that a node looks at before widening, beyond a quarter of
    /// its moves: [`WIDTH`], or `usize::MAX` for no widening.
    width: usize,
    /// For each depth below the position solved, the move that last won a node there
    /// (`usize::MAX` for none yet).
    killers: Vec<usize>,
    /// For each player, how many nodes each cell's move has won for it.
    history: [Vec<u32>; 2],
    /// For each move that led to a node and the player to move there, the move that last
    /// won such a node (`usize::MAX` for none yet), at [`countermove_slot`].
    countermoves: Vec<usize>,
    expansions: HashMap<u64, Expansion>,
    /// The connections the evaluation of recent positions found, under their exact keys: a
    /// position's H-search starts from those of the position two moves up, the same
    /// player's (see [`Connections::update`]).
    connections: HashMap<u64, Rc<Connections>>,
    /// The generation before: when `connections` holds `max_connections`, it becomes this
    /// one and starts again empty.
    older_connections: HashMap<u64, Rc<Connections>>,
    max_connections: usize,
    /// The proof sets of decided positions, under the table's key and in the orientation of
    /// the position whose code is the smaller of the two.
    proofs: HashMap<u64, CellSet>,
}

impl Search<'_> {
    /// [`Search::evaluate`], remembered: the search comes back to a node many times, and
    /// the knowledge costs far more than a lookup.
    ///
    /// `grand` is the exact key of the position two moves up, whose connections (if still
    /// remembered) are those this position's H-search starts from.
    fn expand(&mut self, position: &Position, key: Key, grand: Option<u64>) -> Expansion {
        let key = key.exact();
        if let Some(known) = self.expansions.get(&key) {
            return known.clone();
        }
        let earlier = grand.and_then(|g| {
            self.connections
                .get(&g)
                .or_else(|| self.older_connections.get(&g))
                .cloned()
        });
        let (found, connections) = self.evaluate(position, earlier.as_deref());
        // An evaluation is the costly step (an H-search can take tens of milliseconds on an
        // 8x8 board), so the clock is read after each, and not only every [`CLOCK_EVERY`]
        // nodes.
        self.read_clock();
        if self.expansions.len() >= MAX_EXPANSIONS {
            self.expansions.clear();
        }
        self.expansions.insert(key, found.clone());
        if let Some(connections) = connections {
            if self.connections.len() >= self.max_connections {
                self.older_connections = std::mem::take(&mut self.connections);
            }
            self.connections.insert(key, Rc::new(connections));
        }
        found
    }

    /// What `position` is, from its knowledge, with the connections found on the way.
    fn evaluate(
        &self,
        position: &Position,
        earlier: Option<&Connections>,
    ) -> (Expansion, Option<Connections>) {
        if let Some(winner) = position.winner() {
            let decided = if winner == position.to_move() {
                Expansion::Win(CellSet::EMPTY)
            } else {
                Expansion::Loss(CellSet::EMPTY)
            };
            return (decided, None);
        }
        if !self.knowledge {
            let open = Open {
                filled: position.clone(),
                moves: order(position, position.empty()),
                restriction: CellSet::EMPTY,
                fills: [CellSet::EMPTY; 2],
            };
            return (Expansion::Moves(Rc::new(open)), None);
        }
        let (verdict, proof, connections) = knowledge::evaluate_after(position, earlier);
        let expansion = match verdict {
            knowledge::Verdict::Win => Expansion::Win(proof),
            knowledge::Verdict::Loss => Expansion::Loss(proof),
            knowledge::Verdict::Open { filled, moves } => {
                let fills = [Player::X, Player::O].map(|p| filled.stones(p) - position.stones(p));
                Expansion::Moves(Rc::new(Open {
                    moves: order(&filled, moves),
                    filled,
                    restriction: proof,
                    fills,
                }))
            }
        };
        (expansion, connections)
    }

    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes >= self.max_nodes {
            self.stopped = true;
        }
        if self.nodes % CLOCK_EVERY == 0 {
            self.read_clock();
        }
    }

    /// Stops the search when its deadline has passed.
    fn read_clock(&mut self) {
        if let Some(deadline) = self.deadline {
            if (self.clock)() >= deadline {
                self.stopped = true;
            }
        }
    }

    /// Files the proof set of a decided position.
    fn keep_proof(&mut self, key: Key, proof: CellSet) {
        if self.proofs.len() >= MAX_PROOFS {
            self.proofs.clear();
        }
        self.proofs.insert(key.shared(), key.orient(proof));
    }

    /// The proof set of a decided position: the one filed, or every cell when it has been
    /// forgotten (the whole board proves whatever is proved).
    fn proof_of(&self, key: Key) -> CellSet {
        self.proofs
            .get(&key.shared())
            .map_or(!CellSet::EMPTY, |&proof| key.orient(proof))
    }

    /// Marks a node decided in the table and files its proof.
    fn decide(&mut self, key: Key, wins: bool, proof: CellSet, work: u64) -> (u64, u64) {
        let numbers = if wins { (0, INF) } else { (INF, 0) };
        self.table.put(key.shared(), numbers.0, numbers.1, work);
        self.keep_proof(key, proof);
        numbers
    }

    /// Searches `position` until its numbers reach a threshold, and returns them. `way`:
    /// how the search came to it.
    fn mid(
        &mut self,
        position: &Position,
        key: Key,
        th_phi: u64,
        th_delta: u64,
        depth: usize,
        way: Way,
    ) -> (u64, u64) {
        // A stopped search evaluates nothing more: the calls still to come (the winning
        // moves after the root, each a search of its own) get the numbers known so far.
        if self.stopped {
            return self.table.get(key.shared()).unwrap_or((1, 1));
        }
        self.count_node();
        let Way { up, last } = way;
        let open = match self.expand(position, key, up[1]) {
            Expansion::Win(proof) => return self.decide(key, true, proof, 1),
            Expansion::Loss(proof) => return self.decide(key, false, proof, 1),
            Expansion::Moves(open) => open,
        };
        let filled = &open.filled;
        let base = Key::of(filled);
        let mover = filled.to_move();
        // Each child's numbers are kept here as well as in the table: a table too small
        // for the search may lose them, and a child that always looked new would be
        // searched again forever.
        // In a position that is its own half turn, a move and its turned twin lead to the
        // same position turned: only the first of each pair needs searching.
        let symmetric = base.symmetric();
        let side = usize::from(mover == Player::O);
        let wins = self.history.get(side);
        let mut children: Vec<Child> = open
            .moves
            .iter()
            .filter(|&&cell| {
                let twin = base.turn(cell);
                !symmetric || twin >= cell || !open.moves.contains(&twin)
            })
            .enumerate()
            .map(|(rank, &cell)| {
                let key = base.child(cell, mover);
                let (phi, delta) = self.table.get(key.shared()).unwrap_or((1, 1));
                let won = wins.and_then(|w| w.get(cell)).copied().unwrap_or(0);
                Child {
                    cell,
                    key,
                    phi,
                    delta,
                    proof: None,
                    pruned: false,
                    rank: rank as f64 - HISTORY_WEIGHT * f64::from(won).ln_1p(),
                }
            })
            .collect();
        // The history: moves that have won often for this player come forward. A stable
        // sort, so that moves that never won keep the order's ranks among themselves.
        children.sort_by(|a, b| a.rank.total_cmp(&b.rank));
        // The killer: the move that last won a node at this depth goes before those, since
        // the answer that beat one of the loser's moves often beats its others; and the
        // countermove before it.
        let killer = self.killers.get(depth).copied();
        let countermove = countermove_slot(last, mover)
            .and_then(|slot| self.countermoves.get(slot))
            .copied();
        for first in [killer, countermove].into_iter().flatten() {
            if let Some(at) = children.iter().position(|c| c.cell == first) {
                if let Some(front) = children.get_mut(..=at) {
                    front.rotate_right(1);
                }
            }
        }
        for i in 0..children.len() {
            self.prune_outside(&mut children, i);
        }
        // Widening: the search looks only at the first few moves of the order that are
        // not yet lost, and at the next one each time one of them is. The node is lost only
        // when every move is, so this changes what the search tries first, never what it
        // proves.
        // At least one: a node with no move in view would look lost.
        let width = self.width.max(1).saturating_add(children.len() / 4);
        let mut work = 1;
        loop {
            let (mut phi, mut delta) = (INF, 0);
            let (mut best, mut best_delta, mut second) = (None, INF, INF);
            let mut alive = 0;
            for (i, child) in children.iter().enumerate() {
                if child.phi != 0 && child.delta != 0 {
                    if alive >= width {
                        // A move out of view still counts one towards the disproof number:
                        // counting only the moves in view, a node of seven moves would look
                        // as cheap to refute as one of four, and draw the search as much.
                        delta = add(delta, 1);
                        continue;
                    }
                    alive += 1;
                }
                phi = phi.min(child.delta);
                delta = add(delta, child.phi);
                if best.is_none() || child.delta < best_delta {
                    second = best_delta;
                    best_delta = child.delta;
                    best = Some(i);
                } else if child.delta < second {
                    second = child.delta;
                }
            }
            if phi == 0 {
                if let Some(winning) = children.iter().find(|c| c.delta == 0) {
                    if self.killers.len() <= depth {
                        self.killers.resize(depth + 1, usize::MAX);
                    }
                    let cell = winning.cell;
                    if let Some(slot) = self.killers.get_mut(depth) {
                        *slot = cell;
                    }
                    if let Some(won) = self.history.get_mut(side).and_then(|h| h.get_mut(cell)) {
                        *won = won.saturating_add(1);
                    }
                    if let Some(slot) = countermove_slot(last, mover)
                        .and_then(|slot| self.countermoves.get_mut(slot))
                    {
                        *slot = cell;
                    }
                }
                return self.won(key, &open, &children, work);
            }
            if delta == 0 {
                return self.lost(key, &open, &children, symmetric, work);
            }
            let Some((index, cell, ckey, cphi)) =
                best.and_then(|i| children.get(i).map(|c| (i, c.cell, c.key, c.phi)))
            else {
                return self.lost(key, &open, &children, symmetric, work);
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
            let (new_phi, new_delta) = self.mid(
                &child,
                ckey,
                child_th_phi,
                child_th_delta,
                depth + 1,
                Way {
                    up: [Some(key.exact()), up[0]],
                    last: cell,
                },
            );
            if let Some(slot) = children.get_mut(index) {
                slot.phi = new_phi;
                slot.delta = new_delta;
            }
            self.prune_outside(&mut children, index);
            work += self.nodes - before;
        }
    }

    /// When child `i` is lost for the side to move, gives up every undecided sibling outside
    /// the opponent's proof of that win. Such a move leaves the proof's cells as they were
    /// and only takes a cell the proof gives the mover anyway, so the opponent's win holds
    /// after it too.
    fn prune_outside(&self, children: &mut [Child], i: usize) {
        let Some(child) = children.get_mut(i) else {
            return;
        };
        if child.phi != 0 || child.proof.is_some() || child.pruned {
            return;
        }
        let proof = self.proof_of(child.key);
        child.proof = Some(proof);
        for other in children.iter_mut() {
            if other.phi != 0 && other.delta != 0 && !proof.contains(other.cell) {
                other.phi = 0;
                other.delta = INF;
                other.pruned = true;
            }
        }
    }

    /// Files a node won through a child lost for the opponent: the child's proof and the
    /// move, with the cells the fill-in gave the side to move.
    fn won(&mut self, key: Key, open: &Open, children: &[Child], work: u64) -> (u64, u64) {
        let mover = open.filled.to_move();
        let proof = children
            .iter()
            .filter(|c| c.delta == 0)
            .map(|c| self.proof_of(c.key).with(c.cell))
            .min_by_key(CellSet::len)
            .unwrap_or(!CellSet::EMPTY);
        self.decide(key, true, proof | open.fills(mover), work)
    }

    /// Files a node lost whatever the side to move plays: the opponent's proofs of every
    /// child (pruned ones lie outside a proof that covers them), what rules out the moves
    /// never searched, their turns in a position that is its own turn, and the cells the
    /// fill-in gave the opponent.
    fn lost(
        &mut self,
        key: Key,
        open: &Open,
        children: &[Child],
        symmetric: bool,
        work: u64,
    ) -> (u64, u64) {
        let opponent = open.filled.to_move().opponent();
        let mut proof = children
            .iter()
            .filter_map(|c| c.proof)
            .fold(open.restriction, |a, b| a | b);
        if symmetric {
            proof |= key.turn_set(proof);
        }
        self.decide(key, false, proof | open.fills(opponent), work)
    }

    /// Proves or disproves `position` if the table does not know it yet: whether its side to
    /// move wins, or `None` when the search stopped first. `depth`: its plies below the
    /// position solved.
    fn prove(&mut self, position: &Position, key: Key, depth: usize) -> Option<bool> {
        let (phi, delta) = match self.table.get(key.shared()) {
            Some(known) if known.0 == 0 || known.1 == 0 => known,
            _ => self.mid(position, key, INF, INF, depth, Way::START),
        };
        if phi == 0 {
            Some(true)
        } else if delta == 0 {
            Some(false)
        } else {
            None
        }
    }

    /// The positions of a proof tree of `position` that the search still holds, each
    /// counted once (a position and its half turn as one). It reads only the table and the
    /// remembered expansions and never searches: a position whose expansion was forgotten
    /// or whose deciding children the table lost counts as one, so the count is a lower
    /// bound of the tree the search built. `position` must be decided in the table.
    fn proof_size(&self, key: Key, seen: &mut HashSet<u64>) -> u64 {
        if !seen.insert(key.shared()) {
            return 0;
        }
        let Some((phi, delta)) = self.table.get(key.shared()) else {
            return 1;
        };
        let wins = phi == 0;
        if !wins && delta != 0 {
            return 1;
        }
        let Some(Expansion::Moves(open)) = self.expansions.get(&key.exact()).cloned() else {
            return 1;
        };
        let base = Key::of(&open.filled);
        let mover = open.filled.to_move();
        let known = |ckey: Key, lost: bool| {
            self.table
                .get(ckey.shared())
                .is_some_and(|(phi, delta)| if lost { delta == 0 } else { phi == 0 })
        };
        if wins {
            // One winning move is the proof: the first the table knows to win.
            return match open
                .moves
                .iter()
                .map(|&cell| base.child(cell, mover))
                .find(|&ckey| known(ckey, true))
            {
                Some(ckey) => 1 + self.proof_size(ckey, seen),
                None => 1,
            };
        }
        // Every move of the loser, but those outside the proof of an earlier move's loss,
        // which are lost with it.
        let mut inside = !CellSet::EMPTY;
        let mut size = 1;
        for &cell in &open.moves {
            if !inside.contains(cell) {
                continue;
            }
            let ckey = base.child(cell, mover);
            if known(ckey, false) {
                inside &= self.proof_of(ckey);
                size += self.proof_size(ckey, seen);
            } else if seen.insert(ckey.shared()) {
                size += 1;
            }
        }
        size
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
    solve_with_width(position, options, clock, WIDTH)
}

/// [`solve`] with a node's first `width` moves not yet lost, and a quarter of all its moves,
/// searched before the others: `usize::MAX` searches every move at once.
pub(crate) fn solve_with_width(
    position: &Position,
    options: &SolveOptions,
    clock: &mut dyn FnMut() -> f64,
    width: usize,
) -> Solution {
    let deadline = options.time_ms.map(|ms| clock() + ms);
    let cells = position.rows() * position.cols();
    let mut search = Search {
        table: Table::new(options.table_entries),
        nodes: 0,
        max_nodes: options.max_nodes.unwrap_or(u64::MAX),
        deadline,
        clock,
        stopped: false,
        knowledge: options.knowledge,
        width,
        killers: Vec::new(),
        history: [vec![0; cells], vec![0; cells]],
        countermoves: vec![usize::MAX; 2 * cells],
        expansions: HashMap::new(),
        connections: HashMap::new(),
        older_connections: HashMap::new(),
        max_connections: max_connections(position),
        proofs: HashMap::new(),
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
    let Some(wins) = search.prove(position, key, 0) else {
        return unfinished(search.nodes);
    };
    let winner = if wins { mover } else { mover.opponent() };
    let mut moves = Vec::new();
    let mut moves_known = true;
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
            match search.prove(&child, key.child(cell, mover), 1) {
                Some(false) => moves.push(position.coords(cell)),
                Some(true) => {}
                None => {
                    moves_known = false;
                    break;
                }
            }
        }
    }
    let proof_size = search.proof_size(key, &mut HashSet::new());
    Solution {
        winner: Some(winner),
        moves: if moves_known { moves } else { Vec::new() },
        proof_size,
        nodes: search.nodes,
        complete: moves_known,
        swap_wins: false,
    }
}
