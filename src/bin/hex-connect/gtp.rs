//! `hex-connect gtp`: the engine side of GTP in the dialect HexGui and MoHex speak (HTP).
//!
//! `b` (black) is X, the first player, joining top and bottom; `w` (white) is O. A swap is
//! the swap-pieces of MoHex: the first stone leaves its cell for the mirror cell in the
//! other colour, and black moves again. A `play` or `genmove` for the side not to move is
//! played, as a controller setting up a position expects: the game goes on from the
//! position it makes with the other side to move, and `undo` takes it back. The protocol
//! lives in [`Engine::respond`], which reads one line and returns the answer's text, so
//! tests need no process.
//!
//! The engine keeps its search tree from one `genmove` to the next (a [`Searcher`]): when the
//! moves played since its last search lead on from that search's position, the search goes
//! on from the visits it gave the position reached. `clear_board`, `boardsize`, `undo`, a
//! play out of turn and a change of the swap rule drop the tree. After each `genmove` the
//! engine writes a line for the operator on standard error: the move, its estimated chance
//! of winning, and the simulations run and kept.

use hex_connect::bot::{SearchOptions, Searcher};
use hex_connect::game::{Game, Move, Swap};
use hex_connect::knowledge::{self, Position};
use hex_connect::solver::{solve_game_with, SolveOptions};
use hex_connect::{notation, Cell, Player, Rule};
use std::fmt::Write as _;

/// The estimated chance of winning below which `genmove` gives up even without a proof.
const RESIGN_RATE: f64 = 0.01;

/// The commands [`Engine::respond`] knows, in the order `list_commands` gives them.
const COMMANDS: [&str; 20] = [
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "play",
    "genmove",
    "undo",
    "showboard",
    "final_score",
    "param_game",
    "hexgui-analyze_commands",
    "dfpn-solve-state",
    "dfpn-solver-find-winning",
    "vc-get-mustplay",
    "all_legal_moves",
    "time_left",
];

/// The analyse commands HexGui offers in its menu: `type/label/command`, `%m` standing for
/// the side to move.
const ANALYZE_COMMANDS: &str = "\
string/ShowBoard/showboard
string/Final Score/final_score
param/Game Param/param_game
plist/All Legal Moves/all_legal_moves %m
string/Solve State/dfpn-solve-state %m
plist/Find Winning/dfpn-solver-find-winning %m
plist/Must-play Region/vc-get-mustplay %m";

/// What the engine does with its time.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Limits {
    /// Milliseconds a `genmove` may take, everything included; after a `time_left`, the
    /// search takes its share of the time left instead, never more than this.
    pub time_ms: f64,
    /// Simulations of the search instead of a time, so that a game can be replayed
    /// exactly; the proof attempt then stops after as many solver nodes.
    pub simulations: Option<u64>,
}

/// One answer: the text to write (nothing for an empty or comment line), and whether the
/// controller asked the engine to stop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Response {
    /// `= ...` or `? ...` with its id, ending in the empty line that closes an answer.
    pub text: Option<String>,
    /// Set by `quit`: the caller writes `text` and stops reading.
    pub quit: bool,
    /// A line for the operator, not the controller (the caller writes it to standard
    /// error): what a `genmove`'s search found.
    pub log: Option<String>,
}

/// A failed command: the message after `?`.
type Refusal = String;

/// The game a controller drives and the settings it changed.
pub struct Engine {
    game: Game,
    /// The games as they stood before each play out of turn (a `play` or `genmove` of the
    /// side not to move, as a controller sets up a position): such a play starts a game of
    /// its own from the position it makes, and `undo` past that game's first move goes back
    /// to the one before.
    before: Vec<Game>,
    swap: bool,
    limits: Limits,
    /// The milliseconds black and white have left, once the controller has said.
    clock_left: [Option<f64>; 2],
    /// The search, with the tree it keeps between `genmove`s.
    searcher: Searcher,
    /// The operator's line of the last `genmove`, until `respond` hands it on.
    log: Option<String>,
}

fn colour_name(player: Player) -> &'static str {
    match player {
        Player::X => "black",
        Player::O => "white",
    }
}

fn parse_colour(word: Option<&str>) -> Result<Player, Refusal> {
    match word.map(str::to_ascii_lowercase).as_deref() {
        Some("b" | "black") => Ok(Player::X),
        Some("w" | "white") => Ok(Player::O),
        Some(other) => Err(format!("invalid color {other:?}")),
        None => Err("missing color".into()),
    }
}

fn cell_list(position: &Position, cells: impl Iterator<Item = usize>) -> String {
    let names: Vec<String> = cells
        .map(|cell| {
            let (r, c) = position.coords(cell);
            notation(r, c)
        })
        .collect();
    names.join(" ")
}

impl Engine {
    /// An 11x11 board with black to move, the swap as `swap` says.
    ///
    /// # Errors
    /// None in practice: an 11x11 board is always accepted.
    pub fn new(swap: bool, limits: Limits) -> Result<Engine, hex_connect::Error> {
        Ok(Engine {
            game: Engine::fresh(11, 11, swap)?,
            before: Vec::new(),
            swap,
            limits,
            clock_left: [None; 2],
            searcher: Searcher::new(),
            log: None,
        })
    }

    fn fresh(rows: usize, cols: usize, swap: bool) -> Result<Game, hex_connect::Error> {
        let mut game = Game::new(rows, cols, Rule::XTopBottom)?;
        game.set_swap_allowed(swap);
        Ok(game)
    }

    /// Reads one line of the controller and answers it.
    pub fn respond(&mut self, line: &str) -> Response {
        // GTP drops control characters, reads tabs as spaces and comments from `#` on.
        let line: String = line
            .split('#')
            .next()
            .unwrap_or("")
            .chars()
            .filter_map(|ch| match ch {
                '\t' => Some(' '),
                ch if ch.is_control() => None,
                ch => Some(ch),
            })
            .collect();
        let mut words = line.split_whitespace().peekable();
        let id = words
            .next_if(|word| word.bytes().all(|b| b.is_ascii_digit()))
            .unwrap_or("");
        let Some(command) = words.next() else {
            return Response {
                text: None,
                quit: false,
                log: None,
            };
        };
        let args: Vec<&str> = words.collect();
        let quit = command == "quit";
        let answer = if quit {
            Ok(String::new())
        } else {
            self.run(command, &args)
        };
        let text = match answer {
            Ok(text) if text.is_empty() => format!("={id}\n\n"),
            Ok(text) => format!("={id} {text}\n\n"),
            Err(message) => format!("?{id} {message}\n\n"),
        };
        Response {
            text: Some(text),
            quit,
            log: self.log.take(),
        }
    }

    fn run(&mut self, command: &str, args: &[&str]) -> Result<String, Refusal> {
        match command {
            "protocol_version" => Ok("2".into()),
            "name" => Ok("hex-connect".into()),
            "version" => Ok(env!("CARGO_PKG_VERSION").into()),
            "known_command" => Ok(args
                .first()
                .is_some_and(|name| COMMANDS.contains(name))
                .to_string()),
            "list_commands" => Ok(COMMANDS.join("\n")),
            "boardsize" => self.boardsize(args),
            "clear_board" => {
                self.game = Engine::fresh(self.game.rows(), self.game.cols(), self.swap)
                    .map_err(|error| error.to_string())?;
                self.before.clear();
                self.searcher.forget();
                Ok(String::new())
            }
            "play" => self.play(args),
            "genmove" => self.genmove(args),
            "time_left" => self.set_time_left(args),
            "undo" => {
                if !self.game.undo() && self.before.is_empty() {
                    return Err("cannot undo".into());
                }
                // A move taken back is one the controller wants played otherwise: the next
                // search starts afresh.
                self.searcher.forget();
                // A game started by a play out of turn holds the position before that play
                // with the turn given away: back at its start, the play is undone, and the
                // game before it comes back with its own side to move.
                if !self.game.can_undo() {
                    if let Some(game) = self.before.pop() {
                        self.game = game;
                    }
                }
                Ok(String::new())
            }
            "showboard" => Ok(self.showboard()),
            "final_score" => match self.game.winner() {
                Some(Player::X) => Ok("B+".into()),
                Some(Player::O) => Ok("W+".into()),
                None => Err("cannot score".into()),
            },
            "param_game" => self.param_game(args),
            "hexgui-analyze_commands" => Ok(ANALYZE_COMMANDS.into()),
            "all_legal_moves" => {
                self.own_turn(args.first().copied())?;
                let position = self.position()?;
                let mut moves = cell_list(&position, position.empty().iter());
                if self.game.can_swap() && self.game.rows() == self.game.cols() {
                    moves.insert_str(0, "swap-pieces ");
                }
                Ok(moves.trim_end().to_string())
            }
            "dfpn-solve-state" => {
                self.own_turn(args.first().copied())?;
                let solution = self.solve(false)?;
                Ok(solution.winner.map_or("unknown", colour_name).into())
            }
            "dfpn-solver-find-winning" => {
                let mover = self.own_turn(args.first().copied())?;
                let solution = self.solve(true)?;
                if solution.winner != Some(mover) {
                    return Ok(String::new());
                }
                Ok(super::winning_moves(&solution, "swap-pieces").join(" "))
            }
            "vc-get-mustplay" => {
                self.own_turn(args.first().copied())?;
                let position = self.position()?;
                Ok(knowledge::must_play(&position)
                    .map(|region| cell_list(&position, (region & position.empty()).iter()))
                    .unwrap_or_default())
            }
            other => Err(format!("unknown command: {other}")),
        }
    }

    /// Checks that `colour`, when given, is the side to move, and returns the side to move.
    fn own_turn(&self, colour: Option<&str>) -> Result<Player, Refusal> {
        let mover = self.game.to_move();
        if let Some(word) = colour {
            let player = parse_colour(Some(word))?;
            if player != mover {
                return Err(format!("{} is to move", colour_name(mover)));
            }
        }
        Ok(mover)
    }

    fn position(&self) -> Result<Position, Refusal> {
        Position::from_game(&self.game).map_err(|error| error.to_string())
    }

    fn solve(&self, winning_moves: bool) -> Result<hex_connect::solver::Solution, Refusal> {
        let options = SolveOptions {
            time_ms: Some(self.limits.time_ms),
            max_nodes: self.limits.simulations,
            winning_moves,
            ..SolveOptions::default()
        };
        solve_game_with(&self.game, &options, &mut stopwatch()).map_err(|error| error.to_string())
    }

    fn boardsize(&mut self, args: &[&str]) -> Result<String, Refusal> {
        let sizes: Result<Vec<usize>, _> = args.iter().map(|word| word.parse()).collect();
        // HTP gives the width (columns) and then the height (rows).
        let (cols, rows) = match sizes.as_deref() {
            Ok([n]) => (*n, *n),
            Ok([cols, rows]) => (*cols, *rows),
            _ => return Err("boardsize takes one or two whole numbers".into()),
        };
        self.game =
            Engine::fresh(rows, cols, self.swap).map_err(|_| "unacceptable size".to_string())?;
        self.before.clear();
        self.searcher.forget();
        Ok(String::new())
    }

    fn play(&mut self, args: &[&str]) -> Result<String, Refusal> {
        let [colour, token] = args else {
            return Err("play takes a color and a move".into());
        };
        let player = parse_colour(Some(colour))?;
        let token = token.to_ascii_lowercase();
        if let Some(winner) = self.game.winner() {
            return Err(format!("illegal move: {} has won", colour_name(winner)));
        }
        if token == "swap-sides" {
            return Err("illegal move: swap-sides is not played here; swap-pieces is".into());
        }
        let out_of_turn = player != self.game.to_move();
        if out_of_turn && matches!(token.as_str(), "swap" | "swap-pieces") {
            return Err(format!(
                "illegal move: only {} may swap",
                colour_name(self.game.to_move())
            ));
        }
        let before = out_of_turn.then(|| self.give_turn(player));
        match self.game.play_move(&token) {
            Ok(_) => Ok(String::new()),
            Err(error) => {
                if let Some(game) = before {
                    self.game = game;
                    self.before.pop();
                }
                Err(format!("illegal move: {error}"))
            }
        }
    }

    /// Makes `player` the side to move when the other side is, as controllers do to set up a
    /// position: the game goes on as a new one from the present position, the old one kept
    /// for `undo`. Returns a copy of the old one, to put back if the play then fails.
    fn give_turn(&mut self, player: Player) -> Game {
        let mut game = Game::from_board(&self.game.board(), self.game.rule());
        game.set_first_to_move(player);
        game.set_swap_allowed(false);
        let old = std::mem::replace(&mut self.game, game);
        self.before.push(old.clone());
        self.searcher.forget();
        old
    }

    fn genmove(&mut self, args: &[&str]) -> Result<String, Refusal> {
        let [colour] = args else {
            return Err("genmove takes a color".into());
        };
        let player = parse_colour(Some(colour))?;
        if let Some(winner) = self.game.winner() {
            return Err(format!("game over: {} has won", colour_name(winner)));
        }
        if player != self.game.to_move() {
            self.give_turn(player);
        }
        let play = match self.choose(player) {
            Some(play) => play,
            None => return Ok("resign".into()),
        };
        self.game
            .play_any(play)
            .map_err(|error| format!("the engine's move was refused: {error}"))?;
        Ok(play.notation())
    }

    /// The move for `mover`, or `None` to resign: when the search proves the position
    /// lost or finds almost no chance in it, or a short proof shows it lost where the swap
    /// is open.
    fn choose(&mut self, mover: Player) -> Option<Move> {
        let mut clock = stopwatch();
        let swap_open = self.game.swap_allowed() && self.game.move_count() < 2;
        // The search's own proof attempt knows nothing of a swap, so where the swap can be
        // played a quarter of the time goes to the solver, which does: a swap that wins is
        // played, and a lost position (after the first move) resigned.
        let mut spent = 0.0;
        if self.game.can_swap() && Position::from_game(&self.game).is_ok() {
            let options = SolveOptions {
                time_ms: Some(self.limits.time_ms / 4.0),
                max_nodes: self.limits.simulations,
                winning_moves: false,
                ..SolveOptions::default()
            };
            if let Ok(solution) = solve_game_with(&self.game, &options, &mut clock) {
                match solution.winner {
                    Some(winner) if winner != mover && self.game.move_count() > 0 => return None,
                    Some(_) if solution.swap_wins && self.game.rows() == self.game.cols() => {
                        return Some(Move::Swap(Swap::Pieces))
                    }
                    _ => {}
                }
            }
            spent = clock();
        }
        let timed = self.limits.simulations.is_none();
        let options = SearchOptions {
            time_ms: timed.then(|| (self.limits.time_ms - spent).max(1.0)),
            time_left_ms: self.time_left(mover).filter(|_| timed),
            simulations: self.limits.simulations,
            ..SearchOptions::default()
        };
        let found = self
            .searcher
            .search(&self.game, &options, &mut clock)
            .ok()?;
        let resign = found.win_rate < RESIGN_RATE && !swap_open;
        self.log = Some(format!(
            "genmove {}: {}, win rate {:.3}, {} simulations on {} kept",
            colour_name(mover),
            if resign {
                "resign".to_string()
            } else {
                found.play.notation()
            },
            found.win_rate,
            found.simulations,
            found.reused
        ));
        if resign {
            return None;
        }
        Some(found.play)
    }

    /// The milliseconds `player` has left, as the controller's last `time_left` said.
    fn time_left(&self, player: Player) -> Option<f64> {
        match player {
            Player::X => self.clock_left[0],
            Player::O => self.clock_left[1],
        }
    }

    /// `time_left colour seconds [stones]`: the time a side has left for the game; its
    /// searches then take their share of it (never more than the engine's time a move).
    fn set_time_left(&mut self, args: &[&str]) -> Result<String, Refusal> {
        let (colour, seconds) = match args {
            [colour, seconds] | [colour, seconds, _] => (colour, seconds),
            _ => return Err("time_left takes a color and seconds".into()),
        };
        let player = parse_colour(Some(colour))?;
        let seconds: f64 = seconds
            .parse()
            .ok()
            .filter(|s: &f64| s.is_finite() && *s >= 0.0)
            .ok_or_else(|| format!("invalid time {seconds:?}"))?;
        let slot = match player {
            Player::X => &mut self.clock_left[0],
            Player::O => &mut self.clock_left[1],
        };
        *slot = Some(seconds * 1000.0);
        Ok(String::new())
    }

    fn param_game(&mut self, args: &[&str]) -> Result<String, Refusal> {
        match args {
            [] => Ok(format!("[bool] allow_swap {}", u8::from(self.swap))),
            ["allow_swap", value] => {
                self.swap = match *value {
                    "0" | "false" => false,
                    "1" | "true" => true,
                    other => return Err(format!("allow_swap takes 0 or 1, not {other:?}")),
                };
                self.game.set_swap_allowed(self.swap);
                self.searcher.forget();
                Ok(String::new())
            }
            [name, ..] => Err(format!("unknown parameter: {name}")),
        }
    }

    /// The board as HexGui's text views show it: each row shifted half a cell further
    /// right, column letters above and below, row numbers on both sides.
    fn showboard(&self) -> String {
        let (rows, cols) = (self.game.rows(), self.game.cols());
        let letters: Vec<String> = (0..cols)
            .map(|c| notation(0, c).trim_end_matches('1').to_string())
            .collect();
        let header = letters
            .iter()
            .map(|l| format!("{l:<2}"))
            .collect::<String>();
        let width = rows.to_string().len();
        let mut out = String::from("\n");
        let _ = writeln!(out, "{} {}", " ".repeat(width + 1), header.trim_end());
        for r in 0..rows {
            let cells: Vec<&str> = (0..cols)
                .map(|c| match self.game.cell(r, c) {
                    Some(Cell::X) => "X",
                    Some(Cell::O) => "O",
                    _ => ".",
                })
                .collect();
            let _ = writeln!(
                out,
                "{}{:>width$}\\{}\\{}",
                " ".repeat(r),
                r + 1,
                cells.join(" "),
                r + 1
            );
        }
        let _ = write!(out, "{}{}", " ".repeat(rows + width), header.trim_end());
        out
    }
}

#[cfg(test)]
#[path = "gtp/tests.rs"]
mod tests;

/// A clock for the searches: milliseconds since this call. The searches take a clock rather
/// than reading the system's own, so that the same calls build for every target the crate's
/// tests are checked on.
fn stopwatch() -> impl FnMut() -> f64 {
    let start = std::time::Instant::now();
    move || start.elapsed().as_secs_f64() * 1000.0
}
