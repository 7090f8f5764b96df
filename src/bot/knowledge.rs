//! What the search asks of the knowledge layer about one position: whether a virtual
//! connection already decides it, and otherwise which moves are worth trying.
//!
//! The moves are the opponent's must-play region (every empty cell when it has no threat)
//! less the cells that the fill-in of inferior cells takes: dead cells, which never matter,
//! and captured pairs, where a move is answered by the pair's other cell and gains nothing;
//! and, when the tuning asks, less the side to move's vulnerable cells, which one answer
//! beside them makes worth nothing.

use crate::game::Game;
use crate::knowledge::vc::{Connections, Endpoint, VcOptions};
use crate::knowledge::{inferior, CellSet, Position};
use crate::Player;

/// The H-search limits of a look inside the tree: half the carriers of
/// [`VcOptions::default`], which finds most of the same bridges and edge templates at a
/// fraction of the cost, since a node's look must cost no more than a few hundred playouts.
pub(super) const TREE_VCS: VcOptions = VcOptions {
    max_fulls: 4,
    max_semis: 8,
    or_max: 3,
    ..VcOptions::DEFAULT
};

/// The verdict of [`look`] for the side to move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Look {
    /// The side to move wins, by playing the cell given: the key of a semi-connection
    /// between its edges, or a cell of the carrier of a full one.
    Win((usize, usize)),
    /// The opponent is connected, or has threats no single move stops.
    Loss,
    /// Undecided; the cells (`(row, col)`) where a move may still win, and the cells the
    /// fill-in of inferior cells gives a player.
    Open(Vec<(usize, usize)>, Vec<((usize, usize), Player)>),
}

/// Looks at the position of `game` with the connections H-search finds under `vcs`, and
/// leaves out the side to move's vulnerable cells too when `vulnerable` is set.
/// `None` when the board is larger than the knowledge layer accepts.
pub(super) fn look(game: &Game, vcs: &VcOptions, vulnerable: bool) -> Option<Look> {
    let position = Position::from_game(game).ok()?;
    let mover = position.to_move();
    if let Some(winner) = position.winner() {
        return Some(if winner == mover {
            Look::Win((0, 0))
        } else {
            Look::Loss
        });
    }
    let theirs = Connections::compute(&position, mover.opponent(), vcs);
    let region = match theirs.must_play() {
        Some(region) => region & position.empty(),
        None => position.empty(),
    };
    if region.is_empty() {
        return Some(Look::Loss);
    }
    let own = Connections::compute(&position, mover, vcs);
    if let Some(&(key, _)) = own.semis(Endpoint::Start, Endpoint::Goal).first() {
        return Some(Look::Win(position.coords(key)));
    }
    let full = own.fulls(Endpoint::Start, Endpoint::Goal);
    if let Some(cell) = full
        .first()
        .and_then(CellSet::first_cell)
        .or_else(|| (!full.is_empty()).then(|| region.first_cell()).flatten())
    {
        return Some(Look::Win(position.coords(cell)));
    }
    let (after, filled) = inferior::fill_in(&position);
    let mut worth = region - filled;
    if vulnerable {
        for (cell, _) in inferior::vulnerable_among(&after, mover, worth) {
            worth.remove(cell);
        }
    }
    // Filling can leave nothing only where the region was already lost; the region itself
    // then is as good an answer as any.
    let moves = if worth.is_empty() { region } else { worth };
    let x = after.stones(Player::X);
    let fill = filled
        .iter()
        .map(|cell| {
            let who = if x.contains(cell) {
                Player::X
            } else {
                Player::O
            };
            (position.coords(cell), who)
        })
        .collect();
    Some(Look::Open(
        moves.iter().map(|cell| position.coords(cell)).collect(),
        fill,
    ))
}
