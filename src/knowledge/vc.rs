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
//! rules. The few fourth-row templates the rules cannot build (two stones on the fourth row,
//! say) can be added by [`VcOptions::edge_templates`]: a small exhaustive search of the cells
//! between each group and an edge proves them, and they then combine like any other.
//!
//! Inside the search a carrier takes as few 64-bit words as the board needs (one up to 8x8,
//! two up to 11x11, three up to 13x13, six beyond), since the search does little else than
//! intersect and compare carriers; what it returns is in [`CellSet`]s.

use super::template::{edge_carrier, Levels};
use super::{CellSet, Position};
use crate::Player;
use std::collections::VecDeque;
use std::ops::{BitAnd, BitOr};

/// The limits of the connection search.
///
/// Set some fields and keep the defaults of the others, in a `const` too:
///
/// ```
/// use hex_connect::knowledge::vc::VcOptions;
///
/// const QUICK: VcOptions = VcOptions {
///     max_fulls: 4,
///     ..VcOptions::DEFAULT
/// };
/// assert_eq!(QUICK.max_semis, VcOptions::default().max_semis);
/// ```
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
    /// The most work the search does before it stops, counted in connections taken up and
    /// pairs of connections tried together; `usize::MAX` (the default) sets no bound. The
    /// bound is checked before each connection is taken up, so a search may pass it by
    /// what one connection costs. A stopped search keeps what it has found, every
    /// connection of it as real as ever, but misses others and may keep larger carriers;
    /// [`Connections::complete`] tells whether it stopped.
    pub max_work: usize,
    /// Whether to add, before the rules run, the full connections from each group to an
    /// edge that a small exhaustive search of the cells between them proves (the fourth-row
    /// templates H-search cannot build from bridges and semis). Off by default.
    pub edge_templates: bool,
}

impl VcOptions {
    /// The defaults, as a `const` for struct updates in `const` items.
    pub const DEFAULT: VcOptions = VcOptions {
        max_fulls: 8,
        max_semis: 16,
        or_max: 4,
        max_work: usize::MAX,
        edge_templates: false,
    };
}

impl Default for VcOptions {
    fn default() -> VcOptions {
        VcOptions::DEFAULT
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

/// An endpoint of the search, and its empty cell if it is one.
#[derive(Debug, Clone)]
struct Node {
    endpoint: Endpoint,
    cell: Option<usize>,
}

/// A set of cells of a board of at most `64 * W` cells: a carrier inside the search.
#[derive(Clone, Copy)]
struct Bits<const W: usize>([u64; W]);

// The tests below fold every word into one value and branch once: for one to three words
// that is cheaper than stopping at the first word that decides.
impl<const W: usize> Bits<W> {
    const EMPTY: Bits<W> = Bits([0; W]);
    /// Every bit, cells beyond the board included: the start of an intersection.
    const ALL: Bits<W> = Bits([u64::MAX; W]);

    fn to_set(self) -> CellSet {
        CellSet::from_words(&self.0)
    }

    fn only(cell: usize) -> Bits<W> {
        let mut out = Bits::EMPTY;
        if let Some(word) = out.0.get_mut(cell / 64) {
            *word = 1 << (cell % 64);
        }
        out
    }

    fn with(self, cell: usize) -> Bits<W> {
        self | Bits::only(cell)
    }

    fn without(mut self, other: Bits<W>) -> Bits<W> {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= !b;
        }
        self
    }

    fn is_empty(&self) -> bool {
        self.0.iter().fold(0, |acc, &w| acc | w) == 0
    }

    fn len(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    fn intersects(&self, other: &Bits<W>) -> bool {
        self.0
            .iter()
            .zip(other.0)
            .fold(0, |acc, (&a, b)| acc | (a & b))
            != 0
    }

    fn is_subset(&self, other: &Bits<W>) -> bool {
        self.0
            .iter()
            .zip(other.0)
            .fold(0, |acc, (&a, b)| acc | (a & !b))
            == 0
    }

    fn same(&self, other: &Bits<W>) -> bool {
        self.0
            .iter()
            .zip(other.0)
            .fold(0, |acc, (&a, b)| acc | (a ^ b))
            == 0
    }
}

impl<const W: usize> BitAnd for Bits<W> {
    type Output = Bits<W>;
    fn bitand(mut self, rhs: Bits<W>) -> Bits<W> {
        for (a, b) in self.0.iter_mut().zip(rhs.0) {
            *a &= b;
        }
        self
    }
}

impl<const W: usize> BitOr for Bits<W> {
    type Output = Bits<W>;
    fn bitor(mut self, rhs: Bits<W>) -> Bits<W> {
        for (a, b) in self.0.iter_mut().zip(rhs.0) {
            *a |= b;
        }
        self
    }
}

impl<const W: usize> std::fmt::Debug for Bits<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.to_set().fmt(f)
    }
}

impl<const W: usize> Default for Bits<W> {
    fn default() -> Bits<W> {
        Bits::EMPTY
    }
}

#[derive(Debug, Clone, Copy, Default)]
struct Semi<const W: usize> {
    key: usize,
    /// Its place in the order the rules take semis up (from 1), or 0 for one they never take
    /// up (copied as it was from an earlier search): see [`CROWDED`].
    order: u32,
    carrier: Bits<W>,
}

/// Many short lists in one buffer, each a range of it; a list that fills its range moves to
/// the buffer's end with twice the room. A search keeps a list of carriers for each of
/// thousands of pairs and drops them all at once: one buffer spares an allocation (and a
/// free) for each. In WebAssembly, whose allocator walks a free list, that makes 7x7 solves
/// 10 to 25% faster; natively it gains little.
#[derive(Debug, Clone)]
struct Lists<T> {
    items: Vec<T>,
    heads: Vec<Head>,
}

/// Where a list of [`Lists`] lies: `len` items from `start`, with room for `room`.
#[derive(Debug, Clone, Copy, Default)]
struct Head {
    start: u32,
    len: u32,
    room: u32,
}

impl Head {
    fn range(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }
}

/// The room a list is given at its first item.
const FIRST_ROOM: u32 = 4;

impl<T: Copy + Default> Lists<T> {
    /// `count` empty lists, with room for `room` items in all before the buffer grows.
    fn new(count: usize, room: usize) -> Lists<T> {
        Lists {
            items: Vec::with_capacity(room),
            heads: vec![Head::default(); count],
        }
    }

    fn get(&self, list: usize) -> &[T] {
        let head = self.heads.get(list).copied().unwrap_or_default();
        self.items.get(head.range()).unwrap_or(&[])
    }

    fn len(&self, list: usize) -> usize {
        self.heads.get(list).map_or(0, |h| h.len as usize)
    }

    fn push(&mut self, list: usize, item: T) {
        let Some(head) = self.heads.get_mut(list) else {
            return;
        };
        if head.len == head.room {
            let start = self.items.len();
            let room = (head.room * 2).max(FIRST_ROOM);
            self.items.extend_from_within(head.range());
            self.items.resize(start + room as usize, T::default());
            // A buffer past `u32::MAX` items would need some hundred gigabytes.
            head.start = u32::try_from(start).unwrap_or(u32::MAX);
            head.room = room;
        }
        if let Some(slot) = self.items.get_mut((head.start + head.len) as usize) {
            *slot = item;
            head.len += 1;
        }
    }

    /// Keeps the items `keep` accepts, in their order, as `Vec::retain` does.
    fn retain(&mut self, list: usize, mut keep: impl FnMut(&T) -> bool) {
        let Some(head) = self.heads.get_mut(list) else {
            return;
        };
        let Some(items) = self.items.get_mut(head.range()) else {
            return;
        };
        // Most calls drop nothing: the items before the first one dropped stay where they
        // are, unwritten.
        let Some(first) = items.iter().position(|item| !keep(item)) else {
            return;
        };
        let mut kept = first;
        for i in first + 1..items.len() {
            let Some(&item) = items.get(i) else {
                break;
            };
            if keep(&item) {
                if let Some(slot) = items.get_mut(kept) {
                    *slot = item;
                }
                kept += 1;
            }
        }
        head.len = u32::try_from(kept).unwrap_or(head.len);
    }

    /// Removes item `i`, the last taking its place, as `Vec::swap_remove` does.
    fn swap_remove(&mut self, list: usize, i: usize) {
        let Some(head) = self.heads.get_mut(list) else {
            return;
        };
        let Some(items) = self.items.get_mut(head.range()) else {
            return;
        };
        if i < items.len() {
            items.swap(i, items.len() - 1);
            head.len -= 1;
        }
    }
}

/// The connections of every pair of nodes, list `a * n + b` for `a < b`.
#[derive(Debug, Clone)]
struct Pairs<const W: usize> {
    fulls: Lists<Bits<W>>,
    semis: Lists<Semi<W>>,
}

enum Work<const W: usize> {
    Full(usize, usize, Bits<W>),
    Semi(usize, usize, Semi<W>),
}

/// The connections of every pair of nodes, in the words the board needs.
#[derive(Debug, Clone)]
enum Store {
    One(Pairs<1>),
    Two(Pairs<2>),
    Three(Pairs<3>),
    Six(Pairs<6>),
}

/// Runs `$body` with `$pairs` bound to the store's pairs, whatever their word count.
macro_rules! with_pairs {
    ($store:expr, $pairs:ident => $body:expr) => {
        match $store {
            Store::One($pairs) => $body,
            Store::Two($pairs) => $body,
            Store::Three($pairs) => $body,
            Store::Six($pairs) => $body,
        }
    };
}

fn fulls_of<const W: usize>(pairs: &Pairs<W>, i: usize) -> Vec<CellSet> {
    pairs.fulls.get(i).iter().map(|f| f.to_set()).collect()
}

fn semis_of<const W: usize>(pairs: &Pairs<W>, i: usize) -> Vec<(usize, CellSet)> {
    pairs
        .semis
        .get(i)
        .iter()
        .map(|s| (s.key, s.carrier.to_set()))
        .collect()
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
/// assert!(vcs.complete());
/// # Ok::<(), hex_connect::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Connections {
    player: Player,
    nodes: Vec<Node>,
    store: Store,
    /// The node of each cell: its own for an empty cell, its group's for a stone.
    node_of: Vec<Option<usize>>,
    complete: bool,
    /// The stones of each stone node (the edges first), the opponent's stones and the
    /// options of the search: what [`Connections::update`] starts from.
    groups: Vec<CellSet>,
    /// The empty cells each stone node touches (an edge, its line too).
    touches: Vec<CellSet>,
    theirs: CellSet,
    options: VcOptions,
}

impl Connections {
    /// Runs H-search for `player` on `position`.
    #[must_use]
    pub fn compute(position: &Position, player: Player, options: &VcOptions) -> Connections {
        let layout = Layout::new(position, player);
        let cells = position.rows() * position.cols();
        let (store, complete) = match cells {
            0..=64 => {
                let (pairs, complete) = search::<1>(position, &layout, *options);
                (Store::One(pairs), complete)
            }
            65..=128 => {
                let (pairs, complete) = search::<2>(position, &layout, *options);
                (Store::Two(pairs), complete)
            }
            129..=192 => {
                let (pairs, complete) = search::<3>(position, &layout, *options);
                (Store::Three(pairs), complete)
            }
            _ => {
                let (pairs, complete) = search::<6>(position, &layout, *options);
                (Store::Six(pairs), complete)
            }
        };
        Connections::found(position, player, layout, store, complete, options)
    }

    /// The connections a search of `player` on `position` over `layout` found, with what a
    /// later [`Connections::update`] starts from.
    fn found(
        position: &Position,
        player: Player,
        layout: Layout,
        store: Store,
        complete: bool,
        options: &VcOptions,
    ) -> Connections {
        Connections {
            player,
            nodes: layout.nodes,
            store,
            node_of: layout.node_of,
            complete,
            groups: layout.groups,
            touches: layout.touches,
            theirs: position.stones(player.opponent()),
            options: *options,
        }
    }

    /// H-search for the same player on `position`, a position that has every stone these
    /// connections were found with and more, starting from them: what is the same as before
    /// is not combined again. The connections found are as real as those of
    /// [`Connections::compute`], though not always the same ones (what the caps of
    /// [`VcOptions`] turned away before stays away). Falls back to [`Connections::compute`]
    /// when `position` lacks some of the stones, has another size, or the earlier search
    /// stopped before its end or ran with other options.
    ///
    /// A connection survives the new stones unless the opponent took a cell of its carrier;
    /// the player's new stones leave its carrier (a semi whose key the player took is now
    /// full), and an endpoint that became part of a group is now that group. Those that
    /// changed so, and those of every group that grew, are combined again with everything;
    /// the others were combined with one another before.
    #[must_use]
    pub fn update(&self, position: &Position, options: &VcOptions) -> Connections {
        let player = self.player;
        let cells = position.rows() * position.cols();
        let own_before = self.groups.iter().fold(CellSet::EMPTY, |a, &g| a | g);
        let own = position.stones(player);
        let theirs = position.stones(player.opponent());
        let fits = self.complete
            && self.options == *options
            && !options.edge_templates
            && self.node_of.len() == cells
            && own_before.is_subset(&own)
            && self.theirs.is_subset(&theirs);
        if !fits {
            return Connections::compute(position, player, options);
        }
        let layout = Layout::new(position, player);
        let change = Change {
            old_nodes: &self.nodes,
            old_groups: &self.groups,
            own: own - own_before,
            theirs: theirs - self.theirs,
        };
        let (store, complete) = match &self.store {
            Store::One(old) => {
                let (pairs, complete) = change.search(old, position, &layout, *options);
                (Store::One(pairs), complete)
            }
            Store::Two(old) => {
                let (pairs, complete) = change.search(old, position, &layout, *options);
                (Store::Two(pairs), complete)
            }
            Store::Three(old) => {
                let (pairs, complete) = change.search(old, position, &layout, *options);
                (Store::Three(pairs), complete)
            }
            Store::Six(old) => {
                let (pairs, complete) = change.search(old, position, &layout, *options);
                (Store::Six(pairs), complete)
            }
        };
        Connections::found(position, player, layout, store, complete, options)
    }

    /// The player whose connections these are.
    #[must_use]
    pub fn player(&self) -> Player {
        self.player
    }

    /// Whether the search ran to its end: false when [`VcOptions::max_work`] stopped it
    /// first, and then it may have missed connections.
    #[must_use]
    pub fn complete(&self) -> bool {
        self.complete
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

    fn pair_index(&self, a: Endpoint, b: Endpoint) -> Option<usize> {
        let (a, b) = (self.node(a)?, self.node(b)?);
        Some(a.min(b) * self.nodes.len() + a.max(b))
    }

    /// The carriers of the full connections found between two endpoints.
    #[must_use]
    pub fn fulls(&self, a: Endpoint, b: Endpoint) -> Vec<CellSet> {
        let Some(i) = self.pair_index(a, b) else {
            return Vec::new();
        };
        with_pairs!(&self.store, pairs => fulls_of(pairs, i))
    }

    /// The semi-connections found between two endpoints, as `(key, carrier)`.
    #[must_use]
    pub fn semis(&self, a: Endpoint, b: Endpoint) -> Vec<(usize, CellSet)> {
        let Some(i) = self.pair_index(a, b) else {
            return Vec::new();
        };
        with_pairs!(&self.store, pairs => semis_of(pairs, i))
    }

    /// The player's stone endpoints, the two edges first, each with its stones (an edge's
    /// are those joined to it) and the empty cells it touches (an edge, its line too).
    pub(crate) fn stone_groups(&self) -> impl Iterator<Item = (Endpoint, CellSet, CellSet)> + '_ {
        self.nodes
            .iter()
            .zip(&self.groups)
            .zip(&self.touches)
            .map(|((node, &stones), &touches)| (node.endpoint, stones, touches))
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
                let i = a * n + b;
                let (from, to) = (na.endpoint.min(nb.endpoint), na.endpoint.max(nb.endpoint));
                let fulls = with_pairs!(&self.store, pairs => fulls_of(pairs, i));
                out.extend(fulls.into_iter().map(|carrier| Connection {
                    from,
                    to,
                    kind: Kind::Full,
                    carrier,
                    key: None,
                }));
                let semis = with_pairs!(&self.store, pairs => semis_of(pairs, i));
                out.extend(semis.into_iter().map(|(key, carrier)| Connection {
                    from,
                    to,
                    kind: Kind::Semi,
                    carrier,
                    key: Some(key),
                }));
            }
        }
        out.sort_by_key(|c| (c.kind == Kind::Semi, c.from, c.to, c.carrier.len()));
        out
    }
}

/// The endpoints of one player's search, whatever the size of its carriers.
struct Layout {
    nodes: Vec<Node>,
    /// The node of each cell: its own for an empty cell, its group's for a stone.
    node_of: Vec<Option<usize>>,
    /// The empty cells each stone node touches; the edges touch their own line.
    touches: Vec<CellSet>,
    /// The stones of each stone node (none for an edge without stones).
    groups: Vec<CellSet>,
    player: Player,
}

impl Layout {
    fn new(position: &Position, player: Player) -> Layout {
        let cells = position.rows() * position.cols();
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
        let groups = position.groups(player);
        let mut touches = Vec::with_capacity(groups.len());
        for (node, &group) in groups.iter().enumerate() {
            // An edge touches its own line too; a group that touches neither edge is a node
            // of its own, named by its lowest cell.
            let line = [start, goal].get(node).copied().unwrap_or(CellSet::EMPTY);
            touches.push((position.neighbours_of(group) | line) & empty);
            if let Some(first) = group.first_cell().filter(|_| node >= 2) {
                nodes.push(Node {
                    endpoint: Endpoint::Group(first),
                    cell: None,
                });
            }
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
        Layout {
            nodes,
            node_of,
            touches,
            groups,
            player,
        }
    }
}

/// H-search with carriers of `W` words: the connections of every pair of nodes, and whether
/// the search ran to its end.
fn search<const W: usize>(
    position: &Position,
    layout: &Layout,
    options: VcOptions,
) -> (Pairs<W>, bool) {
    let n = layout.nodes.len();
    let mut builder = Builder::<W>::new(layout, options, [n * FULLS_A_NODE, n * SEMIS_A_NODE]);
    seed(&mut builder, position, layout);
    let complete = builder.run();
    (builder.pairs, complete)
}

/// What [`Connections::update`] starts from: the nodes and groups of the earlier search,
/// and the stones each player has gained since.
struct Change<'a> {
    old_nodes: &'a [Node],
    old_groups: &'a [CellSet],
    own: CellSet,
    theirs: CellSet,
}

impl Change<'_> {
    /// H-search on `position` from the connections `old` of the earlier one.
    fn search<const W: usize>(
        &self,
        old: &Pairs<W>,
        position: &Position,
        layout: &Layout,
        options: VcOptions,
    ) -> (Pairs<W>, bool) {
        let room = [old.fulls.items.len(), old.semis.items.len()];
        let mut builder = Builder::<W>::new(layout, options, room);
        let n_old = self.old_nodes.len();
        // Each earlier node's node now: an edge stays itself, a group is the group that
        // holds its stones, an empty cell is itself or its new group, or gone when the
        // opponent took it.
        let map: Vec<Option<usize>> = self
            .old_nodes
            .iter()
            .enumerate()
            .map(|(i, node)| match (node.cell, self.old_groups.get(i)) {
                (Some(cell), _) if self.theirs.contains(cell) => None,
                (Some(cell), _) => layout.node_of.get(cell).copied().flatten(),
                (None, _) if i < 2 => Some(i),
                (None, Some(group)) => group
                    .first_cell()
                    .and_then(|cell| layout.node_of.get(cell).copied().flatten()),
                (None, None) => None,
            })
            .collect();
        // A stone node is new when no earlier node had just its stones: its connections are
        // all combined again.
        let mut same = vec![false; layout.nodes.len()];
        for (i, group) in self.old_groups.iter().enumerate() {
            if let Some(Some(j)) = map.get(i) {
                if layout.groups.get(*j) == Some(group) {
                    if let Some(slot) = same.get_mut(*j) {
                        *slot = true;
                    }
                }
            }
        }
        // An edge is never the middle of the AND rule, so what it gained changes no
        // combination through it: its connections are combined again only when their
        // carriers change.
        let settled =
            |j: usize| j < 2 || j >= layout.groups.len() || same.get(j).copied().unwrap_or(false);
        // The earlier pairs that land on each new pair. The connections of a pair that only
        // one earlier pair lands on were kept apart from one another already and are copied
        // as they are; semis that come together from two have not met in the OR rule yet.
        let n_new = layout.nodes.len();
        let new_pair = |a: usize, b: usize| -> Option<(usize, usize)> {
            let (na, nb) = (
                map.get(a).copied().flatten()?,
                map.get(b).copied().flatten()?,
            );
            (na != nb).then_some((na.min(nb), na.max(nb)))
        };
        // Each earlier pair with connections, its index and where it lands, found once.
        let mut landed = Vec::new();
        let mut sources = vec![0u8; n_new * n_new];
        for a in 0..n_old {
            for b in a + 1..n_old {
                let i = a * n_old + b;
                if old.fulls.len(i) + old.semis.len(i) == 0 {
                    continue;
                }
                if let Some((na, nb)) = new_pair(a, b) {
                    if let Some(count) = sources.get_mut(na * n_new + nb) {
                        *count = count.saturating_add(1);
                    }
                    landed.push((i, na, nb));
                }
            }
        }
        let theirs = self.theirs.iter().fold(Bits::<W>::EMPTY, Bits::with);
        let own = self.own.iter().fold(Bits::<W>::EMPTY, Bits::with);
        for (i, na, nb) in landed {
            let moved = !(settled(na) && settled(nb));
            let alone = sources
                .get(na * n_new + nb)
                .is_some_and(|&count| count == 1);
            let fulls = old.fulls.get(i).iter().filter(|c| !c.intersects(&theirs));
            let semis = old.semis.get(i).iter();
            let semis = semis.filter(|s| !s.carrier.intersects(&theirs));
            // Those the new stones leave as they were first, then those they shrink.
            for &carrier in fulls.clone().filter(|c| !c.intersects(&own)) {
                if alone {
                    builder.copy_full(na, nb, carrier, moved);
                } else {
                    builder.put_full(na, nb, carrier, moved);
                }
            }
            for &semi in semis.clone().filter(|s| !s.carrier.intersects(&own)) {
                if alone {
                    builder.copy_semi(na, nb, semi, moved);
                } else {
                    builder.put_semi(na, nb, semi, true);
                }
            }
            for &carrier in fulls.filter(|c| c.intersects(&own)) {
                builder.put_full(na, nb, carrier.without(own), true);
            }
            for &semi in semis.filter(|s| s.carrier.intersects(&own)) {
                let carrier = semi.carrier.without(own);
                if own.intersects(&Bits::only(semi.key)) {
                    builder.put_full(na, nb, carrier, true);
                } else {
                    builder.put_semi(
                        na,
                        nb,
                        Semi {
                            key: semi.key,
                            order: 0,
                            carrier,
                        },
                        true,
                    );
                }
            }
        }
        seed(&mut builder, position, layout);
        let complete = builder.run();
        (builder.pairs, complete)
    }
}

/// The connections of touching endpoints: each empty cell with the empty cells and stone
/// nodes it touches, and the edge templates if asked for.
fn seed<const W: usize>(builder: &mut Builder<W>, position: &Position, layout: &Layout) {
    let options = builder.options;
    let empty = position.empty();
    for cell in empty.iter() {
        let Some(a) = layout.node_of.get(cell).copied().flatten() else {
            continue;
        };
        for other in position
            .adjacent(cell)
            .filter(|&o| o > cell && empty.contains(o))
        {
            if let Some(b) = layout.node_of.get(other).copied().flatten() {
                builder.add_full(a, b, Bits::EMPTY);
            }
        }
        for (node, t) in layout.touches.iter().enumerate() {
            if t.contains(cell) {
                builder.add_full(a, node, Bits::EMPTY);
            }
        }
    }
    if options.edge_templates {
        let player = layout.player;
        let own = position.stones(player);
        let theirs = position.stones(player.opponent());
        let edges = position.edge_cells(player);
        for (edge, line) in edges.into_iter().enumerate() {
            let levels = Levels::new(position, line);
            for (node, &group) in layout.groups.iter().enumerate() {
                if node == edge || group.is_empty() {
                    continue;
                }
                for carrier in edge_carrier(position, &levels, group, own, theirs).iter() {
                    let bits = carrier.iter().fold(Bits::EMPTY, Bits::with);
                    builder.add_full(node, edge, bits);
                }
            }
        }
    }
}

/// What a node is to the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    /// An edge: not a middle, since a link that runs along an edge joins nothing the
    /// player needs.
    Edge,
    /// A group of stones: full connections through it make full ones.
    Group,
    /// An empty cell: full connections through it make semis keyed on it.
    Cell(usize),
}

/// The semis a pair holds past which the OR rule combines a new semi only with those taken
/// up before it ([`Semi::order`]). Above the caps of [`VcOptions::DEFAULT`] and of the bot, so
/// only the solver's searches (48 semis a pair) meet it. Measured in benches/RESULTS.md
/// ("The 8x8 centre openings"): the 8x8 centre openings solved in 0.7 of the time, the 7x7
/// openings in the same time in all.
const CROWDED: usize = 16;

/// The room a search from nothing gives its lists at the start, for each node: on the 7x7
/// openings a search ends with about 23 full and 43 semi-connections' room a node.
const FULLS_A_NODE: usize = 24;
const SEMIS_A_NODE: usize = 48;

struct Builder<const W: usize> {
    roles: Vec<Role>,
    /// Each node's own cell as a set (empty for an edge or a group): a carrier that holds
    /// it cannot reach the node.
    masks: Vec<Bits<W>>,
    n: usize,
    pairs: Pairs<W>,
    options: VcOptions,
    queue: VecDeque<Work<W>>,
    /// The work done, against [`VcOptions::max_work`].
    work: usize,
    /// For each node, the nodes it has a full connection with: the rules look only there.
    partners: Lists<usize>,
    /// For each pair, the cells common to the carriers of all its semi-connections (every
    /// cell while it has none), kept as semis come and go: most new semis end the OR rule
    /// on it, which then costs one intersection rather than a pass over the pair's semis.
    common: Vec<Bits<W>>,
    /// Scratch for the connections one rule combines, reused to spare allocations.
    others: Vec<Bits<W>>,
    found: Vec<Bits<W>>,
    pending: Vec<Work<W>>,
    rest: Vec<Bits<W>>,
    known: Vec<Bits<W>>,
    stack: Vec<(usize, Bits<W>, Bits<W>, usize)>,
    /// The semis queued so far: the last one's [`Semi::order`].
    taken: u32,
}

impl<const W: usize> Builder<W> {
    /// A builder whose buffers have room for `room` full and semi-connections before they
    /// grow.
    fn new(layout: &Layout, options: VcOptions, room: [usize; 2]) -> Builder<W> {
        let n = layout.nodes.len();
        let roles = layout
            .nodes
            .iter()
            .map(|node| match (node.endpoint, node.cell) {
                (_, Some(cell)) => Role::Cell(cell),
                (Endpoint::Group(_), None) => Role::Group,
                _ => Role::Edge,
            })
            .collect();
        let masks = layout
            .nodes
            .iter()
            .map(|node| node.cell.map_or(Bits::EMPTY, Bits::only))
            .collect();
        Builder {
            roles,
            masks,
            n,
            pairs: Pairs {
                fulls: Lists::new(n * n, room[0]),
                semis: Lists::new(n * n, room[1]),
            },
            options,
            queue: VecDeque::with_capacity(room[0] + room[1]),
            work: 0,
            partners: Lists::new(n, n * FULLS_A_NODE),
            common: vec![Bits::ALL; n * n],
            others: Vec::new(),
            found: Vec::new(),
            pending: Vec::new(),
            rest: Vec::new(),
            known: Vec::new(),
            stack: Vec::new(),
            taken: 0,
        }
    }

    fn index(&self, a: usize, b: usize) -> usize {
        a.min(b) * self.n + a.max(b)
    }

    fn mask(&self, node: usize) -> Bits<W> {
        self.masks.get(node).copied().unwrap_or(Bits::EMPTY)
    }

    fn add_full(&mut self, a: usize, b: usize, carrier: Bits<W>) {
        self.put_full(a, b, carrier, true);
    }

    /// [`Builder::add_full`], taken up by the rules only when `queue` is set.
    fn put_full(&mut self, a: usize, b: usize, carrier: Bits<W>, queue: bool) {
        if a == b {
            return;
        }
        let max = self.options.max_fulls;
        let i = self.index(a, b);
        let pairs = &mut self.pairs;
        let mut beaten = false;
        for f in pairs.fulls.get(i) {
            if f.is_subset(&carrier) {
                return;
            }
            beaten |= carrier.is_subset(f);
        }
        if beaten {
            pairs.fulls.retain(i, |f| !carrier.is_subset(f));
        }
        let semis = pairs.semis.len(i);
        pairs.semis.retain(i, |s| !carrier.is_subset(&s.carrier));
        if pairs.semis.len(i) != semis {
            self.recount_common(i);
        }
        let pairs = &mut self.pairs;
        // When full, a smaller carrier takes the place of the largest: small carriers combine
        // more often.
        if pairs.fulls.len(i) >= max {
            let largest = pairs
                .fulls
                .get(i)
                .iter()
                .enumerate()
                .max_by_key(|(_, f)| f.len())
                .map(|(j, f)| (j, f.len()));
            match largest {
                Some((j, len)) if len > carrier.len() => pairs.fulls.swap_remove(i, j),
                _ => return,
            }
        }
        self.copy_full(a, b, carrier, queue);
    }

    /// Adds a full connection as it is, with no test against its pair's others: one that
    /// [`Builder::put_full`] has let through, or one of a list copied whole from an earlier
    /// search, which holds no two that contain each other and no more than the cap.
    fn copy_full(&mut self, a: usize, b: usize, carrier: Bits<W>, queue: bool) {
        let i = self.index(a, b);
        if self.pairs.fulls.len(i) == 0 {
            self.partners.push(a, b);
            self.partners.push(b, a);
        }
        self.pairs.fulls.push(i, carrier);
        if queue {
            self.queue.push_back(Work::Full(a, b, carrier));
        }
    }

    /// [`Builder::copy_full`] for a semi-connection.
    fn copy_semi(&mut self, a: usize, b: usize, mut semi: Semi<W>, queue: bool) {
        semi.order = if queue {
            self.taken = self.taken.saturating_add(1);
            self.taken
        } else {
            0
        };
        let i = self.index(a, b);
        self.pairs.semis.push(i, semi);
        // Dropping the semis that hold the new one's carrier, as put_semi does, leaves this
        // the same: each of them held every cell the new one shares with the others.
        if let Some(common) = self.common.get_mut(i) {
            *common = *common & semi.carrier;
        }
        if queue {
            self.queue.push_back(Work::Semi(a, b, semi));
        }
    }

    /// Finds again the cells common to the semis of pair `i`, after some were dropped.
    fn recount_common(&mut self, i: usize) {
        let common = self
            .pairs
            .semis
            .get(i)
            .iter()
            .fold(Bits::ALL, |acc, s| acc & s.carrier);
        if let Some(slot) = self.common.get_mut(i) {
            *slot = common;
        }
    }

    fn add_semi(&mut self, a: usize, b: usize, semi: Semi<W>) {
        self.put_semi(a, b, semi, true);
    }

    /// [`Builder::add_semi`], taken up by the rules only when `queue` is set.
    fn put_semi(&mut self, a: usize, b: usize, semi: Semi<W>, queue: bool) {
        if a == b {
            return;
        }
        let max = self.options.max_semis;
        let i = self.index(a, b);
        let pairs = &mut self.pairs;
        if pairs
            .fulls
            .get(i)
            .iter()
            .any(|f| f.is_subset(&semi.carrier))
        {
            return;
        }
        // One pass tells both whether a semi of the pair makes the new one useless and
        // whether the new one makes some of them useless: most new semis do neither.
        let mut beaten = false;
        for s in pairs.semis.get(i) {
            if s.carrier.is_subset(&semi.carrier) {
                return;
            }
            beaten |= semi.carrier.is_subset(&s.carrier);
        }
        if beaten {
            pairs
                .semis
                .retain(i, |s| !semi.carrier.is_subset(&s.carrier));
        }
        if pairs.semis.len(i) >= max {
            let largest = pairs
                .semis
                .get(i)
                .iter()
                .enumerate()
                .max_by_key(|(_, s)| s.carrier.len())
                .map(|(j, s)| (j, s.carrier.len()));
            match largest {
                Some((j, len)) if len > semi.carrier.len() => {
                    pairs.semis.swap_remove(i, j);
                    self.recount_common(i);
                }
                _ => return,
            }
        }
        self.copy_semi(a, b, semi, queue);
    }

    /// Takes up the new connections in the order they were found until none is left or
    /// the work bound is reached; whether none is left.
    fn run(&mut self) -> bool {
        while self.work < self.options.max_work {
            let Some(work) = self.queue.pop_front() else {
                return true;
            };
            self.work += 1;
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
        self.queue.is_empty()
    }

    /// The AND rule for a new full connection `end-middle` (`semi` unset) or, through a
    /// group, for a new semi-connection `end-middle`: joined with each connection
    /// `middle-z` whose carrier it can share the board with.
    ///
    /// Two connections `end-middle` (carrier `c`) and `middle-z` (carrier `d`) join when
    /// `c` and `d` are apart, `end` is not in `d` and `z` not in `c`; as nodes differ in
    /// their cells, that is `(c | end) & (d | z)` empty. `z`'s cell is tested once for all
    /// of `middle-z`'s connections, and each of them then costs one intersection.
    fn and_rule(&mut self, end: usize, middle: usize, carrier: Bits<W>, semi: Option<usize>) {
        let role = self.roles.get(middle).copied().unwrap_or(Role::Edge);
        let key = match role {
            Role::Group => None,
            Role::Cell(cell) if semi.is_none() => Some(cell),
            _ => return,
        };
        // What the rule finds is added once the partners have all been read: adding
        // changes only pairs of `end`, never those of `middle` read here, so the result is
        // the same as adding at once, without copying each pair's lists first.
        let mut found = std::mem::take(&mut self.pending);
        found.clear();
        // A semi joins only full connections; a full one through a group joins semis too.
        let with_semis = role == Role::Group && semi.is_none();
        let reach = carrier | self.mask(end);
        let mut work = 0;
        for &z in self.partners.get(middle) {
            if z == end || self.mask(z).intersects(&carrier) {
                continue;
            }
            let i = self.index(middle, z);
            let fulls = self.pairs.fulls.get(i);
            work += fulls.len();
            for &other in fulls {
                if reach.intersects(&other) {
                    continue;
                }
                let union = carrier | other;
                found.push(match (semi, key) {
                    (Some(k), _) => Work::Semi(
                        end,
                        z,
                        Semi {
                            key: k,
                            order: 0,
                            carrier: union,
                        },
                    ),
                    (None, Some(k)) => Work::Semi(
                        end,
                        z,
                        Semi {
                            key: k,
                            order: 0,
                            carrier: union.with(k),
                        },
                    ),
                    (None, None) => Work::Full(end, z, union),
                });
            }
            if with_semis {
                let semis = self.pairs.semis.get(i);
                work += semis.len();
                for other in semis {
                    if !reach.intersects(&other.carrier) {
                        let joined = Semi {
                            key: other.key,
                            order: 0,
                            carrier: carrier | other.carrier,
                        };
                        found.push(Work::Semi(end, z, joined));
                    }
                }
            }
        }
        self.work = self.work.saturating_add(work);
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
    fn or_rule(&mut self, a: usize, b: usize, new: Semi<W>) {
        let i = self.index(a, b);
        // A cell common to every semi of the pair is common to every subset of them: then no
        // combination is a full connection, and most new semis end here, before the others
        // are copied out. (The work counted is the pair's other semis, as if each were
        // tried.)
        let common = self.common.get(i).copied().unwrap_or_default();
        if !(common & new.carrier).is_empty() {
            let others = self.pairs.semis.len(i).saturating_sub(1);
            self.work = self.work.saturating_add(others);
            return;
        }
        let semis = self.pairs.semis.get(i);
        // In a crowded pair, where the search over subsets costs most, the new semi meets
        // only those taken up before it: a combination is tried when the last of its semis
        // is taken up, and not again with each of the others.
        let crowded = semis.len() > CROWDED;
        let others_of_pair = semis
            .iter()
            .filter(|s| !crowded || s.order < new.order)
            .map(|s| s.carrier)
            .filter(|c| !c.same(&new.carrier));
        let mut others = std::mem::take(&mut self.others);
        others.clear();
        others.extend(others_of_pair);
        let mut work = others.len();
        // `rest[j]`: the cells common to the semis from `j` on, so that a branch whose
        // intersection they cannot empty is cut before it is tried.
        let mut rest = std::mem::take(&mut self.rest);
        rest.clear();
        rest.resize(others.len() + 1, Bits::ALL);
        for j in (0..others.len()).rev() {
            let after = rest.get(j + 1).copied().unwrap_or(Bits::ALL);
            if let (Some(slot), Some(&c)) = (rest.get_mut(j), others.get(j)) {
                *slot = after & c;
            }
        }
        // A union that holds a full connection the pair has already is no better than it,
        // and neither is anything grown from it (`add_full` would refuse them all): such a
        // branch is cut when it is made. Most of the OR rule's combinations end so.
        let mut known = std::mem::take(&mut self.known);
        known.clear();
        known.extend_from_slice(self.pairs.fulls.get(self.index(a, b)));
        let covered = |union: &Bits<W>| known.iter().any(|f| f.is_subset(union));
        let mut found = std::mem::take(&mut self.found);
        found.clear();
        // Depth-first over subsets in index order, each step shrinking the intersection; an
        // explicit stack of (next index, intersection, union, semis used). A subset whose
        // intersection is empty is a full connection, taken when it is popped, so that
        // they come out in the same order whatever the depth they are found at.
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        stack.push((0usize, new.carrier, new.carrier, 1usize));
        let or_max = self.options.or_max;
        while let Some((next, inter, union, used)) = stack.pop() {
            if inter.is_empty() {
                found.push(union);
                continue;
            }
            if used >= or_max || rest.get(next).is_some_and(|r| r.intersects(&inter)) {
                continue;
            }
            let tail = others.get(next..).unwrap_or(&[]);
            work += tail.len();
            if used + 1 == or_max {
                // The last pick: only a semi that empties the intersection is worth taking,
                // found in one scan (backwards, the order the stack would pop them in).
                found.extend(
                    tail.iter()
                        .rev()
                        .filter(|c| !inter.intersects(c))
                        .map(|&c| union | c)
                        .filter(|u| !covered(u)),
                );
                continue;
            }
            for (j, &c) in tail.iter().enumerate() {
                if inter.is_subset(&c) {
                    continue;
                }
                // A branch that the semis after it cannot empty is cut here rather than when
                // it is popped (as above), before its union is tested: more than half the
                // branches end so.
                let (after, shared) = (next + j + 1, inter & c);
                if !shared.is_empty() && rest.get(after).is_some_and(|r| r.intersects(&shared)) {
                    continue;
                }
                let grown = union | c;
                if !covered(&grown) {
                    stack.push((after, shared, grown, used + 1));
                }
            }
        }
        for &carrier in &found {
            self.add_full(a, b, carrier);
        }
        self.work = self.work.saturating_add(work);
        self.others = others;
        self.found = found;
        self.stack = stack;
        self.rest = rest;
        self.known = known;
    }
}
