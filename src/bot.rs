//! A computer opponent: Monte-Carlo tree search (UCT with RAVE) over [`Game`].
//!
//! Each simulation walks down the tree, choosing children by their win rate blended with
//! their all-moves-as-first (RAVE) statistics, adds one level of children, and fills the
//! rest of the board at random, on the board's cells alone, one flood at the end finding
//! the winner of the full board: a playout answers an intrusion into a bridge of the side
//! to move by taking the bridge's other cell, as a player would, and one into the edge
//! template of a stone on the third row (the ziggurat) by the move that keeps the stone
//! joined to its edge. Two rules keep the tree honest where a random game is not: a side
//! that can win in one move has only that move, and a side whose opponent threatens to win
//! next may only play on a threatened cell (or swap). So the search never misses a win in
//! one and always blocks a single threat. On the second move, when the game allows it, the
//! swap is one more choice at the root.
//!
//! A child's value blends its own win rate with its RAVE value, the blend moving to its own
//! rate as its visits grow; there is no exploration bonus, as RAVE explores (the swap, which
//! has no RAVE value, is the exception). A new child starts with a few virtual RAVE
//! simulations, worth more when a stone touches its cell and more again when it makes a bridge
//! with one of the mover's. A node gets its children after a few visits, a number that
//! doubles as the tree fills towards its node limit, so that a long search keeps growing the
//! tree along its most visited lines (where it stops growing, the search goes on in the tree
//! it has). The constants are [`Tuning`]'s, chosen by
//! self-play (`examples/selfplay.rs`; the results are in `benches/RESULTS.md`). A board of
//! more than [`MAX_SEARCH_CELLS`] is not searched, as a playout alone would take too long: the
//! move comes from the distances of [`Game::analyze`], a win in one, else the block of one,
//! else the first cell of the side to move's cheapest way.
//!
//! Beyond the rules the search uses the [`knowledge`](crate::knowledge) layer, where no
//! swap is still to come (it knows positions, not the swap). At the root a move that a
//! virtual connection between the mover's edges proves winning is played at once; the
//! root's moves are the opponent's must-play region less the cells the fill-in of inferior
//! cells takes; and once the board is half full the [`solver`](crate::solver) gets a share
//! of the time to prove a winning move. Inside the tree a node with enough visits gets the
//! same look once, with lighter H-search limits: its children shrink to the moves that may
//! win, or a connection proves it won or lost; and the playouts below it start with the
//! cells of its fill-in (dead cells, captured pairs) given their colours. Proofs carry up
//! the tree as in MCTS-solver: a node with a child proved won for the mover is lost for its
//! owner, one whose children are all lost or pruned is won, a proved node ends a simulation
//! with its proved result instead of a playout, and the search stops once the root is
//! settled. A look costs as much as hundreds of playouts, so a timed search spends at most
//! a share of its time on them.
//!
//! A [`Searcher`] keeps its tree between the moves of one game: when the next position it
//! is asked about is one the old tree reached (after its own move and the opponent's
//! answer), the search goes on from that node, with its visits and proofs, rather than from
//! nothing. [`search`] always starts afresh.
//!
//! The core has no clock of its own (WebAssembly has none without JavaScript): a search by
//! time takes one as a closure that returns milliseconds. With a seed and a number of
//! simulations (and no time limit reached), the answer is always the same.
//!
//! ```
//! use hex_connect::bot::{search, SearchOptions};
//! use hex_connect::game::{Game, Move};
//! use hex_connect::{Player, Rule};
//!
//! // X (top to bottom) has b1 and b2 and wins at a3 or b3.
//! let mut game = Game::from_moves("b1 a1 b2 a2", 3, 3, Rule::XTopBottom)?;
//! let options = SearchOptions { simulations: Some(200), seed: 7, ..SearchOptions::default() };
//! // The clock is only read for a time limit; this search counts simulations.
//! let found = search(&game, &options, &mut || 0.0)?;
//! assert_eq!(found.win_rate, 1.0);
//! assert!(matches!(found.play, Move::Stone(2, 0) | Move::Stone(2, 1)));
//! assert_eq!(game.play_any(found.play)?, Some(Player::X));
//! # Ok::<(), hex_connect::Error>(())
//! ```

mod knowledge;
pub(crate) mod patterns;

use crate::game::{Game, Move, Swap};
use crate::hex::{Bordered, Cell, Player, RING};
use crate::knowledge::vc::VcOptions;
use crate::solver::{solve_game_with, SolveOptions};
use crate::Error;
use knowledge::{look, Look, TREE_VCS};
use std::collections::BTreeMap;

/// The time a search takes when its options give neither a time nor a number of
/// simulations.
pub const DEFAULT_TIME_MS: f64 = 1000.0;

/// The most tree nodes a search keeps unless told otherwise (32 bytes each: 16 MiB).
pub const DEFAULT_MAX_NODES: usize = 1 << 19;

/// How long a search runs and how it draws its random numbers.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SearchOptions {
    /// Stop after this many simulations.
    pub simulations: Option<u64>,
    /// Stop after this many milliseconds of the clock passed to [`search`], everything
    /// included: a hard limit. With no limit at all, the search runs for [`DEFAULT_TIME_MS`].
    pub time_ms: Option<f64>,
    /// The time the side to move has left for the rest of the game, in milliseconds: the
    /// search then takes a share of it that grows as the board fills, and up to twice that
    /// when its two best moves are close (never more than `time_ms`, when that is given).
    pub time_left_ms: Option<f64>,
    /// The seed of the playouts' random numbers.
    pub seed: u64,
    /// The most nodes the tree may hold; past it the search goes on without growing it.
    pub max_nodes: usize,
    /// The search's constants, for experiments; the defaults are the best of those measured
    /// (see [`Tuning`]).
    pub tuning: Tuning,
}

/// The constants of the search. The defaults are those that won in self-play against the
/// alternatives tried (`examples/selfplay.rs`, which plays each opening with both colours);
/// the games and their results are in `benches/RESULTS.md`, under "The computer opponent".
/// The distance prior (`distance_prior`, `distance_depth`) is off by default: it neither won
/// nor lost clearly there, and it costs simulations.
///
/// A comparison is rerun as
/// `cargo run --release --example selfplay -- --size 9 --sims 1000 --a distance=0.2,depth=100 --b default`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tuning {
    /// The exploration constant of UCT.
    pub exploration: f32,
    /// The visits at which a child's own win rate weighs as much as its RAVE value.
    pub rave_equivalence: f32,
    /// The visits a node needs before it gets children of its own.
    pub expand_after: u32,
    /// How many times `expand_after` doubles as the tree fills towards its node limit, once
    /// for each further share of `1 / expand_doublings` of `max_nodes` taken (0 for never).
    /// A search of about a second on 11x11 otherwise fills the tree within its first third
    /// and grows it no more; with the doublings it keeps growing the tree along its most
    /// visited lines to the end (`benches/RESULTS.md`, "the tree that stopped growing").
    pub expand_doublings: u32,
    /// Virtual RAVE simulations given to a new child from the stones round its cell
    /// (0 for none).
    pub prior: f32,
    /// Added to the value of `prior` (which it needs) for each player, the side to move
    /// and its opponent, whose cheapest way to join their edges can go through the child's
    /// cell: the shortest-path distance of [`Game::analyze`], taken over every cheapest way
    /// rather than the one completion it returns. 0 for none.
    pub distance_prior: f32,
    /// The deepest node that gets `distance_prior`: 0 for the root's children only, 1 for
    /// theirs too, and so on.
    pub distance_depth: u32,
    /// The visits at which a node of the tree gets the knowledge layer's look (its
    /// virtual connections and inferior cells), once: its children shrink to the moves that
    /// may win, and a connection that decides it proves it won or lost. 0 turns the
    /// knowledge off everywhere, the root and the proof attempt included.
    pub knowledge_after: u32,
    /// The most of a timed search's time that the looks inside the tree may take.
    pub knowledge_share: f32,
    /// The share of a timed search's time that the solver gets to prove the position at the
    /// root before the search (0 for no attempt); a search by simulations gives it one node
    /// for each [`SOLVER_SIMULATIONS`] simulations instead.
    pub solver_share: f32,
    /// How far the learned worth of a cell's local pattern moves its prior from an even
    /// 0.5, per unit of the natural log of how much more often than an average cell the
    /// bot's own games chose a cell of that pattern (see `src/bot/patterns.rs`); 0 for the
    /// fixed guess from the stones round it. At 0.1 it won 58% of 200 games against the
    /// fixed guess on 11x11 (1,500 simulations a move) and 52% to 57% on 9x9.
    pub pattern_prior: f32,
    /// Whether the knowledge layer's look also leaves out the side to move's vulnerable
    /// cells (a move the opponent can make useless with one stone beside it), which are
    /// never needed to win.
    pub prune_vulnerable: bool,
    /// Whether the playouts answer an intrusion into the edge template of a stone on the
    /// third row from its edge (template IIIa, the ziggurat) as they answer one into a
    /// bridge: with the move that keeps the stone joined to the edge. It makes a simulation
    /// dearer and the bot stronger at equal time (`benches/RESULTS.md`, "the playouts answer
    /// intrusions into the ziggurat").
    pub template_replies: bool,
    /// Whether a playout starts from the position with the fill-in of the deepest node of
    /// its walk that the knowledge layer looked at (the root's look included): its dead
    /// cells, and the cells a player captures given to that player, which changes no
    /// winner, so that the random moves fall where they can matter (MoHex's "reduced
    /// equivalent board"; `benches/RESULTS.md`, "the playouts start from the fill-in").
    pub playout_fill_in: bool,
}

/// Simulations of a search without a time limit that buy one node of the root's proof
/// attempt, so that a search by simulations stays the same from run to run.
pub const SOLVER_SIMULATIONS: u64 = 200;

impl Default for Tuning {
    fn default() -> Tuning {
        Tuning {
            exploration: 0.0,
            rave_equivalence: 1000.0,
            expand_after: 4,
            expand_doublings: 4,
            prior: 20.0,
            distance_prior: 0.0,
            distance_depth: 0,
            knowledge_after: 200,
            knowledge_share: 0.3,
            solver_share: 0.2,
            prune_vulnerable: true,
            pattern_prior: 0.1,
            template_replies: true,
            playout_fill_in: true,
        }
    }
}

impl Default for SearchOptions {
    fn default() -> SearchOptions {
        SearchOptions {
            simulations: None,
            time_ms: None,
            time_left_ms: None,
            seed: 0,
            max_nodes: DEFAULT_MAX_NODES,
            tuning: Tuning::default(),
        }
    }
}

/// What the search chose.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BotMove {
    /// The move: a stone, or the swap on the second move.
    pub play: Move,
    /// The estimated chance that the side to move wins after `play`, from 0 to 1.
    pub win_rate: f64,
    /// The simulations the search ran.
    pub simulations: u64,
    /// The simulations through the position searched that a [`Searcher`] kept from its
    /// earlier searches and went on from (0 for a fresh tree).
    pub reused: u64,
}

/// [`search`] timed by the system clock.
///
/// # Errors
/// As [`search`].
#[cfg(not(target_arch = "wasm32"))]
pub fn best_move(game: &Game, options: &SearchOptions) -> Result<BotMove, Error> {
    let start = std::time::Instant::now();
    search(game, options, &mut || {
        start.elapsed().as_secs_f64() * 1000.0
    })
}

/// The best move for the side to move in `game`, by Monte-Carlo tree search. `clock`
/// returns the time in milliseconds (from any origin); it is read once every few dozen
/// simulations and around each look of the knowledge layer and the proof attempt, and not
/// at all when only `options.simulations` limits the search. A time limit holds for the
/// whole call: a look is only begun when another as dear as the dearest yet ends well
/// before the deadline.
///
/// # Errors
/// [`Error::GameOver`] when the game has a winner.
pub fn search(
    game: &Game,
    options: &SearchOptions,
    clock: &mut dyn FnMut() -> f64,
) -> Result<BotMove, Error> {
    run(game, options, clock, None).map(|(found, _)| found)
}

/// A search that keeps its tree between the moves of one game: asked for a move in a
/// position that the moves played since its last search reached from that search's
/// position (its own move and the opponent's answer, say), it goes on from the node of
/// that position in the old tree, with the visits, win rates and proofs gathered there,
/// instead of starting afresh. Any other position (another game, a move taken back, a
/// position the old tree never reached) starts a fresh tree. With a seed and a number of
/// simulations, the same calls in the same order give the same answers.
///
/// ```
/// use hex_connect::bot::{search, SearchOptions, Searcher};
/// use hex_connect::game::Game;
/// use hex_connect::Rule;
///
/// let mut game = Game::new(7, 7, Rule::XTopBottom)?;
/// game.set_swap_allowed(false);
/// let mut searcher = Searcher::new();
/// let options = SearchOptions { simulations: Some(2000), seed: 1, ..SearchOptions::default() };
/// let mine = searcher.search(&game, &options, &mut || 0.0)?;
/// assert_eq!(mine.reused, 0);
/// game.play_any(mine.play)?;
/// // The opponent's answer, from a search of its own.
/// game.play_any(search(&game, &options, &mut || 0.0)?.play)?;
/// // The next search goes on from the visits the first gave that position.
/// let next = searcher.search(&game, &options, &mut || 0.0)?;
/// assert!(next.reused > 0);
/// assert_eq!(next.simulations, 2000);
/// # Ok::<(), hex_connect::Error>(())
/// ```
pub struct Searcher {
    reuse: bool,
    /// The tree of the last search, its root the position searched.
    kept: Option<Tree>,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new()
    }
}

impl Searcher {
    /// A searcher that keeps its tree between moves.
    #[must_use]
    pub fn new() -> Searcher {
        Searcher {
            reuse: true,
            kept: None,
        }
    }

    /// Whether the searcher keeps its tree between moves (true by default).
    #[must_use]
    pub fn reuse(&self) -> bool {
        self.reuse
    }

    /// Turns the keeping of the tree on or off; off, each search starts afresh, as
    /// [`search`] does, and the tree kept so far is dropped.
    pub fn set_reuse(&mut self, reuse: bool) {
        self.reuse = reuse;
        if !reuse {
            self.kept = None;
        }
    }

    /// Drops the tree kept from the last search (its memory with it): the next search
    /// starts afresh.
    pub fn forget(&mut self) {
        self.kept = None;
    }

    /// As [`search`], going on from the tree of the last search when `game` is a position
    /// it reached. The tree is kept for the next call unless reuse is off.
    ///
    /// # Errors
    /// As [`search`]; the tree kept so far is dropped.
    pub fn search(
        &mut self,
        game: &Game,
        options: &SearchOptions,
        clock: &mut dyn FnMut() -> f64,
    ) -> Result<BotMove, Error> {
        let old = self.kept.take();
        let reused = if self.reuse {
            old.and_then(|tree| tree.reroot(game, options))
        } else {
            None
        };
        let (found, tree) = run(game, options, clock, reused)?;
        if self.reuse {
            self.kept = tree;
        }
        Ok(found)
    }

    /// [`Searcher::search`] timed by the system clock.
    ///
    /// # Errors
    /// As [`search`].
    #[cfg(not(target_arch = "wasm32"))]
    pub fn best_move(&mut self, game: &Game, options: &SearchOptions) -> Result<BotMove, Error> {
        let start = std::time::Instant::now();
        self.search(game, options, &mut || {
            start.elapsed().as_secs_f64() * 1000.0
        })
    }
}

/// A search of `game` in `reused`, a tree already rooted at its position, or in a new one;
/// the answer, and the tree to keep (none for a board too large to search).
fn run(
    game: &Game,
    options: &SearchOptions,
    clock: &mut dyn FnMut() -> f64,
    reused: Option<Tree>,
) -> Result<(BotMove, Option<Tree>), Error> {
    if let Some(winner) = game.winner() {
        return Err(Error::GameOver { winner });
    }
    let cells = game.rows() * game.cols();
    if cells > MAX_SEARCH_CELLS {
        return Ok((without_search(game), None));
    }
    let mut tree = reused.unwrap_or_else(|| Tree::new(game, options));
    let found = search_in(&mut tree, game, options, clock);
    Ok((found, Some(tree)))
}

/// The search proper, in `tree` (rooted at the position of `game`, which has no winner).
fn search_in(
    tree: &mut Tree,
    game: &Game,
    options: &SearchOptions,
    clock: &mut dyn FnMut() -> f64,
) -> BotMove {
    let cells = game.rows() * game.cols();
    let plan = Plan::new(options, tree.root_empty.len());
    let mut budget = Budget::new(&plan, clock);
    let reused = tree.nodes.first().map_or(0, |n| u64::from(n.visits));
    let root_children = tree.root_children();
    let answer =
        |tree: &Tree, done: u64| tree.answer(done).map(|found| BotMove { reused, ..found });
    // A move that wins at once needs no search; the only move that does not lose at once
    // needs only enough of one to tell its win rate.
    if tree.root_wins() {
        if let Some(found) = answer(tree, 0) {
            return found;
        }
    }
    let tuning = options.tuning;
    // The knowledge and the solver know positions, not the swap: where one is still to
    // come their verdicts do not hold. A root already settled in the kept tree needs
    // neither.
    let swap_ahead = game.can_swap() || (game.swap_allowed() && game.move_count() == 0);
    if tuning.knowledge_after > 0 && !swap_ahead && root_children > 1 && !tree.root_settled() {
        if let Some(found) = tree.root_knowledge(&mut budget) {
            return BotMove { reused, ..found };
        }
        if let Some(found) = tree.root_proof(&plan, &mut budget) {
            return BotMove { reused, ..found };
        }
    }
    // Until a look inside the tree is timed, the root's is the guess at its cost.
    budget.dearest = tree.root_cost;
    let sims = if root_children == 1 {
        Some(
            plan.simulations
                .map_or(FORCED_SIMULATIONS, |n| n.min(FORCED_SIMULATIONS)),
        )
    } else {
        plan.simulations
    };
    // About every 4,000 moves of playouts: every 32 simulations on 11x11, each one on a
    // large board.
    let every = (4096 / cells as u64).clamp(1, 32);
    let mut done = 0u64;
    loop {
        if sims.is_some_and(|n| done >= n) || tree.root_settled() {
            break;
        }
        if done % every == 0 && done > 0 && budget.over(|| tree.close_call()) {
            break;
        }
        tree.simulate(&mut budget);
        done += 1;
    }
    // Only a tree too small to hold the root's children has no answer.
    answer(tree, done).unwrap_or_else(|| without_search(game))
}

/// How long one search runs, from its options and the empty cells.
struct Plan {
    /// The milliseconds the search aims at, and the most it may stretch to on a close call.
    time: Option<f64>,
    stretch: Option<f64>,
    simulations: Option<u64>,
    tuning: Tuning,
}

impl Plan {
    fn new(options: &SearchOptions, empties: usize) -> Plan {
        let hard = options.time_ms.map(|t| t.max(0.0));
        let (time, stretch) = match options.time_left_ms {
            Some(left) => {
                let left = left.max(0.0);
                // A game rarely lasts until the board is full: the side to move can expect
                // about a third of the empty cells to be its own moves, and keeps a reserve
                // of a few moves more.
                let share = left / (empties as f64 / 3.0 + 4.0);
                let most = (2.0 * share).min(left / 4.0).max(share);
                let cap = |t: f64| hard.map_or(t, |h| t.min(h));
                (Some(cap(share)), Some(cap(most)))
            }
            None => (hard, None),
        };
        let (time, simulations) = match (time, options.simulations) {
            (None, None) => (Some(DEFAULT_TIME_MS), None),
            (time, sims) => (time, sims.map(|n| n.max(1))),
        };
        Plan {
            time,
            stretch: stretch.filter(|_| time.is_some()),
            simulations,
            tuning: options.tuning,
        }
    }
}

/// The clock of one search and what it allows: when the search ends, and whether the
/// knowledge layer may still look at a node of the tree. A search by simulations alone
/// never reads the clock, and looks whenever a node asks.
struct Budget<'a> {
    clock: &'a mut dyn FnMut() -> f64,
    /// When the search started, for a timed one.
    start: Option<f64>,
    deadline: Option<f64>,
    /// The later deadline a close call at `deadline` may move to, once.
    stretch: Option<f64>,
    /// The most time the looks inside the tree may take, the time they took, and the
    /// dearest one.
    share: f64,
    spent: f64,
    dearest: f64,
}

impl<'a> Budget<'a> {
    fn new(plan: &Plan, clock: &'a mut dyn FnMut() -> f64) -> Budget<'a> {
        let start = plan.time.map(|_| clock());
        let at = |t: Option<f64>| start.zip(t).map(|(s, t)| s + t);
        Budget {
            start,
            deadline: at(plan.time),
            stretch: at(plan.stretch),
            share: plan.time.unwrap_or(0.0) * f64::from(plan.tuning.knowledge_share),
            spent: 0.0,
            dearest: 0.0,
            clock,
        }
    }

    /// The time now, for a timed search.
    fn now(&mut self) -> Option<f64> {
        self.start.map(|_| (self.clock)())
    }

    /// The milliseconds left before the deadline, for a timed search.
    fn left(&mut self) -> Option<f64> {
        let end = self.deadline?;
        self.now().map(|now| end - now)
    }

    /// Whether a timed search has reached its deadline: when `close` (asked only then)
    /// says the best moves are close, the deadline moves once to the stretched one.
    fn over(&mut self, close: impl FnOnce() -> bool) -> bool {
        let Some(end) = self.deadline else {
            return false;
        };
        if self.now().map_or(true, |now| now < end) {
            return false;
        }
        match self.stretch.take() {
            Some(later) if later > end && close() => {
                self.deadline = Some(later);
                false
            }
            _ => true,
        }
    }

    /// Whether a node may get a look now: in a timed search, while the looks are within
    /// their share and another as dear as the dearest yet would end well before the
    /// deadline. Returns the time the look starts (0 untimed).
    fn look_begins(&mut self) -> Option<f64> {
        if self.start.is_none() {
            return Some(0.0);
        }
        if self.spent + self.dearest > self.share {
            return None;
        }
        let end = self.deadline?;
        let now = (self.clock)();
        (now + 2.0 * self.dearest < end).then_some(now)
    }

    /// Counts a look that began at `began`.
    fn look_ends(&mut self, began: f64) {
        if let Some(now) = self.now() {
            let cost = (now - began).max(0.0);
            self.spent += cost;
            self.dearest = self.dearest.max(cost);
        }
    }
}

/// The most cells of a board the search plays out; on a larger one a playout alone takes
/// milliseconds and the tree would not fit, so the answer comes from the shortest-path
/// distances of [`Game::analyze`] instead, with no simulation.
pub const MAX_SEARCH_CELLS: usize = 1 << 16;

/// A move from the shortest-path distances of [`Game::analyze`], without search: a cell
/// that wins at once, else one that stops the opponent winning at once, else a cell of the
/// side to move's cheapest way to join their edges (or of the opponent's, when the side to
/// move is cut off). Its win rate is 0.5 (1 for a win) and it counts no simulation.
fn without_search(game: &Game) -> BotMove {
    let me = game.to_move();
    let analysis = game.analyze();
    let first = |p: Player| {
        analysis
            .completion(p)
            .and_then(|cells| cells.first().copied())
    };
    let wins = analysis.distance(me) == Some(1);
    let cell = if wins {
        first(me)
    } else if analysis.distance(me.opponent()) == Some(1) {
        first(me.opponent())
    } else {
        first(me).or_else(|| first(me.opponent()))
    };
    // Some cell is empty while nobody has won: a full board has a winner.
    let (row, col) = cell.unwrap_or_else(|| {
        (0..game.rows())
            .flat_map(|r| (0..game.cols()).map(move |c| (r, c)))
            .find(|&(r, c)| game.cell(r, c) == Some(Cell::Empty))
            .unwrap_or((0, 0))
    });
    BotMove {
        play: Move::Stone(row, col),
        win_rate: if wins { 1.0 } else { 0.5 },
        simulations: 0,
        reused: 0,
    }
}

/// SplitMix64: a small, fast generator with a 64-bit state.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number from `0..n` (`n` at most 2^32).
    fn below(&mut self, n: usize) -> usize {
        (((self.next() >> 32) * n as u64) >> 32) as usize
    }
}

/// A cell a player cannot reach, in `Tree::distances`.
const UNREACHED: u16 = u16::MAX;

/// The move of a node that is a swap rather than a cell.
const SWAP: u32 = u32::MAX;
/// The parent of the root.
const NONE: u32 = u32::MAX;

/// The cells the search keeps beside the game, on a [`Bordered`] grid: the border holds the
/// stones of the player whose edge it is, and the two corners that touch no cell are
/// `BLOCKED`.
const EMPTY: u8 = 0;
const X: u8 = 1;
const O: u8 = 2;
const BLOCKED: u8 = 3;

fn colour(player: Player) -> u8 {
    match player {
        Player::X => X,
        Player::O => O,
    }
}

/// The bordered cells of a board laid out by `grid`, cell `(r, c)` holding `stone(r, c)`:
/// the border holds the colour of the player whose edge it is (`vertical` joins top and
/// bottom), and the two corners that touch no cell are `BLOCKED`.
fn bordered_cells(grid: Bordered, vertical: Player, stone: impl Fn(usize, usize) -> u8) -> Vec<u8> {
    let (rows, cols, pitch) = (grid.rows(), grid.cols(), grid.pitch());
    let mut cells = vec![BLOCKED; grid.len()];
    let vertical = colour(vertical);
    let horizontal = X + O - vertical;
    let mut set = |i: usize, v: u8| {
        if let Some(cell) = cells.get_mut(i) {
            *cell = v;
        }
    };
    for c in 1..=cols + 1 {
        set(c, vertical);
    }
    for c in 0..=cols {
        set((rows + 1) * pitch + c, vertical);
    }
    for r in 1..=rows {
        set(r * pitch, horizontal);
        set(r * pitch + cols + 1, horizontal);
    }
    for r in 0..rows {
        for c in 0..cols {
            set(grid.index(r, c), stone(r, c));
        }
    }
    cells
}

/// The local pattern of the empty bordered cell `at` for the side `me`, an index below
/// [`patterns::COUNT`]: its six neighbours in [`RING`] order, each empty (0), `me`'s (1) or
/// the opponent's (2), the border counting as stones of the player whose edge it is, in base
/// 3; then 729 more if a bridge (two empty cells between) joins it to a stone of `me`'s, and
/// 1458 more if one joins it to an opponent's.
fn pattern(cells: &[u8], steps: &[usize; 6], at: usize, me: u8) -> usize {
    let cell = |i: usize| cells.get(i).copied().unwrap_or(BLOCKED);
    let ring = RING.map(|k| steps.get(k).map_or(at, |&s| at.wrapping_add(s)));
    let mut index = 0;
    let (mut own_bridge, mut their_bridge) = (false, false);
    for k in (0..6).rev() {
        let a = ring.get(k).copied().unwrap_or(at);
        let b = ring.get((k + 1) % 6).copied().unwrap_or(at);
        let (ca, cb) = (cell(a), cell(b));
        index = index * 3
            + match ca {
                EMPTY | BLOCKED => 0,
                c if c == me => 1,
                _ => 2,
            };
        // The cell across the edge a-b from `at` makes a bridge with it, a and b its two
        // carriers.
        if ca == EMPTY && cb == EMPTY {
            match cell(a.wrapping_add(b).wrapping_sub(at)) {
                EMPTY | BLOCKED => {}
                c if c == me => own_bridge = true,
                _ => their_bridge = true,
            }
        }
    }
    index + 729 * usize::from(own_bridge) + 1458 * usize::from(their_bridge)
}

/// Win rate before any visit: high enough that each child is tried once its RAVE value
/// is not worse than a sure loss.
const FIRST_PLAY: f32 = 1.0;
/// The exploration constant of the swap, which has no RAVE value.
const SWAP_EXPLORATION: f32 = 0.3;
/// The most simulations spent on a position with a single move that does not lose at once.
const FORCED_SIMULATIONS: u64 = 256;

/// A node of the tree: a move, who it counts wins for, and its statistics.
#[derive(Clone, Copy)]
struct Node {
    /// The bordered cell played, or `SWAP`.
    mv: u32,
    /// The first child in the arena, and how many (0 before expansion).
    first: u32,
    count: u32,
    visits: u32,
    /// Wins of `owner` in the simulations through this node.
    wins: f32,
    /// All-moves-as-first statistics: simulations after the parent in which the parent's
    /// side to move played this cell, and how many of those it won.
    amaf_n: f32,
    amaf_w: f32,
    /// The colour whose wins count: the one that made the move, or after a swap-sides
    /// the colour the swapper now plays.
    owner: u8,
    /// Whether the game is over after this move.
    terminal: bool,
    /// What is proved of this move for `owner`: `UNPROVED`, `WON`, `LOST`, or `PRUNED` when
    /// the knowledge layer showed it no better than the moves kept.
    proof: u8,
    /// Whether the knowledge layer has looked at the position after this move.
    looked: bool,
}

const UNPROVED: u8 = 0;
const WON: u8 = 1;
const LOST: u8 = 2;
const PRUNED: u8 = 3;

impl Node {
    fn new(mv: u32, owner: u8) -> Node {
        Node {
            mv,
            first: 0,
            count: 0,
            visits: 0,
            wins: 0.0,
            amaf_n: 0.0,
            amaf_w: 0.0,
            owner,
            terminal: false,
            proof: UNPROVED,
            looked: false,
        }
    }
}

/// The edge template of a stone on the third row from its edge (template IIIa, the
/// ziggurat), as the solver finds it: the smallest set of empty cells below such a stone
/// that joins it to the edge whatever the opponent does, each as `(rows towards the edge,
/// columns)` from the stone, beside the answer to an intrusion on it that keeps the stone
/// joined. Each answer is a stone beside the stone, or a bridge from it, with a bridge or a
/// cell of its own to the edge, so that the bridges' answers hold what is left. The unit test
/// `ziggurat_answers_hold` proves every line, in both mirror forms and for all four edges.
const ZIGGURAT: [[(i8, i8); 2]; 8] = [
    [(0, 1), (1, 0)],
    [(1, -1), (1, 0)],
    [(1, 0), (1, -1)],
    [(1, 1), (1, 0)],
    [(2, -2), (1, 0)],
    [(2, -1), (1, 1)],
    [(2, 0), (1, -1)],
    [(2, 1), (1, 0)],
];

/// The edges of the board, for [`Placed`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Edge {
    Top,
    Bottom,
    Left,
    Right,
}

/// [`ZIGGURAT`] in one mirror form, turned towards one edge, on a bordered grid: the steps
/// from the stone to each of its cells and to the answer to an intrusion on it.
#[derive(Debug, Clone, Copy)]
struct Placed {
    edge: Edge,
    cells: [isize; 8],
    answers: [isize; 8],
}

impl Edge {
    /// Where the edge's two bits sit in a cell's [`zones`].
    const fn shift(self) -> u32 {
        match self {
            Edge::Top => 0,
            Edge::Bottom => 2,
            Edge::Left => 4,
            Edge::Right => 6,
        }
    }

    /// The lines between a cell and this edge, from its [`zones`] byte: 0 for a cell on the
    /// edge's own line, 1 and 2 for the next two, 3 for any farther.
    const fn lines(self, zone: u8) -> u8 {
        (zone >> self.shift()) & 3
    }
}

/// For each cell of a bordered grid, how far it lies from each edge (see [`Edge::lines`]):
/// a playout looks for a template only where one can be.
fn zones(grid: Bordered) -> Vec<u8> {
    let (rows, cols) = (grid.rows(), grid.cols());
    let mut zones = vec![u8::MAX; grid.len()];
    for r in 0..rows {
        for c in 0..cols {
            let mut zone = 0;
            for (edge, lines) in [
                (Edge::Top, r),
                (Edge::Bottom, rows - 1 - r),
                (Edge::Left, c),
                (Edge::Right, cols - 1 - c),
            ] {
                zone |= (lines.min(3) as u8) << edge.shift();
            }
            if let Some(slot) = zones.get_mut(grid.index(r, c)) {
                *slot = zone;
            }
        }
    }
    zones
}

/// The templates of each colour (`X` first): the player who joins top and bottom
/// (`vertical`) gets the two forms of [`ZIGGURAT`] towards the top and the bottom, the other
/// towards the left and the right.
fn placed_templates(grid: Bordered, vertical: u8) -> [Vec<Placed>; 2] {
    let pitch = grid.pitch() as isize;
    let place = |edge: Edge, mirror: bool| {
        // A step `(down, across)` of the template, as a step of the grid.
        let step = |(down, across): (i8, i8)| {
            let (down, across) = (isize::from(down), isize::from(across));
            // The mirror that keeps the edge's line: `(d, a)` to `(d, -a - d)`.
            let across = if mirror { -across - down } else { across };
            let (row, col) = match edge {
                Edge::Bottom => (down, across),
                Edge::Top => (-down, -across),
                Edge::Right => (across, down),
                Edge::Left => (-across, -down),
            };
            row * pitch + col
        };
        let mut placed = Placed {
            edge,
            cells: [0; 8],
            answers: [0; 8],
        };
        for (k, [cell, answer]) in ZIGGURAT.into_iter().enumerate() {
            if let (Some(c), Some(a)) = (placed.cells.get_mut(k), placed.answers.get_mut(k)) {
                (*c, *a) = (step(cell), step(answer));
            }
        }
        placed
    };
    let both = |a: Edge, b: Edge| -> Vec<Placed> {
        let mut placed = Vec::with_capacity(4);
        for edge in [a, b] {
            placed.push(place(edge, false));
            placed.push(place(edge, true));
        }
        placed
    };
    let across = both(Edge::Left, Edge::Right);
    let down = both(Edge::Top, Edge::Bottom);
    if vertical == X {
        [down, across]
    } else {
        [across, down]
    }
}

/// For each colour (`X` first), the edge templates of [`placed_templates`] that a stone of
/// the opponent's on each cell would enter: `starts[cell]..starts[cell + 1]` indexes
/// `entries`, each the cell of the template's stone, the template and which of its cells
/// the intruder took. Only stones on the template's third line count, so a playout's
/// answer looks at a handful of entries instead of every template.
struct Intrusions {
    templates: Vec<Placed>,
    starts: Vec<u32>,
    entries: Vec<(u32, u8, u8)>,
}

impl Intrusions {
    fn new(grid: Bordered, templates: Vec<Placed>) -> Intrusions {
        let zones = zones(grid);
        let zone = |i: usize| zones.get(i).copied().unwrap_or(u8::MAX);
        let mut starts = Vec::with_capacity(grid.len() + 1);
        let mut entries = Vec::new();
        for at in 0..grid.len() {
            starts.push(entries.len() as u32);
            if !grid.on_board(at) {
                continue;
            }
            for (t, placed) in templates.iter().enumerate() {
                for (k, &step) in placed.cells.iter().enumerate() {
                    let stone = at.wrapping_add_signed(-step);
                    if grid.on_board(stone) && placed.edge.lines(zone(stone)) == 2 {
                        entries.push((stone as u32, t as u8, k as u8));
                    }
                }
            }
        }
        starts.push(entries.len() as u32);
        Intrusions {
            templates,
            starts,
            entries,
        }
    }
}

struct Tree {
    game: Game,
    grid: Bordered,
    steps: [usize; 6],
    /// The edge templates of each colour that the playouts keep (`X` first), by the cells
    /// an intrusion takes; `None` unless [`Tuning::template_replies`].
    intrusions: Option<Box<[Intrusions; 2]>>,
    /// The bordered cells at the root, and a working copy for each simulation.
    root_cells: Vec<u8>,
    cells: Vec<u8>,
    /// The empty bordered cells at the root, and a working copy.
    root_empty: Vec<u32>,
    empty: Vec<u32>,
    /// Who played each bordered cell in this simulation (`EMPTY` if nobody).
    played: Vec<u8>,
    /// The cells played in this simulation, to clear `played`.
    played_list: Vec<u32>,
    /// The swap the root may play, if any.
    swap: Option<Swap>,
    nodes: Vec<Node>,
    max_nodes: usize,
    tuning: Tuning,
    /// Whether the tree has met `max_nodes`: from then on it stops growing.
    full: bool,
    path: Vec<u32>,
    rng: SplitMix64,
    /// Scratch for the moves of `expand`.
    moves: Vec<u32>,
    /// Scratch for the flood fills of `winning_cells`.
    flags: Vec<u8>,
    stack: Vec<u32>,
    /// Scratch for `cheapest_ways`: each cell's distance from the start edge and from the
    /// goal edge, the 0-1 breadth-first queue, and per cell the players whose cheapest way
    /// can pass it.
    from_start: Vec<u16>,
    from_goal: Vec<u16>,
    queue: std::collections::VecDeque<u32>,
    on_way: Vec<u8>,
    /// Scratch for a look: the bordered cells whose moves it keeps.
    allowed: Vec<bool>,
    /// The fill-in each looked node found (node 0 the root's): bordered cells and colours.
    fills: BTreeMap<u32, Box<[(u32, u8)]>>,
    /// The milliseconds the root's look took (0 untimed, infinite without one): the first
    /// guess at what a look inside the tree costs.
    root_cost: f64,
}

impl Tree {
    fn new(game: &Game, options: &SearchOptions) -> Tree {
        let (rows, cols) = (game.rows(), game.cols());
        let grid = Bordered::new(rows, cols);
        let n = grid.len();
        let mut tree = Tree {
            game: game.clone(),
            grid,
            steps: grid.steps(),
            intrusions: options.tuning.template_replies.then(|| {
                let [x, o] = placed_templates(grid, colour(game.rule().vertical()));
                Box::new([Intrusions::new(grid, x), Intrusions::new(grid, o)])
            }),
            root_cells: vec![BLOCKED; n],
            cells: Vec::with_capacity(n),
            root_empty: Vec::new(),
            empty: Vec::with_capacity(n),
            played: vec![EMPTY; n],
            played_list: Vec::with_capacity(n),
            swap: None,
            nodes: Vec::new(),
            max_nodes: options.max_nodes.max(2),
            tuning: options.tuning,
            full: false,
            path: Vec::new(),
            rng: SplitMix64(options.seed),
            moves: Vec::with_capacity(n),
            flags: vec![0; n],
            stack: Vec::new(),
            from_start: Vec::new(),
            from_goal: Vec::new(),
            queue: std::collections::VecDeque::new(),
            on_way: Vec::new(),
            allowed: Vec::new(),
            fills: BTreeMap::new(),
            root_cost: f64::INFINITY,
        };
        tree.cells = tree.read_cells();
        tree.root_cells.clone_from(&tree.cells);
        tree.root_empty = tree.empties();
        if game.can_swap() {
            tree.swap = Some(if rows == cols {
                Swap::Pieces
            } else {
                Swap::Sides
            });
        }
        tree.nodes
            .push(Node::new(NONE, colour(game.to_move().opponent())));
        tree
    }

    /// The bordered cells of the game as it stands.
    fn read_cells(&self) -> Vec<u8> {
        let game = &self.game;
        bordered_cells(self.grid, game.rule().vertical(), |r, c| {
            match game.cell(r, c) {
                Some(Cell::X) => X,
                Some(Cell::O) => O,
                _ => EMPTY,
            }
        })
    }

    fn empties(&self) -> Vec<u32> {
        let mut out = Vec::new();
        for (i, &v) in self.cells.iter().enumerate() {
            if v == EMPTY {
                out.push(i as u32);
            }
        }
        out
    }

    fn coords(&self, at: u32) -> (usize, usize) {
        self.grid.coords(at as usize)
    }

    /// Expands the root unless a kept tree already did; returns its number of children.
    fn root_children(&mut self) -> usize {
        if self.nodes.first().is_some_and(|n| n.count == 0) {
            self.expand(0, 0);
        }
        self.nodes.first().map_or(0, |n| n.count as usize)
    }

    /// Whether the root's first child is a move that wins at once (the only child then).
    fn root_wins(&self) -> bool {
        let first = self.nodes.first().map_or(0, |n| n.first as usize);
        first > 0 && self.nodes.get(first).is_some_and(|n| n.terminal)
    }

    /// This tree, the tree of a finished search, re-rooted for a search of `game`: the
    /// subtree of the node that the moves of `game` after those of the root's position
    /// lead to, as a tree of its own with that node as its root, its statistics and proofs
    /// kept. `None` when `game` is not reached that way (another game or board, a move
    /// taken back), when the tree never reached that node, when the node cannot stand as a
    /// root (a swap is due there, which only a root's children hold), or when the subtree
    /// exceeds `options.max_nodes`.
    fn reroot(self, game: &Game, options: &SearchOptions) -> Option<Tree> {
        let old = &self.game;
        let same_game = old.rows() == game.rows()
            && old.cols() == game.cols()
            && old.rule() == game.rule()
            && old.swap_allowed() == game.swap_allowed()
            && old.move_count() <= game.move_count();
        if !same_game {
            return None;
        }
        let since: Vec<Move> = game.moves().skip(old.move_count()).collect();
        // The moves since, played on the old root's position, must give the position of
        // `game`: this also rules out a game whose earlier moves differ.
        let mut reached = old.clone();
        for &play in &since {
            reached.play_any(play).ok()?;
        }
        let same_position = reached.board() == game.board()
            && reached.to_move() == game.to_move()
            && reached.can_swap() == game.can_swap()
            && reached.winner() == game.winner();
        if !same_position || (!since.is_empty() && game.can_swap()) {
            return None;
        }
        let node = self.follow(&since)?;
        let (nodes, from) = self.subtree(node);
        if nodes.len() > options.max_nodes.max(2) {
            return None;
        }
        let mut tree = Tree::new(game, options);
        // The new root counts its wins for the player who moved last, as a fresh one does.
        let owner = tree.nodes.first().map(|n| n.owner);
        if nodes.first().map(|n| n.owner) != owner {
            return None;
        }
        tree.nodes = nodes;
        for (new, old) in from.iter().enumerate().skip(1) {
            if let Some(fill) = self.fills.get(old) {
                tree.fills.insert(new as u32, fill.clone());
            }
        }
        let won_child = tree.nodes.first().is_some_and(|root| {
            tree.nodes
                .iter()
                .skip(root.first as usize)
                .take(root.count as usize)
                .any(|c| c.proof == WON)
        });
        if let Some(root) = tree.nodes.first_mut() {
            root.mv = NONE;
            // What the old tree held of the node as a move does not settle it as a root. A
            // position proved lost for the side to move is searched all the same, for the
            // move that resists longest, as a fresh search does when its root's look finds
            // it lost; its children keep their proofs. A position proved won for the side
            // to move by a look, with no child proved to win, would leave the answer no
            // winning move to name: the root's own look finds one. And a move pruned in the
            // old tree, which the opponent played all the same, says nothing of the position
            // after it; settled, the search would not run at all, and would answer its
            // first empty cell.
            root.proof = if won_child { LOST } else { UNPROVED };
        }
        Some(tree)
    }

    /// The node that `moves`, played from the root, lead to, if the tree has it.
    fn follow(&self, moves: &[Move]) -> Option<usize> {
        let mut node = 0usize;
        for &play in moves {
            let want = match play {
                Move::Stone(r, c) if r < self.grid.rows() && c < self.grid.cols() => {
                    self.grid.index(r, c) as u32
                }
                Move::Stone(..) => return None,
                Move::Swap(_) => SWAP,
            };
            let n = self.nodes.get(node)?;
            let first = n.first as usize;
            let children = self.nodes.get(first..first + n.count as usize)?;
            node = first + children.iter().position(|c| c.mv == want)?;
        }
        Some(node)
    }

    /// The subtree under `node`, copied into an arena of its own with `node` first: each
    /// node's children stay together, and their index is rewritten to the new arena.
    fn subtree(&self, node: usize) -> (Vec<Node>, Vec<u32>) {
        let mut out: Vec<Node> = self.nodes.get(node).copied().into_iter().collect();
        let mut from = vec![node as u32];
        let mut at = 0;
        // A copied node still holds the index of its children in the old arena until it
        // is reached here, where they are copied after the others and the index rewritten.
        while let Some(&n) = out.get(at) {
            let (first, count) = (n.first as usize, n.count as usize);
            if count > 0 {
                let children = self.nodes.get(first..first + count).unwrap_or(&[]);
                let moved = out.len() as u32;
                out.extend_from_slice(children);
                from.extend(first as u32..(first + children.len()) as u32);
                if let Some(copy) = out.get_mut(at) {
                    copy.first = moved;
                    copy.count = children.len() as u32;
                }
            }
            at += 1;
        }
        (out, from)
    }

    /// The empty cells where `player` would join their edges at once, as flags in
    /// `self.flags`: bit 0 set for cells touching the start edge's group, bit 1 the goal's.
    /// Returns the winning cells.
    fn winning_cells(&mut self, player: Player, out: &mut Vec<u32>) {
        out.clear();
        let me = colour(player);
        let rule = self.game.rule();
        let vertical = rule.joins_top_bottom(player);
        let grid = self.grid;
        let (rows, cols) = (grid.rows(), grid.cols());
        self.flags.iter_mut().for_each(|f| *f = 0);
        self.flood_from_edge(player, false, 1);
        self.flood_from_edge(player, true, 2);
        // An empty cell wins when it touches both groups, an edge counting as its group.
        for r in 0..rows {
            for c in 0..cols {
                let at = grid.index(r, c);
                if self.cells.get(at) != Some(&EMPTY) {
                    continue;
                }
                let mut touch = 0u8;
                if vertical {
                    touch |= u8::from(r == 0) | (u8::from(r + 1 == rows) << 1);
                } else {
                    touch |= u8::from(c == 0) | (u8::from(c + 1 == cols) << 1);
                }
                for step in self.steps {
                    let next = at.wrapping_add(step);
                    if self.cells.get(next) == Some(&me) {
                        touch |= self.flags.get(next).copied().unwrap_or(0);
                    }
                }
                if touch == 3 {
                    out.push(at as u32);
                }
            }
        }
    }

    /// Sets `bit` in `self.flags` on each of `player`'s stones joined to its first board
    /// line (its last with `goal`) through its stones.
    fn flood_from_edge(&mut self, player: Player, goal: bool, bit: u8) {
        let me = colour(player);
        let grid = self.grid;
        self.stack.clear();
        for at in grid.edge_line(self.game.rule(), player, goal) {
            if self.cells.get(at) == Some(&me) {
                self.mark(at, bit);
            }
        }
        while let Some(at) = self.stack.pop() {
            for step in self.steps {
                let next = (at as usize).wrapping_add(step);
                if grid.on_board(next) && self.cells.get(next) == Some(&me) {
                    self.mark(next, bit);
                }
            }
        }
    }

    fn mark(&mut self, at: usize, bit: u8) {
        if let Some(f) = self.flags.get_mut(at) {
            if *f & bit == 0 {
                *f |= bit;
                self.stack.push(at as u32);
            }
        }
    }

    /// Gives `node` its children for the position in `self.game` / `self.cells`: a cell
    /// that wins at once if there is one; else the opponent's winning cells (and the swap)
    /// if there are any; else every empty cell and the swap.
    fn expand(&mut self, node: usize, depth: usize) {
        let to_move = self.game.to_move();
        let owner = colour(to_move);
        // A scratch list kept between expansions: WebAssembly's small allocator is slow to
        // hand out a new one each time.
        let mut moves = std::mem::take(&mut self.moves);
        self.winning_cells(to_move, &mut moves);
        let wins = !moves.is_empty();
        if wins {
            moves.truncate(1);
        } else {
            self.winning_cells(to_move.opponent(), &mut moves);
            if moves.is_empty() {
                for (i, &v) in self.cells.iter().enumerate() {
                    if v == EMPTY {
                        moves.push(i as u32);
                    }
                }
            }
        }
        let swap = if node == 0 && !wins { self.swap } else { None };
        let count = moves.len() + usize::from(swap.is_some());
        if count == 0 || self.nodes.len() + count > self.max_nodes {
            self.full = count != 0;
            self.moves = moves;
            return;
        }
        let first = self.nodes.len() as u32;
        let prior = self.tuning.prior;
        let distance_prior = self.tuning.distance_prior;
        let by_distance = distance_prior > 0.0
            && prior > 0.0
            && !wins
            && moves.len() > 1
            && depth <= self.tuning.distance_depth as usize;
        if by_distance {
            self.cheapest_ways();
        }
        for &mv in &moves {
            let mut child = Node::new(mv, owner);
            child.terminal = wins;
            if wins {
                child.proof = WON;
            }
            if prior > 0.0 && !wins {
                let mut value = self.prior_value(mv, owner);
                if by_distance {
                    let ways = self.on_way.get(mv as usize).copied().unwrap_or(0);
                    value += distance_prior * f32::from(ways);
                }
                child.amaf_n = prior;
                child.amaf_w = prior * value.min(1.0);
            }
            self.nodes.push(child);
        }
        self.moves = moves;
        // A position where the side to move wins at once is lost for the node's owner.
        if wins {
            if let Some(n) = self.nodes.get_mut(node) {
                n.proof = LOST;
            }
        }
        if let Some(kind) = swap {
            // After a swap-pieces the swapper keeps their colour; after a swap-sides they
            // play the stones already on the board, X.
            let swapper = match kind {
                Swap::Pieces => owner,
                Swap::Sides => X,
            };
            self.nodes.push(Node::new(SWAP, swapper));
        }
        if let Some(n) = self.nodes.get_mut(node) {
            n.first = first;
            n.count = count as u32;
        }
    }

    /// Marks in `self.on_way` each empty cell by how many players (0 to 2) have a cheapest
    /// way to join their edges through it, in the position of `self.cells`: a cell is on
    /// one when its distance from the start edge plus its distance from the goal edge
    /// (each counting the cell) is one more than the player's distance.
    fn cheapest_ways(&mut self) {
        let n = self.cells.len();
        self.on_way.clear();
        self.on_way.resize(n, 0);
        for player in [Player::X, Player::O] {
            let mut from_start = std::mem::take(&mut self.from_start);
            let mut from_goal = std::mem::take(&mut self.from_goal);
            self.distances(player, false, &mut from_start);
            self.distances(player, true, &mut from_goal);
            let best = self.goal_distance(player, &from_start);
            if best < UNREACHED {
                for (i, way) in self.on_way.iter_mut().enumerate() {
                    if self.cells.get(i) != Some(&EMPTY) {
                        continue;
                    }
                    let (a, b) = (
                        from_start.get(i).copied().unwrap_or(UNREACHED),
                        from_goal.get(i).copied().unwrap_or(UNREACHED),
                    );
                    if a < UNREACHED
                        && b < UNREACHED
                        && u32::from(a) + u32::from(b) == u32::from(best) + 1
                    {
                        *way += 1;
                    }
                }
            }
            self.from_start = from_start;
            self.from_goal = from_goal;
        }
    }

    /// The least of `dist` over `player`'s goal line.
    fn goal_distance(&self, player: Player, dist: &[u16]) -> u16 {
        self.grid
            .edge_line(self.game.rule(), player, true)
            .map(|at| dist.get(at).copied().unwrap_or(UNREACHED))
            .min()
            .unwrap_or(UNREACHED)
    }

    /// Fills `dist` with the empty cells `player` must fill to reach each board cell from
    /// their start edge (from the goal edge with `goal`), the cell itself counted; a 0-1
    /// breadth-first search, the player's stones costing 0 and the opponent's barring the way.
    fn distances(&mut self, player: Player, goal: bool, dist: &mut Vec<u16>) {
        let me = colour(player);
        let grid = self.grid;
        dist.clear();
        dist.resize(self.cells.len(), UNREACHED);
        self.queue.clear();
        let cost = |v: u8| match v {
            EMPTY => Some(1u16),
            v if v == me => Some(0),
            _ => None,
        };
        for at in grid.edge_line(self.game.rule(), player, goal) {
            let Some(c) = self.cells.get(at).copied().and_then(cost) else {
                continue;
            };
            if let Some(d) = dist.get_mut(at) {
                *d = c;
                if c == 0 {
                    self.queue.push_front(at as u32);
                } else {
                    self.queue.push_back(at as u32);
                }
            }
        }
        while let Some(at) = self.queue.pop_front() {
            let here = dist.get(at as usize).copied().unwrap_or(UNREACHED);
            for step in self.steps {
                let next = (at as usize).wrapping_add(step);
                if !grid.on_board(next) {
                    continue;
                }
                let Some(c) = self.cells.get(next).copied().and_then(cost) else {
                    continue;
                };
                if let Some(d) = dist.get_mut(next) {
                    if here.saturating_add(c) < *d {
                        *d = here.saturating_add(c);
                        if c == 0 {
                            self.queue.push_front(next as u32);
                        } else {
                            self.queue.push_back(next as u32);
                        }
                    }
                }
            }
        }
    }

    /// A guess at a move's worth before any simulation, from the stones round its cell.
    ///
    /// With [`Tuning::pattern_prior`] set, the worth its local pattern (see [`pattern`])
    /// has shown in the bot's own games: how much more or less often than an average cell a
    /// cell of that pattern was chosen, on a log scale. Otherwise 0.4 for a cell with no
    /// stone near it, more for one next to stones, more again for one that makes a bridge
    /// with a stone of `me`'s.
    fn prior_value(&self, at: u32, me: u8) -> f32 {
        let found = pattern(&self.cells, &self.steps, at as usize, me);
        let scale = self.tuning.pattern_prior;
        if scale > 0.0 {
            return (0.5 + scale * patterns::worth(found)).clamp(0.05, 0.95);
        }
        let near = found % 729 != 0;
        let bridge = (found / 729) & 1 == 1;
        0.4 + if near { 0.1 } else { 0.0 } + if bridge { 0.1 } else { 0.0 }
    }

    fn empty_cells(&self) -> Vec<u32> {
        self.cells
            .iter()
            .enumerate()
            .filter(|&(_, &v)| v == EMPTY)
            .map(|(i, _)| i as u32)
            .collect()
    }

    /// The child of `node` to follow: the highest blend of win rate, RAVE value and
    /// exploration bonus.
    fn select(&self, node: usize) -> Option<usize> {
        let parent = self.nodes.get(node)?;
        let log_n = (parent.visits.max(1) as f32).ln();
        let (explore, equivalence) = (self.tuning.exploration, self.tuning.rave_equivalence);
        let mut best = None;
        let mut best_score = f32::NEG_INFINITY;
        for i in parent.first..parent.first + parent.count {
            let Some(child) = self.nodes.get(i as usize) else {
                break;
            };
            // A proved or pruned move needs no more simulations: a won one has settled its
            // parent already, and a lost one is never the mover's choice.
            if child.proof != UNPROVED {
                continue;
            }
            let n = child.visits as f32;
            let rave = if child.amaf_n > 0.0 {
                child.amaf_w / child.amaf_n
            } else {
                FIRST_PLAY
            };
            let score = if child.mv == SWAP && child.visits > 0 {
                // The swap has no RAVE statistics to keep it honest: it keeps an exploration
                // bonus of its own, or one unlucky playout would rule it out for good.
                child.wins / n + SWAP_EXPLORATION * (log_n / n).sqrt()
            } else if child.visits == 0 {
                rave + explore * log_n.sqrt()
            } else {
                let beta = child.amaf_n / (child.amaf_n + n + n * child.amaf_n / equivalence);
                let q = child.wins / n;
                (1.0 - beta) * q + beta * rave + explore * (log_n / n).sqrt()
            };
            if score > best_score {
                best_score = score;
                best = Some(i as usize);
            }
        }
        best
    }

    /// The visits a node needs before it gets children: `expand_after`, doubled
    /// `expand_doublings` times over as the tree fills.
    fn expand_threshold(&self) -> u32 {
        let steps = u64::from(self.tuning.expand_doublings.min(16));
        let shift = (self.nodes.len() as u64 * steps / self.max_nodes as u64).min(steps);
        self.tuning.expand_after.saturating_mul(1 << shift)
    }

    /// Plays a node's move on the game and the cells; false if it could not be played.
    fn apply(&mut self, mv: u32) -> bool {
        if mv == SWAP {
            let Some(kind) = self.swap else { return false };
            if self.game.swap(kind).is_err() {
                return false;
            }
            self.cells = self.read_cells();
            return true;
        }
        let (r, c) = self.coords(mv);
        let mover = colour(self.game.to_move());
        if self.game.play(r, c).is_err() {
            return false;
        }
        self.put(mv, mover);
        true
    }

    fn put(&mut self, at: u32, who: u8) {
        if let Some(cell) = self.cells.get_mut(at as usize) {
            *cell = who;
        }
        if let Some(p) = self.played.get_mut(at as usize) {
            if *p == EMPTY {
                *p = who;
                self.played_list.push(at);
            }
        }
    }

    /// One simulation: down the tree, one expansion, a playout, and the result back up. A
    /// node with enough visits gets the knowledge layer's look on the way, as far as
    /// `budget` allows; a proved node ends the walk with its proved result.
    fn simulate(&mut self, budget: &mut Budget<'_>) {
        self.path.clear();
        self.path.push(0);
        self.cells.clone_from(&self.root_cells);
        let mut moves = 0usize;
        let mut swapped = false;
        let mut node = 0usize;
        let mut proved = None;
        while let Some(&n) = self.nodes.get(node) {
            if n.terminal || self.game.winner().is_some() {
                break;
            }
            if node != 0 && n.count > 0 && !n.looked && self.wants_look(&n) {
                if let Some(began) = budget.look_begins() {
                    self.look_at(node);
                    budget.look_ends(began);
                }
            }
            if let Some(winner) = self.nodes.get(node).and_then(|n| n.proved_winner()) {
                proved = Some(winner);
                break;
            }
            if n.count == 0 {
                if node != 0 && (n.visits < self.expand_threshold() || self.full) {
                    break;
                }
                self.expand(node, self.path.len().saturating_sub(1));
                if self.nodes.get(node).map_or(0, |n| n.count) == 0 {
                    break;
                }
                if let Some(winner) = self.nodes.get(node).and_then(|n| n.proved_winner()) {
                    proved = Some(winner);
                    break;
                }
            }
            let Some(child) = self.select(node) else {
                break;
            };
            let mv = self.nodes.get(child).map_or(SWAP, |c| c.mv);
            if !self.apply(mv) {
                break;
            }
            swapped |= mv == SWAP;
            moves += 1;
            self.path.push(child as u32);
            node = child;
        }
        let winner = match (proved, self.game.winner()) {
            (Some(w), _) => w,
            (None, Some(w)) => colour(w),
            (None, None) => {
                if self.tuning.playout_fill_in {
                    self.fill_deepest();
                }
                self.playout(swapped)
            }
        };
        self.back_up(winner);
        self.settle();
        for _ in 0..moves {
            self.game.undo();
        }
        for &at in &self.played_list {
            if let Some(p) = self.played.get_mut(at as usize) {
                *p = EMPTY;
            }
        }
        self.played_list.clear();
    }

    /// Plays at random until the board is full, answering intrusions into bridges and edge
    /// templates; returns the winner's colour. It plays on the cells alone, which can hold
    /// the fill-in's stones of either colour where the game's turns could not: a full board
    /// has exactly one winner, which one flood at the end finds.
    fn playout(&mut self, swapped: bool) -> u8 {
        self.empty.clear();
        if swapped {
            let empties = self.empty_cells();
            self.empty.extend(empties);
        } else {
            self.empty.extend_from_slice(&self.root_empty);
        }
        let mut last = self
            .game
            .last_move()
            .map(|(r, c)| self.grid.index(r, c) as u32);
        let mut me = colour(self.game.to_move());
        loop {
            let reply = last.and_then(|m| {
                self.bridge_reply(m, me)
                    .or_else(|| self.template_reply(m, me))
            });
            let at = match reply {
                Some(at) => at,
                None => loop {
                    if self.empty.is_empty() {
                        return self.full_board_winner();
                    }
                    let k = self.rng.below(self.empty.len());
                    let at = self.empty.swap_remove(k);
                    if self.cells.get(at as usize) == Some(&EMPTY) {
                        break at;
                    }
                },
            };
            self.put(at, me);
            last = Some(at);
            me = X + O - me;
        }
    }

    /// The winner on the full board of `self.cells`: X if its stones join its edges, else O.
    fn full_board_winner(&mut self) -> u8 {
        self.flags.iter_mut().for_each(|f| *f = 0);
        self.flood_from_edge(Player::X, false, 1);
        let joined = self
            .grid
            .edge_line(self.game.rule(), Player::X, true)
            .any(|at| self.flags.get(at) == Some(&1));
        if joined {
            X
        } else {
            O
        }
    }

    /// Gives the empty cells of the fill-in of the deepest looked node of the walk their
    /// colours. A cell of it that a move below that node took stays as played; the other
    /// cell of a captured pair that the opponent entered goes to the captor, the answer
    /// that keeps what the capture held; and a cell useless to a player stays useless as
    /// stones are added (see [`crate::knowledge::inferior::fill_useless`]).
    fn fill_deepest(&mut self) {
        let looked = |n: &u32| {
            let node = self.nodes.get(*n as usize)?;
            node.looked.then(|| self.fills.get(n)).flatten()
        };
        let Some(fill) = self.path.iter().rev().find_map(looked) else {
            return;
        };
        for &(at, who) in fill {
            if let Some(cell) = self.cells.get_mut(at as usize) {
                if *cell == EMPTY {
                    *cell = who;
                }
            }
        }
    }

    /// Where `me` saves a bridge the opponent's stone on `at` has just entered: two of
    /// `me`'s stones (or edge cells) on either side of an empty cell in the ring round
    /// `at`. Chosen at random among several.
    fn bridge_reply(&mut self, at: u32, me: u8) -> Option<u32> {
        let ring = RING.map(|k| {
            let i = self
                .steps
                .get(k)
                .map_or(at as usize, |&s| (at as usize).wrapping_add(s));
            (i, self.cells.get(i).copied().unwrap_or(BLOCKED))
        });
        let mut found = [0u32; 6];
        let mut n = 0;
        for k in 0..6 {
            let (_, a) = ring.get(k).copied().unwrap_or((0, BLOCKED));
            let (mid, m) = ring.get((k + 1) % 6).copied().unwrap_or((0, BLOCKED));
            let (_, b) = ring.get((k + 2) % 6).copied().unwrap_or((0, BLOCKED));
            if a == me && b == me && m == EMPTY {
                if let Some(slot) = found.get_mut(n) {
                    *slot = mid as u32;
                    n += 1;
                }
            }
        }
        match n {
            0 => None,
            1 => found.first().copied(),
            _ => found.get(self.rng.below(n)).copied(),
        }
    }

    /// Where `me` answers the opponent's stone on `at` when it has entered the carrier of one
    /// of `me`'s edge templates (a stone of `me`'s on the third row with every other cell of
    /// the template empty), or `None`.
    fn template_reply(&self, at: u32, me: u8) -> Option<u32> {
        let side = self.intrusions.as_deref()?.get(usize::from(me == O))?;
        let cell = |i: usize| self.cells.get(i).copied().unwrap_or(BLOCKED);
        let at = at as usize;
        let (from, to) = (side.starts.get(at)?, side.starts.get(at + 1)?);
        for &(stone, t, k) in side.entries.get(*from as usize..*to as usize)? {
            let stone = stone as usize;
            if cell(stone) != me {
                continue;
            }
            let Some(placed) = side.templates.get(usize::from(t)) else {
                continue;
            };
            let k = usize::from(k);
            let clear = placed
                .cells
                .iter()
                .enumerate()
                .all(|(j, &other)| j == k || cell(stone.wrapping_add_signed(other)) == EMPTY);
            if clear {
                return placed
                    .answers
                    .get(k)
                    .map(|&answer| stone.wrapping_add_signed(answer) as u32);
            }
        }
        None
    }

    /// Counts the simulation's result in every node of its path, and in the RAVE
    /// statistics of their children.
    fn back_up(&mut self, winner: u8) {
        for idx in 0..self.path.len() {
            let Some(&at) = self.path.get(idx) else {
                break;
            };
            let Some(node) = self.nodes.get_mut(at as usize) else {
                break;
            };
            node.visits += 1;
            if node.owner == winner {
                node.wins += 1.0;
            }
            let (first, count) = (node.first as usize, node.count as usize);
            for child in self.nodes.iter_mut().skip(first).take(count) {
                if child.mv == SWAP {
                    continue;
                }
                if self.played.get(child.mv as usize) == Some(&child.owner) {
                    child.amaf_n += 1.0;
                    if child.owner == winner {
                        child.amaf_w += 1.0;
                    }
                }
            }
        }
    }

    /// The answer: a proved winning move of the root if it has one, else its most visited
    /// move not proved lost or pruned, else (a lost position) its most visited move.
    fn answer(&self, simulations: u64) -> Option<BotMove> {
        let root = self.nodes.first()?;
        let children = || {
            self.nodes
                .iter()
                .skip(root.first as usize)
                .take(root.count as usize)
        };
        let rank = |n: &Node| match n.proof {
            WON => 3,
            UNPROVED => 2,
            LOST => 1,
            _ => 0,
        };
        let mut best: Option<&Node> = None;
        for child in children() {
            let better = best.map_or(true, |b| (rank(child), child.visits) > (rank(b), b.visits));
            if better {
                best = Some(child);
            }
        }
        let best = best?;
        let play = if best.mv == SWAP {
            Move::Swap(self.swap?)
        } else {
            let (r, c) = self.coords(best.mv);
            Move::Stone(r, c)
        };
        let win_rate = if best.proof == WON {
            1.0
        } else if best.proof == LOST {
            0.0
        } else if best.visits == 0 {
            0.5
        } else {
            f64::from(best.wins) / f64::from(best.visits)
        };
        Some(BotMove {
            play,
            win_rate,
            simulations,
            reused: 0,
        })
    }

    /// Whether the knowledge layer may look at the position after `node`, the one in
    /// `self.game`: once it has its visits, and not where a swap is still to come, which
    /// the knowledge does not know.
    fn wants_look(&self, node: &Node) -> bool {
        let after = self.tuning.knowledge_after;
        after > 0 && node.visits >= after && node.proof == UNPROVED && !self.game.can_swap()
    }

    /// Looks at the position after `node` (in `self.game`) with the knowledge layer: a
    /// connection that decides it proves the node, otherwise the children outside the
    /// moves that may win are pruned.
    fn look_at(&mut self, node: usize) {
        let verdict = look(&self.game, &TREE_VCS, self.tuning.prune_vulnerable);
        self.apply_look(node, verdict);
    }

    fn apply_look(&mut self, node: usize, verdict: Option<Look>) {
        let Some(n) = self.nodes.get_mut(node) else {
            return;
        };
        n.looked = true;
        let (first, count) = (n.first as usize, n.count as usize);
        match verdict {
            // The verdict is the side to move's, the opponent of the node's owner.
            Some(Look::Win(_)) => n.proof = LOST,
            Some(Look::Loss) => n.proof = WON,
            Some(Look::Open(moves, fill)) => {
                // Only the playouts read the fill-in.
                if self.tuning.playout_fill_in && !fill.is_empty() {
                    let fill: Box<[(u32, u8)]> = fill
                        .into_iter()
                        .map(|((r, c), p)| (self.grid.index(r, c) as u32, colour(p)))
                        .collect();
                    self.fills.insert(node as u32, fill);
                }
                self.allowed.clear();
                self.allowed.resize(self.cells.len(), false);
                for (r, c) in moves {
                    if let Some(a) = self.allowed.get_mut(self.grid.index(r, c)) {
                        *a = true;
                    }
                }
                let allowed = &self.allowed;
                let keeps = |child: &Node| {
                    child.mv == SWAP || allowed.get(child.mv as usize) == Some(&true)
                };
                // A look that would leave no child is wrong about this node; it keeps all.
                // A kept child already proved (lost, say, in a tree kept from an earlier
                // search) still counts: the moves outside the region are no better, and
                // keeping them would have the answer prefer them to the proved losses.
                let children = self.nodes.iter().skip(first).take(count);
                if !children.clone().any(|c| c.proof != PRUNED && keeps(c)) {
                    return;
                }
                for child in self.nodes.iter_mut().skip(first).take(count) {
                    if !keeps(child) && child.proof == UNPROVED {
                        child.proof = PRUNED;
                    }
                }
            }
            None => {}
        }
    }

    /// Carries proofs up the path of the last simulation (MCTS-solver): a node one of
    /// whose children is a proved win for the mover is lost for its owner, and one whose
    /// children are all lost or pruned (at least one lost) is won.
    fn settle(&mut self) {
        for k in (1..self.path.len()).rev() {
            let (Some(&child), Some(&parent)) = (self.path.get(k), self.path.get(k - 1)) else {
                return;
            };
            let Some(&c) = self.nodes.get(child as usize) else {
                return;
            };
            let Some(&p) = self.nodes.get(parent as usize) else {
                return;
            };
            if p.proof != UNPROVED {
                return;
            }
            let proof = match c.proof {
                WON => LOST,
                LOST => {
                    let mut children = self
                        .nodes
                        .iter()
                        .skip(p.first as usize)
                        .take(p.count as usize);
                    if children.all(|n| n.proof == LOST || n.proof == PRUNED) {
                        WON
                    } else {
                        return;
                    }
                }
                _ => return,
            };
            if let Some(p) = self.nodes.get_mut(parent as usize) {
                p.proof = proof;
            }
        }
    }

    /// Whether the root is settled: one of its moves is proved to win, or all are lost.
    fn root_settled(&self) -> bool {
        self.nodes.first().is_some_and(|n| n.proof != UNPROVED)
    }

    /// Whether the root's two most visited moves are close enough that more time may
    /// change the choice: the second has at least two thirds of the first's visits.
    fn close_call(&self) -> bool {
        let Some(root) = self.nodes.first() else {
            return false;
        };
        let (mut first, mut second) = (0u32, 0u32);
        for child in self
            .nodes
            .iter()
            .skip(root.first as usize)
            .take(root.count as usize)
        {
            if child.visits > first {
                second = first;
                first = child.visits;
            } else if child.visits > second {
                second = child.visits;
            }
        }
        first > 0 && 3 * u64::from(second) >= 2 * u64::from(first)
    }

    /// The knowledge layer's look at the root, when the time allows one: a move that a
    /// connection proves winning is the answer; otherwise the root keeps only the moves
    /// that may win. Its cost is kept for [`Tree::root_proof`].
    fn root_knowledge(&mut self, budget: &mut Budget<'_>) -> Option<BotMove> {
        let cells = self.root_empty.len() as f64;
        // A look can cost the better part of a millisecond for each empty cell in
        // WebAssembly on a busy machine: only a generous budget gets the full H-search, a
        // smaller one the lighter one, and one too tight for that none.
        let vcs = match budget.left() {
            None => VcOptions::default(),
            Some(left) if left >= 8.0 * cells => VcOptions::default(),
            Some(left) if left >= 2.0 * cells => TREE_VCS,
            Some(_) => return None,
        };
        let began = budget.now();
        let verdict = look(&self.game, &vcs, self.tuning.prune_vulnerable);
        self.root_cost = match (began, budget.now()) {
            (Some(began), Some(now)) => (now - began).max(0.0),
            _ => 0.0,
        };
        if let Some(Look::Win((r, c))) = verdict {
            return Some(BotMove {
                play: Move::Stone(r, c),
                win_rate: 1.0,
                simulations: 0,
                reused: 0,
            });
        }
        self.apply_look(0, verdict);
        // A lost root keeps every move: the search then looks for the one that resists
        // longest rather than settling at once.
        if let Some(root) = self.nodes.first_mut() {
            root.proof = UNPROVED;
        }
        None
    }

    /// A short proof attempt at the root by the solver: a proved winning move is the
    /// answer. A timed search gives it `solver_share` of its time, when that is several
    /// times what the root's look cost (the solver's first step is a heavier look that it
    /// does not interrupt); a search by simulations a node per [`SOLVER_SIMULATIONS`].
    fn root_proof(&mut self, plan: &Plan, budget: &mut Budget<'_>) -> Option<BotMove> {
        let share = f64::from(plan.tuning.solver_share);
        // Early in a game on a board of any size a short proof never succeeds, and its time
        // is the search's loss: the attempt waits until the board is half full, or small.
        let (empties, cells) = (self.root_empty.len(), self.game.rows() * self.game.cols());
        if share <= 0.0 || (empties > PROOF_EMPTIES && 2 * empties > cells) {
            return None;
        }
        let (time_ms, max_nodes) = match (plan.time, plan.simulations) {
            (Some(time), _) => {
                let give = time * share;
                if give < 6.0 * self.root_cost || budget.left().map_or(true, |l| l < give) {
                    return None;
                }
                (Some(give), None)
            }
            (None, Some(sims)) => (None, Some(sims / SOLVER_SIMULATIONS)),
            (None, None) => return None,
        };
        if max_nodes == Some(0) {
            return None;
        }
        let options = SolveOptions {
            time_ms,
            max_nodes,
            table_entries: SOLVER_TABLE,
            ..SolveOptions::default()
        };
        let mut clock = || budget.now().unwrap_or(0.0);
        let solution = solve_game_with(&self.game, &options, &mut clock).ok()?;
        let mover = self.game.to_move();
        if !solution.complete || solution.winner != Some(mover) {
            return None;
        }
        let &(r, c) = solution.moves.first()?;
        Some(BotMove {
            play: Move::Stone(r, c),
            win_rate: 1.0,
            simulations: 0,
            reused: 0,
        })
    }
}

/// The most empty cells at which the root's proof attempt is made before the board is half
/// full.
const PROOF_EMPTIES: usize = 30;

/// The transposition table of the root's proof attempt: small, since the attempt is short
/// and a large table takes long to clear.
const SOLVER_TABLE: usize = 1 << 16;

impl Node {
    /// The colour that wins from this node if it is proved.
    fn proved_winner(&self) -> Option<u8> {
        match self.proof {
            WON => Some(self.owner),
            LOST => Some(X + O - self.owner),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests;
