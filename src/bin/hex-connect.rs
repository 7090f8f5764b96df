//! `hex-connect`, the command line: solves Hex positions with the crate's solver.
//!
//! ```text
//! hex-connect solve "a1 b2 ..." --size 7 [--rule top-bottom|left-right] [--swap] [--time-ms N] [--nodes N]
//! hex-connect openings --size 7 [--rule ...] [--time-ms N] [--nodes N] [--cell d4]
//! hex-connect gtp [--swap] [--time-ms N] [--nodes N]
//! ```
//!
//! Each subcommand is a variant of [`Command`] with its own parser and runner, so a new one
//! takes a variant, an arm in [`parse`] and one in [`run`].

// Beside this file, so that the example that includes this file by path finds it too.
#[path = "hex-connect/gtp.rs"]
mod gtp;

use hex_connect::game::Game;
use hex_connect::solver::{solve_game_with, Solution, SolveOptions};
use hex_connect::{notation, parse_move, Player, Rule};
use std::fmt::Write as _;
use std::io::{BufRead, Write as _};
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "\
hex-connect: proves who wins a game of Hex.

Usage:
  hex-connect solve \"MOVES\" [options]   who wins after MOVES (\"a1 b2 swap-pieces ...\"),
                                       and every winning move of the side to move
  hex-connect openings [options]       solves each first move (swap off) and prints the map
                                       of winning first moves (W), losing ones (.) and
                                       those left unproved (?)
  hex-connect gtp [options]            a GTP engine on stdin and stdout, in the dialect
                                       of HexGui and MoHex (b is X, joining top and bottom);
                                       it keeps its search tree between genmoves, and
                                       writes what each search found on standard error
  hex-connect help                     this text

Options:
  --size N          a board of N x N (default 7)
  --rows R --cols C a board of R x C
  --rule R          top-bottom (X joins top and bottom, the default) or left-right
  --swap            the swap rule is on (solve and gtp; off by default)
  --time-ms N       stop each proof after N milliseconds; gtp: the time a move
                    (default 1000)
  --nodes N         stop each proof after N nodes; gtp: N simulations a move
                    instead of a time
  --cell C          openings: only the opening on cell C

Exit status: 0 when every answer was proved, 3 when a limit stopped a proof first,
1 when a move or the board is refused, 2 for a usage error.
";

/// Writes a line to standard output. Unlike `println!`, a reader that has gone away
/// (`hex-connect openings | head`) does not panic: the rest of the output is dropped.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout().lock(), $($arg)*);
    }};
}

/// Exit status of a search a limit stopped.
const STOPPED: u8 = 3;

/// What to do, as read from the arguments.
#[derive(Debug, Clone, PartialEq)]
enum Command {
    Help,
    Solve {
        moves: String,
        board: BoardArgs,
    },
    Openings {
        board: BoardArgs,
        cell: Option<(usize, usize)>,
    },
    Gtp {
        board: BoardArgs,
    },
}

/// The board and limits every subcommand shares.
#[derive(Debug, Clone, PartialEq)]
struct BoardArgs {
    rows: usize,
    cols: usize,
    rule: Rule,
    swap: bool,
    time_ms: Option<f64>,
    nodes: Option<u64>,
}

impl Default for BoardArgs {
    fn default() -> BoardArgs {
        BoardArgs {
            rows: 7,
            cols: 7,
            rule: Rule::XTopBottom,
            swap: false,
            time_ms: None,
            nodes: None,
        }
    }
}

/// A usage error: the message printed before a pointer to `--help`.
#[derive(Debug, Clone, PartialEq)]
struct Usage(String);

fn number<T: std::str::FromStr>(option: &str, value: Option<&String>) -> Result<T, Usage> {
    let value = value.ok_or_else(|| Usage(format!("{option} needs a value")))?;
    value
        .parse()
        .map_err(|_| Usage(format!("{option} takes a whole number, not {value:?}")))
}

/// Reads the arguments after the program's name.
fn parse(args: &[String]) -> Result<Command, Usage> {
    let Some((name, rest)) = args.split_first() else {
        return Ok(Command::Help);
    };
    let mut board = BoardArgs::default();
    let mut moves = None;
    let mut cell = None;
    let mut it = rest.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--help" | "-h" => return Ok(Command::Help),
            "--size" => {
                let n = number(arg, it.next())?;
                (board.rows, board.cols) = (n, n);
            }
            "--rows" => board.rows = number(arg, it.next())?,
            "--cols" => board.cols = number(arg, it.next())?,
            "--rule" => {
                board.rule = match it.next().map(String::as_str) {
                    Some("top-bottom") => Rule::XTopBottom,
                    Some("left-right") => Rule::XLeftRight,
                    other => {
                        return Err(Usage(format!(
                            "--rule takes top-bottom or left-right, not {other:?}"
                        )))
                    }
                };
            }
            "--swap" => board.swap = true,
            "--time-ms" => board.time_ms = Some(number::<u64>(arg, it.next())? as f64),
            "--nodes" => board.nodes = Some(number(arg, it.next())?),
            "--cell" => {
                let value = it
                    .next()
                    .ok_or_else(|| Usage("--cell needs a value".into()))?;
                cell = Some(parse_move(value).map_err(|_| {
                    Usage(format!("--cell takes a cell such as d4, not {value:?}"))
                })?);
            }
            option if option.starts_with("--") => {
                return Err(Usage(format!("unknown option {option}")))
            }
            _ if moves.is_none() => moves = Some(arg.clone()),
            _ => return Err(Usage(format!("unexpected argument {arg:?}"))),
        }
    }
    match name.as_str() {
        "help" | "--help" | "-h" => Ok(Command::Help),
        "solve" => Ok(Command::Solve {
            moves: moves.unwrap_or_default(),
            board,
        }),
        "openings" if moves.is_some() => Err(Usage("openings takes no moves".into())),
        "openings" if board.swap => Err(Usage("openings are solved with the swap off".into())),
        "openings" => Ok(Command::Openings { board, cell }),
        "gtp" if moves.is_some() => Err(Usage("gtp takes no moves".into())),
        "gtp" => Ok(Command::Gtp { board }),
        other => Err(Usage(format!("unknown command {other:?}"))),
    }
}

fn options(board: &BoardArgs, winning_moves: bool) -> SolveOptions {
    SolveOptions {
        time_ms: board.time_ms,
        max_nodes: board.nodes,
        winning_moves,
        ..SolveOptions::default()
    }
}

/// Solves `game`, timing it by the system clock: the solution and its milliseconds.
fn timed(game: &Game, options: &SolveOptions) -> Result<(Solution, f64), hex_connect::Error> {
    let start = Instant::now();
    let mut clock = || start.elapsed().as_secs_f64() * 1000.0;
    let solution = solve_game_with(game, options, &mut clock)?;
    Ok((solution, clock()))
}

/// The winning moves of `solution` in notation, the swap first (named `swap`) when it wins.
fn winning_moves(solution: &Solution, swap: &str) -> Vec<String> {
    let stones = solution.moves.iter().map(|&(r, c)| notation(r, c));
    solution
        .swap_wins
        .then(|| swap.to_string())
        .into_iter()
        .chain(stones)
        .collect()
}

/// The answer in words: "X wins: d4 e3", "X wins: swap", "O wins whatever X plays".
fn verdict(solution: &Solution, mover: Player) -> String {
    match solution.winner {
        None => "unknown: the search stopped first".into(),
        Some(winner) if winner == mover => {
            let moves = winning_moves(solution, "swap");
            if moves.is_empty() {
                format!("{} wins", winner.name())
            } else {
                format!("{} wins: {}", winner.name(), moves.join(" "))
            }
        }
        Some(winner) => format!("{} wins whatever {} plays", winner.name(), mover.name()),
    }
}

fn solve_command(moves: &str, board: &BoardArgs) -> Result<ExitCode, hex_connect::Error> {
    let mut game = Game::new(board.rows, board.cols, board.rule)?;
    game.set_swap_allowed(board.swap);
    let game = game.play_moves(moves)?;
    let (solution, ms) = timed(&game, &options(board, true))?;
    say!("{}", verdict(&solution, game.to_move()));
    say!(
        "{} nodes, proof {}, {:.1} ms{}",
        solution.nodes,
        solution.proof_size,
        ms,
        if solution.complete { "" } else { " (stopped)" }
    );
    Ok(if solution.complete {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(STOPPED)
    })
}

fn openings_command(
    board: &BoardArgs,
    only: Option<(usize, usize)>,
) -> Result<ExitCode, hex_connect::Error> {
    let (rows, cols) = (board.rows, board.cols);
    let mut map = vec![vec!['?'; cols]; rows];
    let all = Instant::now();
    let mut complete = true;
    for r in 0..rows {
        for c in 0..cols {
            if only.is_some_and(|cell| cell != (r, c)) {
                set_mark(&mut map, (r, c), ' ');
                continue;
            }
            // The board turned by half a turn maps each player's edges onto each other, so
            // an opening has the winner of its turned twin: of each pair, only the first
            // in reading order is searched.
            let twin = (rows - 1 - r, cols - 1 - c);
            if only.is_none() && twin < (r, c) {
                let copied = map
                    .get(twin.0)
                    .and_then(|row| row.get(twin.1))
                    .copied()
                    .unwrap_or('?');
                set_mark(&mut map, (r, c), copied);
                say!(
                    "{:>4} {} as {} turned",
                    notation(r, c),
                    copied,
                    notation(twin.0, twin.1)
                );
                continue;
            }
            let mut game = Game::new(rows, cols, board.rule)?;
            game.set_swap_allowed(false);
            game.play(r, c)?;
            let (solution, ms) = timed(&game, &options(board, false))?;
            let mark = match solution.winner {
                Some(Player::X) => 'W',
                Some(Player::O) => '.',
                None => '?',
            };
            set_mark(&mut map, (r, c), mark);
            complete &= solution.complete;
            say!(
                "{:>4} {} {:>9.1} ms {:>9} nodes, proof {:>7}{}",
                notation(r, c),
                mark,
                ms,
                solution.nodes,
                solution.proof_size,
                if solution.complete { "" } else { " (stopped)" }
            );
        }
    }
    say!("all in {:.1} s", all.elapsed().as_secs_f64());
    let mut out = String::new();
    for (r, row) in map.iter().enumerate() {
        let cells: Vec<String> = row.iter().map(char::to_string).collect();
        let _ = writeln!(out, "{}{}", " ".repeat(r), cells.join(" "));
    }
    say!("{}", out.trim_end());
    Ok(if complete {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(STOPPED)
    })
}

fn set_mark(map: &mut [Vec<char>], (r, c): (usize, usize), mark: char) {
    if let Some(slot) = map.get_mut(r).and_then(|row| row.get_mut(c)) {
        *slot = mark;
    }
}

/// Answers a GTP controller line by line until it sends `quit` or closes the input.
fn gtp_command(board: &BoardArgs) -> Result<ExitCode, hex_connect::Error> {
    let limits = gtp::Limits {
        time_ms: board.time_ms.unwrap_or(hex_connect::bot::DEFAULT_TIME_MS),
        simulations: board.nodes,
    };
    let mut engine = gtp::Engine::new(board.swap, limits)?;
    let mut out = std::io::stdout().lock();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let response = engine.respond(&line);
        if let Some(log) = &response.log {
            let _ = writeln!(std::io::stderr().lock(), "{log}");
        }
        if let Some(text) = &response.text {
            // A controller that has gone away leaves nobody to answer.
            if out
                .write_all(text.as_bytes())
                .and_then(|()| out.flush())
                .is_err()
            {
                break;
            }
        }
        if response.quit {
            break;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Runs the command the arguments (after the program's name) ask for.
pub fn run(args: &[String]) -> ExitCode {
    let command = match parse(args) {
        Ok(command) => command,
        Err(Usage(message)) => {
            eprintln!("hex-connect: {message}\nRun `hex-connect --help` for usage.");
            return ExitCode::from(2);
        }
    };
    let result = match &command {
        Command::Help => {
            say!("{}", USAGE.trim_end());
            Ok(ExitCode::SUCCESS)
        }
        Command::Solve { moves, board } => solve_command(moves, board),
        Command::Openings { board, cell } => openings_command(board, *cell),
        Command::Gtp { board } => gtp_command(board),
    };
    result.unwrap_or_else(|error| {
        eprintln!("hex-connect: {error} ({})", error.code());
        ExitCode::FAILURE
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    run(&args)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &[&str]) -> Vec<String> {
        line.iter().map(|s| (*s).to_string()).collect()
    }

    #[test]
    fn solve_reads_its_moves_board_and_limits() {
        let command = parse(&args(&[
            "solve",
            "a1 b2",
            "--size",
            "5",
            "--rule",
            "left-right",
            "--swap",
            "--time-ms",
            "250",
            "--nodes",
            "1000",
        ]));
        assert_eq!(
            command,
            Ok(Command::Solve {
                moves: "a1 b2".into(),
                board: BoardArgs {
                    rows: 5,
                    cols: 5,
                    rule: Rule::XLeftRight,
                    swap: true,
                    time_ms: Some(250.0),
                    nodes: Some(1000),
                }
            })
        );
        assert_eq!(
            parse(&args(&["solve", "--rows", "3", "--cols", "4"])),
            Ok(Command::Solve {
                moves: String::new(),
                board: BoardArgs {
                    rows: 3,
                    cols: 4,
                    ..BoardArgs::default()
                }
            })
        );
    }

    #[test]
    fn openings_read_a_cell_and_refuse_moves_and_the_swap() {
        assert_eq!(
            parse(&args(&["openings", "--size", "6", "--cell", "c3"])),
            Ok(Command::Openings {
                board: BoardArgs {
                    rows: 6,
                    cols: 6,
                    ..BoardArgs::default()
                },
                cell: Some((2, 2)),
            })
        );
        assert_eq!(
            parse(&args(&["openings", "a1"])),
            Err(Usage("openings takes no moves".into()))
        );
        assert_eq!(
            parse(&args(&["openings", "--swap"])),
            Err(Usage("openings are solved with the swap off".into()))
        );
    }

    #[test]
    fn bad_arguments_are_usage_errors_with_their_reason() {
        let cases: [(&[&str], &str); 7] = [
            (&["solve", "--size"], "--size needs a value"),
            (
                &["solve", "--size", "x"],
                "--size takes a whole number, not \"x\"",
            ),
            (
                &["solve", "--rule", "up"],
                "--rule takes top-bottom or left-right, not Some(\"up\")",
            ),
            (&["solve", "--colour"], "unknown option --colour"),
            (&["solve", "a1", "b2"], "unexpected argument \"b2\""),
            (&["gtp", "a1"], "gtp takes no moves"),
            (&["engine"], "unknown command \"engine\""),
        ];
        for (line, message) in cases {
            assert_eq!(parse(&args(line)), Err(Usage(message.into())), "{line:?}");
        }
        assert_eq!(parse(&[]), Ok(Command::Help));
        assert_eq!(
            parse(&args(&["gtp", "--swap", "--time-ms", "300"])),
            Ok(Command::Gtp {
                board: BoardArgs {
                    swap: true,
                    time_ms: Some(300.0),
                    ..BoardArgs::default()
                }
            })
        );
        assert_eq!(parse(&args(&["solve", "--help"])), Ok(Command::Help));
    }

    #[test]
    fn the_verdict_names_the_winning_moves_or_the_loss() {
        let won = Solution {
            winner: Some(Player::X),
            moves: vec![(2, 4), (3, 3)],
            proof_size: 9,
            nodes: 10,
            complete: true,
            swap_wins: false,
        };
        assert_eq!(verdict(&won, Player::X), "X wins: e3 d4");
        let swap = Solution {
            winner: Some(Player::O),
            moves: Vec::new(),
            swap_wins: true,
            ..won.clone()
        };
        assert_eq!(verdict(&swap, Player::O), "O wins: swap");
        assert_eq!(verdict(&swap, Player::X), "O wins whatever X plays");
        let stopped = Solution {
            winner: None,
            complete: false,
            ..won
        };
        assert_eq!(
            verdict(&stopped, Player::X),
            "unknown: the search stopped first"
        );
    }
}
