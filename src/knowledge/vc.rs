//! Virtual connections by H-search (after Anshelevich).
//!
//! A **full connection** between two endpoints is a second-player strategy: whatever the
//! opponent plays, the player can answer inside the connection's *carrier* (a set of empty
//! cells) and keep the two joined. A **semi-connection** is a first-player one: the
//! player joins them by playing its *key* cell first, inside its carrier.
//!
//! The endpoints are the player's groups of stones, its two edges (with the stones that
//! touch them) and the empty cells. Two touching endpoints are fully connected with an
//! empty carrier; then two rules build everything else:
//!
//! - **AND**: full connections `x-m` and `m-y` with disjoint carriers that avoid `x` and
//!   `y` make a full connection `x-y` when `m` is a group of stones, and a semi-connection
//!   with key `m` when `m` is an empty cell. A semi through a group also stays a semi.
//! - **OR**: semi-connections between the same `x` and `y` whose carriers have no cell in
//!   common make a full connection: wherever the opponent plays, one of them is untouched
//!   and its key restores the link. [`VcOptions::or_max`] bounds how many are combined.
//!
//! Bridges and the edge templates are not written anywhere here: they follow from these
//! rules.

use super::{CellSet, Position};
use crate::Player;
use std::collections::VecDeque;

/// The limits of the connection search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VcOptions {
    /// The most full connections kept between two endpoints; past it a smaller carrier
    /// replaces the largest.
    pub max_fulls: usize,
    /// The most semi-connections kept between two endpoints; past it a smaller carrier
    /// replaces the largest.
    pub max_semis: usize,
    /// The most semi-connections the OR rule combines at once.
    pub or_max: usize,
}

impl Default for VcOptions {
    fn default() -> VcOptions {
        VcOptions {
            max_fulls: 8,
            max_semis: 16,
            or_max: 4,
        }
    }
}

/// One end of a connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Endpoint {
    /// The player's start edge (top or left) with the stones joined to it.
    Start,
    /// The player's goal edge (bottom or right) with the stones joined to it.
    Goal,
    /// A group of the player's stones that touches neither edge, named by its lowest cell.
    Group(usize),
    /// An empty cell.
    Cell(usize),
}

/// Whether a connection holds against any move or needs the first move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A second-player connection.
    Full,
    /// A first-player connection, made by playing its key.
    Semi,
}

/// A virtual connection of one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Connection {
    /// One end (the lower of the two, in the order of [`Endpoint`]).
    pub from: Endpoint,
    /// The other end.
    pub to: Endpoint,
    /// Full or semi.
    pub kind: Kind,
    /// The empty cells the connection needs, the key included.
    pub carrier: CellSet,
    /// The cell to play to make a semi-connection full; `None` for a full one.
    pub key: Option<usize>,
}

/// An endpoint of the search: its stones (none for an empty cell or a bare edge), its empty
/// cell if it is one, and the empty cells it touches.
#[derive(Debug, Clone)]
struct Node {
    endpoint: Endpoint,
    cell: Option<usize>,
}

#[derive(Debug, Clone, Copy)]
struct Semi {
    key: usize,
    carrier: CellSet,
}

#[derive(Debug, Clone, Default)]
struct Pair {
    fulls: Vec<CellSet>,
    semis: Vec<Semi>,
}

enum Work {
    Full(usize, usize, CellSet),
    Semi(usize, usize, Semi),
}

/// The connections of one player in one position, as H-search finds them.
///
/// ```
/// use hex_connect::knowledge::vc::{Connections, Endpoint, VcOptions};
/// use hex_connect::knowledge::{CellSet, Position};
/// use hex_connect::{Board, Player, Rule};
///
/// // X on b2 reaches the top edge through b1 or c1: the bridge to the edge (template II).
/// let board = Board::parse([". . . .", " . X . .", "  . . . .", "   . . . ."])?;
/// let position = Position::from_board(&board, Rule::XTopBottom, Player::O)?;
/// let vcs = Connections::compute(&position, Player::X, &VcOptions::default());
/// let stone = Endpoint::Group(position.index(1, 1).unwrap());
/// assert!(vcs.fulls(Endpoint::Start, stone).contains(&CellSet::from_cells([1, 2])));
/// // Playing a1 or b1 alone joins it: two semi-connections, whose keys are their carriers.
/// assert!(vcs.semis(Endpoint::Start, stone).contains(&(1, CellSet::from_cells([1]))));
/// # Ok::<(), hex_connect::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Connections {
    player: Player,
    nodes: Vec<Node>,
    pairs: Vec<Pair>,
    /// The node of each cell: its own for an empty cell, its group's for a stone.
    node_of: Vec<Option<usize>>,
}

impl Connections {
    /// Runs H-search for `player` on `position`.
    #[must_use]
    pub fn compute(position: &Position, player: Player, options: &VcOptions) -> Connections {
        let mut search = Builder::new(position, player, *options);
        search.run();
        Connections {
            player,
            nodes: search.nodes,
            pairs: search.pairs,
            node_of: search.node_of,
        }
    }

    /// The player whose connections these are.
    #[must_use]
    pub fn player(&self) -> Player {
        self.player
    }

    fn node(&self, endpoint: Endpoint) -> Option<usize> {
        match endpoint {
            Endpoint::Start => Some(0),
            Endpoint::Goal => Some(1),
            Endpoint::Group(cell) | Endpoint::Cell(cell) => {
                self.node_of.get(cell).copied().flatten().filter(|&n| {
                    self.nodes
                        .get(n)
                        .is_some_and(|node| node.endpoint == endpoint)
                })
            }
        }
    }

    fn pair(&self, a: Endpoint, b: Endpoint) -> Option<&Pair> {
        let (a, b) = (self.node(a)?, self.node(b)?);
        self.pairs.get(a.min(b) * self.nodes.len() + a.max(b))
    }

    /// The carriers of the full connections found between two endpoints.
    #[must_use]
    pub fn fulls(&self, a: Endpoint, b: Endpoint) -> Vec<CellSet> {
        self.pair(a, b).map(|p| p.fulls.clone()).unwrap_or_default()
    }

    /// The semi-connections found between two endpoints, as `(key, carrier)`.
    #[must_use]
    pub fn semis(&self, a: Endpoint, b: Endpoint) -> Vec<(usize, CellSet)> {
        self.pair(a, b)
            .map(|p| p.semis.iter().map(|s| (s.key, s.carrier)).collect())
            .unwrap_or_default()
    }

    /// Whether the player's edges are fully connected: it wins whoever moves.
    #[must_use]
    pub fn edges_connected(&self) -> bool {
        !self.fulls(Endpoint::Start, Endpoint::Goal).is_empty()
    }

    /// The cells where the opponent, to move, must play to stop this player joining its
    /// edges: the cells common to the carriers of every semi-connection between them.
    /// `None` when there is none (no threat to answer); an empty set when the semis have
    /// nothing in common, and then the opponent has lost, as it has when the edges are
    /// fully connected.
    #[must_use]
    pub fn must_play(&self) -> Option<CellSet> {
        if self.edges_connected() {
            return Some(CellSet::EMPTY);
        }
        self.semis(Endpoint::Start, Endpoint::Goal)
            .into_iter()
            .map(|(_, carrier)| carrier)
            .reduce(|a, b| a & b)
    }

    /// The carriers that justify [`Connections::must_play`], united: a few semi-connections
    /// between the edges whose carriers have exactly the must-play region in common, or the
    /// smallest carrier of a full connection when the edges are joined. Whoever keeps these
    /// cells as they are keeps the threat: a proof of it needs no other empty cell. Empty
    /// when there is no threat.
    #[must_use]
    pub fn must_play_carriers(&self) -> CellSet {
        if let Some(full) = self
            .fulls(Endpoint::Start, Endpoint::Goal)
            .into_iter()
            .min_by_key(CellSet::len)
        {
            return full;
        }
        let mut semis: Vec<CellSet> = self
            .semis(Endpoint::Start, Endpoint::Goal)
            .into_iter()
            .map(|(_, carrier)| carrier)
            .collect();
        let Some(region) = semis.iter().copied().reduce(|a, b| a & b) else {
            return CellSet::EMPTY;
        };
        // Small carriers first, each kept only when it narrows what the kept ones share.
        semis.sort_by_key(CellSet::len);
        let mut common = !CellSet::EMPTY;
        let mut union = CellSet::EMPTY;
        for carrier in semis {
            if common == region {
                break;
            }
            if !common.is_subset(&carrier) {
                common &= carrier;
                union |= carrier;
            }
        }
        union
    }

    /// Every connection between two stone endpoints (groups and edges), full ones first.
    #[must_use]
    pub fn between_stones(&self) -> Vec<Connection> {
        let mut out = Vec::new();
        let n = self.nodes.len();
        for (a, na) in self.nodes.iter().enumerate() {
            for (b, nb) in self.nodes.iter().enumerate().skip(a + 1) {
                if na.cell.is_some() || nb.cell.is_some() {
                    continue;
                }
                let Some(pair) = self.pairs.get(a * n + b) else {
                    continue;
                };
                let (from, to) = (na.endpoint.min(nb.endpoint), na.endpoint.max(nb.endpoint));
                out.extend(pair.fulls.iter().map(|&carrier| Connection {
                    from,
                    to,
                    kind: Kind::Full,
                    carrier,
                    key: None,
                }));
                out.extend(pair.semis.iter().map(|s| Connection {
                    from,
                    to,
                    kind: Kind::Semi,
                    carrier: s.carrier,
                    key: Some(s.key),
                }));
            }
        }
        out.sort_by_key(|c| (c.kind == Kind::Semi, c.from, c.to, c.carrier.len()));
        out
    }
}

struct Builder {
    nodes: Vec<Node>,
    pairs: Vec<Pair>,
    node_of: Vec<Option<usize>>,
    options: VcOptions,
    queue: VecDeque<Work>,
    /// For each node, the nodes it has a full connection with: the rules look only there.
    partners: Vec<Vec<usize>>,
    /// Scratch for the connections one rule combines, reused to spare allocations.
    fulls: Vec<CellSet>,
    found: Vec<CellSet>,
    pending: Vec<Work>,
    rest: Vec<CellSet>,
    stack: Vec<(usize, CellSet, CellSet, usize)>,
}

impl Builder {
    fn new(position: &Position, player: Player, options: VcOptions) -> Builder {
        let cells = position.rows() * position.cols();
        let stones = position.stones(player);
        let empty = position.empty();
        let [start, goal] = position.edge_cells(player);
        let mut nodes = vec![
            Node {
                endpoint: Endpoint::Start,
                cell: None,
            },
            Node {
                endpoint: Endpoint::Goal,
                cell: None,
            },
        ];
        let mut node_of = vec![None; cells];
        // Which empty cells each stone node touches; the edges touch their own line.
        let mut touches = vec![start & empty, goal & empty];
        let mut left = stones;
        let on_start = position.reach(start, stones);
        let on_goal = position.reach(goal, stones);
        for (node, group) in [(0, on_start), (1, on_goal)] {
            for cell in group.iter() {
                if let Some(slot) = node_of.get_mut(cell) {
                    *slot = Some(node);
                }
            }
            if let Some(t) = touches.get_mut(node) {
                *t |= position.neighbours_of(group) & empty;
            }
            left -= group;
        }
        while let Some(first) = left.first_cell() {
            let group = position.reach(CellSet::from_cells([first]), stones);
            left -= group;
            let node = nodes.len();
            nodes.push(Node {
                endpoint: Endpoint::Group(first),
                cell: None,
            });
            touches.push(position.neighbours_of(group) & empty);
            for cell in group.iter() {
                if let Some(slot) = node_of.get_mut(cell) {
                    *slot = Some(node);
                }
            }
        }
        for cell in empty.iter() {
            if let Some(slot) = node_of.get_mut(cell) {
                *slot = Some(nodes.len());
            }
            nodes.push(Node {
                endpoint: Endpoint::Cell(cell),
                cell: Some(cell),
            });
        }
        let n = nodes.len();
        let mut builder = Builder {
            nodes,
            pairs: vec![Pair::default(); n * n],
            node_of,
            options,
            queue: VecDeque::new(),
            partners: vec![Vec::new(); n],
            fulls: Vec::new(),
            found: Vec::new(),
            pending: Vec::new(),
            rest: Vec::new(),
            stack: Vec::new(),
        };
        // Touching endpoints: each empty cell with the empty cells and stone nodes it touches.
        for cell in empty.iter() {
            let Some(a) = builder.node_of.get(cell).copied().flatten() else {
                continue;
            };
            for other in (position.neighbours(cell) & empty)
                .iter()
                .filter(|&o| o > cell)
            {
                if let Some(b) = builder.node_of.get(other).copied().flatten() {
                    builder.add_full(a, b, CellSet::EMPTY);
                }
            }
            for (node, t) in touches.iter().enumerate() {
                if t.contains(cell) {
                    builder.add_full(a, node, CellSet::EMPTY);
                }
            }
        }
        builder
    }

    fn index(&self, a: usize, b: usize) -> usize {
        a.min(b) * self.nodes.len() + a.max(b)
    }

    fn cell(&self, node: usize) -> Option<usize> {
        self.nodes.get(node).and_then(|n| n.cell)
    }

    /// Whether a node can join two connections as their middle: a group of stones, or an
    /// empty cell. The edges are not middles: a link that runs along an edge joins nothing
    /// the player needs.
    fn is_group(&self, node: usize) -> bool {
        self.nodes
            .get(node)
            .is_some_and(|n| matches!(n.endpoint, Endpoint::Group(_)))
    }

    fn add_full(&mut self, a: usize, b: usize, carrier: CellSet) {
        if a == b {
            return;
        }
        let max = self.options.max_fulls;
        let i = self.index(a, b);
        let Some(pair) = self.pairs.get_mut(i) else {
            return;
        };
        if pair.fulls.iter().any(|f| f.is_subset(&carrier)) {
            return;
        }
        pair.fulls.retain(|f| !carrier.is_subset(f));
        pair.semis.retain(|s| !carrier.is_subset(&s.carrier));
        // When full, a smaller carrier takes the place of the largest: small carriers combine
        // more often.
        if pair.fulls.len() >= max {
            let largest = pair.fulls.iter().enumerate().max_by_key(|(_, f)| f.len());
            match largest {
                Some((i, f)) if f.len() > carrier.len() => {
                    pair.fulls.swap_remove(i);
                }
                _ => return,
            }
        }
        if pair.fulls.is_empty() {
            for (x, y) in [(a, b), (b, a)] {
                if let Some(list) = self.partners.get_mut(x) {
                    list.push(y);
                }
            }
        }
        pair.fulls.push(carrier);
        self.queue.push_back(Work::Full(a, b, carrier));
    }

    fn add_semi(&mut self, a: usize, b: usize, semi: Semi) {
        if a == b {
            return;
        }
        let max = self.options.max_semis;
        let i = self.index(a, b);
        let Some(pair) = self.pairs.get_mut(i) else {
            return;
        };
        if pair.fulls.iter().any(|f| f.is_subset(&semi.carrier))
            || pair
                .semis
                .iter()
                .any(|s| s.carrier.is_subset(&semi.carrier))
        {
            return;
        }
        pair.semis.retain(|s| !semi.carrier.is_subset(&s.carrier));
        if pair.semis.len() >= max {
            let largest = pair
                .semis
                .iter()
                .enumerate()
                .max_by_key(|(_, s)| s.carrier.len());
            match largest {
                Some((i, s)) if s.carrier.len() > semi.carrier.len() => {
                    pair.semis.swap_remove(i);
                }
                _ => return,
            }
        }
        pair.semis.push(semi);
        self.queue.push_back(Work::Semi(a, b, semi));
    }

    fn run(&mut self) {
        while let Some(work) = self.queue.pop_front() {
            match work {
                Work::Full(a, b, carrier) => {
                    self.and_rule(a, b, carrier, None);
                    self.and_rule(b, a, carrier, None);
                }
                Work::Semi(a, b, semi) => {
                    self.and_rule(a, b, semi.carrier, Some(semi.key));
                    self.and_rule(b, a, semi.carrier, Some(semi.key));
                    self.or_rule(a, b, semi);
                }
            }
        }
    }

    /// Whether a connection `end-m` with `carrier` and one `m-z` with `other` may be joined:
    /// carriers apart, and neither end inside the other's carrier.
    fn joinable(&self, end: usize, carrier: CellSet, z: usize, other: CellSet) -> bool {
        !carrier.intersects(&other)
            && self.cell(end).map_or(true, |c| !other.contains(c))
            && self.cell(z).map_or(true, |c| !carrier.contains(c))
    }

    /// The AND rule for a new full connection `end-middle` (`semi` unset) or, through a
    /// group, for a new semi-connection `end-middle`: joined with each connection
    /// `middle-z` whose carrier it can share the board with.
    fn and_rule(&mut self, end: usize, middle: usize, carrier: CellSet, semi: Option<usize>) {
        let group = self.is_group(middle);
        let key = self.cell(middle);
        if !group && (key.is_none() || semi.is_some()) {
            return;
        }
        // What the rule finds is added once the partners have all been read: adding
        // changes only pairs of `end`, never those of `middle` read here, so the result is
        // the same as adding at once, without copying each pair's lists first.
        let mut found = std::mem::take(&mut self.pending);
        found.clear();
        // A semi joins only full connections; a full one through a group joins semis too.
        let with_semis = group && semi.is_none();
        let none = Vec::new();
        let partners = self.partners.get(middle).unwrap_or(&none);
        for &z in partners {
            if z == end {
                continue;
            }
            let Some(pair) = self.pairs.get(self.index(middle, z)) else {
                continue;
            };
            for &other in &pair.fulls {
                if !self.joinable(end, carrier, z, other) {
                    continue;
                }
                let union = carrier | other;
                found.push(match (semi, key) {
                    (Some(k), _) => Work::Semi(
                        end,
                        z,
                        Semi {
                            key: k,
                            carrier: union,
                        },
                    ),
                    (None, Some(k)) => Work::Semi(
                        end,
                        z,
                        Semi {
                            key: k,
                            carrier: union.with(k),
                        },
                    ),
                    (None, None) => Work::Full(end, z, union),
                });
            }
            if with_semis {
                for other in &pair.semis {
                    if self.joinable(end, carrier, z, other.carrier) {
                        let joined = Semi {
                            key: other.key,
                            carrier: carrier | other.carrier,
                        };
                        found.push(Work::Semi(end, z, joined));
                    }
                }
            }
        }
        for work in found.drain(..) {
            match work {
                Work::Full(a, b, c) => self.add_full(a, b, c),
                Work::Semi(a, b, s) => self.add_semi(a, b, s),
            }
        }
        self.pending = found;
    }

    /// The OR rule: the new semi with up to `or_max - 1` others of its pair whose carriers
    /// leave no cell common to all.
    fn or_rule(&mut self, a: usize, b: usize, new: Semi) {
        let mut others = std::mem::take(&mut self.fulls);
        others.clear();
        if let Some(pair) = self.pairs.get(self.index(a, b)) {
            others.extend(
                pair.semis
                    .iter()
                    .map(|s| s.carrier)
                    .filter(|&c| c != new.carrier),
            );
        }
        // A cell common to every semi of the pair is common to every subset of them: then no
        // combination is a full connection, and most new semis end here.
        let common = others.iter().fold(new.carrier, |acc, &c| acc & c);
        if !common.is_empty() {
            self.fulls = others;
            return;
        }
        // `rest[j]`: the cells common to the semis from `j` on, so that a branch whose
        // intersection they cannot empty is cut before it is tried.
        let mut rest = std::mem::take(&mut self.rest);
        rest.clear();
        rest.resize(others.len() + 1, !CellSet::EMPTY);
        for j in (0..others.len()).rev() {
            let after = rest.get(j + 1).copied().unwrap_or(!CellSet::EMPTY);
            if let (Some(slot), Some(&c)) = (rest.get_mut(j), others.get(j)) {
                *slot = after & c;
            }
        }
        let mut found = std::mem::take(&mut self.found);
        found.clear();
        // Depth-first over subsets in index order, each step shrinking the intersection; an
        // explicit stack of (next index, intersection, union, semis used).
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        stack.push((0usize, new.carrier, new.carrier, 1usize));
        while let Some((next, inter, union, used)) = stack.pop() {
            if inter.is_empty() {
                found.push(union);
                continue;
            }
            if used >= self.options.or_max || rest.get(next).is_some_and(|r| r.intersects(&inter)) {
                continue;
            }
            for (j, &c) in others.iter().enumerate().skip(next) {
                if !inter.is_subset(&c) {
                    stack.push((j + 1, inter & c, union | c, used + 1));
                }
            }
        }
        for &carrier in &found {
            self.add_full(a, b, carrier);
        }
        self.fulls = others;
        self.found = found;
        self.stack = stack;
        self.rest = rest;
    }
}
