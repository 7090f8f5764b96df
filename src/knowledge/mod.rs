//! What strong Hex programs know about a position beyond the rules: which cells and groups
//! are already connected whatever the opponent does ([`vc`]), which empty cells can
//! never matter ([`inferior`]), and which regions a connection closes off (a decomposition,
//! used by [`evaluate_with_proof`]).
//!
//! Everything here works on a [`Position`]: the board's shape, the stones as [`CellSet`]s,
//! the rule and the side to move. Boards of up to [`MAX_CELLS`] cells are accepted.
//!
//! ```
//! use hex_connect::knowledge::{self, Position, Verdict};
//! use hex_connect::{Board, Player, Rule};
//!
//! // X, to move, has a bridge to each edge from its stone on b2 of a 3x3 board.
//! let board = Board::parse([". . .", " . X .", "  O . ."])?;
//! let position = Position::from_board(&board, Rule::XTopBottom, Player::X)?;
//! assert!(matches!(knowledge::evaluate(&position), Verdict::Win));
//! # Ok::<(), hex_connect::Error>(())
//! ```

pub mod cells;
mod decompose;
pub mod inferior;
pub mod position;
mod template;
pub mod vc;

use crate::Player;
pub use cells::{CellSet, Cells, MAX_CELLS};
pub use position::Position;
use vc::{Connections, VcOptions};

/// What the knowledge layer concludes about a position, for the side to move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The side to move wins: it has won, or has a virtual connection between its edges
    /// (a semi-connection is enough, since it moves first).
    Win,
    /// The side to move loses: the opponent has won, or has a full connection between its
    /// edges, or threats that no single move stops but a vulnerable one.
    Loss,
    /// Not decided here: the position with its dead and captured cells filled in (and the
    /// carrier of an opponent's connection that closes off a region, see
    /// [`evaluate_with_proof`]), and the moves that may still win (the must-play region of
    /// that position, less its vulnerable cells): when the side to move wins, one of them
    /// wins.
    Open {
        /// The position the moves are to be played in.
        filled: Position,
        /// The moves worth trying.
        moves: CellSet,
    },
}

/// The cells where any move that saves the side to move lies: the cells common to the
/// carriers of the opponent's semi-connections between its edges, keys included. `None`
/// when the opponent has no such threat; an empty set when no move saves the side to
/// move.
///
/// ```
/// use hex_connect::knowledge::{must_play, Position};
/// use hex_connect::{Board, Player, Rule};
///
/// // O joins left and right. Its stone on b2 has a bridge to the right edge and threatens
/// // a1 or a2 for the left one: X must play there.
/// let board = Board::parse([". . .", " . O .", "  X . ."])?;
/// let position = Position::from_board(&board, Rule::XTopBottom, Player::X)?;
/// let region = must_play(&position).unwrap();
/// let cells: Vec<_> = region.iter().map(|c| position.coords(c)).collect();
/// assert!(cells.contains(&(1, 0)));
/// # Ok::<(), hex_connect::Error>(())
/// ```
#[must_use]
pub fn must_play(position: &Position) -> Option<CellSet> {
    let opponent = position.to_move().opponent();
    Connections::compute(position, opponent, &VcOptions::default()).must_play()
}

/// The empty cells that may save or win for the side to move: the must-play region, or
/// every empty cell when the opponent has no threat. Every other move loses.
#[must_use]
pub fn saving_moves(position: &Position) -> CellSet {
    must_play(position).map_or(position.empty(), |region| region & position.empty())
}

/// The connection search behind [`evaluate`]: three times the carriers per pair of
/// [`VcOptions::default`]. A solver calls it at every node, and the extra connections
/// settle or narrow enough nodes that the search expands far fewer of them, which more than
/// pays for the slower H-search. The decompositions, which start from full connections,
/// gain from more of them: over the 7x7 openings these caps take about a tenth fewer nodes
/// than twice the default's; a wider OR costs more than it saves.
///
/// ```
/// use hex_connect::knowledge::{vc::VcOptions, EVALUATE_VCS};
///
/// assert_eq!(EVALUATE_VCS.max_fulls, 3 * VcOptions::DEFAULT.max_fulls);
/// ```
pub const EVALUATE_VCS: VcOptions = VcOptions {
    max_fulls: 24,
    max_semis: 48,
    or_max: 4,
    ..VcOptions::DEFAULT
};

/// Decides `position` from its connections alone where they suffice, and otherwise narrows
/// the moves worth searching.
#[must_use]
pub fn evaluate(position: &Position) -> Verdict {
    judge(position, true, None).0
}

/// [`evaluate`] for a search, with the cells its answer rests on.
///
/// Unlike [`evaluate`], it does not look for the side to move's own connection between its
/// edges, which halves its cost: a search finds such a win one move deeper, where it is the
/// opponent's full connection, and the positions a search reaches seldom have one, since
/// the must-play region of their parent broke every threat it knew.
///
/// With the answer comes, for [`Verdict::Win`] and [`Verdict::Loss`], a *proof set* of the
/// winner: cells of `position` such that the winner still wins when every other empty cell
/// is given to the loser. For [`Verdict::Open`], the cells of its `filled` position that
/// leave the side to move no winning move outside `moves`: while they stay empty and the
/// side to move gets every other empty cell, if every move of `moves` loses, so does the
/// position (an empty set when every empty cell is a move). They are the carriers of the
/// opponent's threats, which every move outside their intersection leaves standing, and
/// each vulnerable cell left out with its killer (see [`inferior::vulnerable`]).
///
/// A search proves a position by uniting such sets (see [`crate::solver`]): a move of the
/// loser outside the proof of a win cannot stop it, so the loser's other moves there are
/// lost without a search.
///
/// ```
/// use hex_connect::knowledge::{evaluate_with_proof, Position, Verdict};
/// use hex_connect::{Board, Player, Rule};
///
/// // O, to move, faces X's b2, which reaches each edge by a bridge.
/// let board = Board::parse([". . .", " . X .", "  . . ."])?;
/// let position = Position::from_board(&board, Rule::XTopBottom, Player::O)?;
/// let (verdict, proof) = evaluate_with_proof(&position);
/// assert_eq!(verdict, Verdict::Loss);
/// assert!(proof.is_subset(&position.empty()));
/// # Ok::<(), hex_connect::Error>(())
/// ```
#[must_use]
pub fn evaluate_with_proof(position: &Position) -> (Verdict, CellSet) {
    let (verdict, proof, _) = judge(position, false, None);
    (verdict, proof)
}

/// [`evaluate_with_proof`] with the opponent's connections found on the way, whose H-search
/// starts from `earlier` when given: the same player's connections in a position whose
/// stones `position` (with its fill-in) all has, such as the one two moves up a search (see
/// [`Connections::update`]). The connections are `None` when the position was decided
/// without them.
#[must_use]
pub fn evaluate_after(
    position: &Position,
    earlier: Option<&Connections>,
) -> (Verdict, CellSet, Option<Connections>) {
    judge(position, false, earlier)
}

/// [`evaluate`] and [`evaluate_with_proof`]: the latter without the side to move's own
/// connections.
fn judge(
    position: &Position,
    own_connections: bool,
    earlier: Option<&Connections>,
) -> (Verdict, CellSet, Option<Connections>) {
    let mover = position.to_move();
    if let Some(winner) = position.winner() {
        return (decided(winner == mover), CellSet::EMPTY, None);
    }
    let (filled, _) = inferior::fill_in(position);
    // A cell filled with the winner's colour is part of the winner's proof, since the loser
    // given it would change the position; one filled with the loser's colour is not, since
    // the proof hands every other cell to the loser anyway.
    let fills = |player: Player| filled.stones(player) - position.stones(player);
    if let Some(winner) = filled.winner() {
        return (decided(winner == mover), fills(winner), None);
    }
    let options = EVALUATE_VCS;
    // The opponent's connections first: when they already decide the position, the side to
    // move cannot have a semi-connection of its own (both are winning strategies), and its
    // H-search is spared.
    let theirs = match earlier {
        Some(earlier) if earlier.player() == mover.opponent() => earlier.update(&filled, &options),
        _ => Connections::compute(&filled, mover.opponent(), &options),
    };
    // A region that one of the opponent's full connections closes off is the opponent's:
    // its carrier is filled in, and the moves there go (see [`decompose`]). The
    // connections found before stay true with the opponent's new stones.
    let mut filled = filled;
    if let Some(carrier) = decompose::find(&filled, &theirs) {
        for cell in carrier.iter() {
            filled.put(cell, Some(mover.opponent()));
        }
        if let Some(winner) = filled.winner() {
            let won = filled.stones(winner) - position.stones(winner);
            return (decided(winner == mover), won, Some(theirs));
        }
    }
    let fills = |player: Player| filled.stones(player) - position.stones(player);
    let (mut moves, mut restriction) = match theirs.must_play() {
        Some(region) => (region & filled.empty(), theirs.must_play_carriers()),
        None => (filled.empty(), CellSet::EMPTY),
    };
    // A vulnerable move is never needed: when the side to move wins, a move that is not
    // vulnerable wins too. The move and its killer join the restriction, since the move
    // stays vulnerable only while both stay empty.
    for (cell, killer) in inferior::vulnerable_among(&filled, mover, moves) {
        moves.remove(cell);
        restriction = restriction.with(cell).with(killer);
    }
    if moves.is_empty() {
        return (
            Verdict::Loss,
            restriction | fills(mover.opponent()),
            Some(theirs),
        );
    }
    if !own_connections {
        return (Verdict::Open { filled, moves }, restriction, Some(theirs));
    }
    let own = Connections::compute(&filled, mover, &options);
    let own_proof = own
        .fulls(vc::Endpoint::Start, vc::Endpoint::Goal)
        .into_iter()
        .chain(
            own.semis(vc::Endpoint::Start, vc::Endpoint::Goal)
                .into_iter()
                .map(|(_, carrier)| carrier),
        )
        .min_by_key(CellSet::len);
    if let Some(carrier) = own_proof {
        return (Verdict::Win, carrier | fills(mover), Some(theirs));
    }
    (Verdict::Open { filled, moves }, restriction, Some(theirs))
}

fn decided(mover_wins: bool) -> Verdict {
    if mover_wins {
        Verdict::Win
    } else {
        Verdict::Loss
    }
}

#[cfg(test)]
pub(crate) mod tests;
