//! Self-play between two tunings of the computer opponent, at a fixed number of simulations
//! a move, to choose the constants of `hex_connect::bot::Tuning`.
//!
//! ```text
//! cargo run --release --example selfplay -- --size 9 --games 200 --sims 1000 \
//!     --a default --b prior=0
//! ```
//!
//! Each opening (one random stone, or `--stones 2`, drawn from `--seed`) is played twice, the
//! two tunings exchanging colours, so neither gains from a lucky opening or from moving first.
//! A tuning is `default` or a comma-separated list of `name=value` changes to the defaults:
//! `exploration`, `rave` (equivalence), `expand` (after visits), `doublings`
//! (`expand_doublings`), `prior`, `distance`
//! (`distance_prior`), `depth` (`distance_depth`), `knowledge` (`knowledge_after`, 0 for
//! the search without the knowledge layer), `kshare` (`knowledge_share`), `solver`
//! (`solver_share`), `vulnerable` (`prune_vulnerable`, 0 or 1), `pattern`
//! (`pattern_prior`), `templates` (`template_replies`, 0 or 1); and `reuse` (1 by default,
//! as the library's `Searcher`; 0 for a fresh tree each move), which is not a constant of
//! the search but whether the side keeps its tree between its moves:
//! `cargo run --release --example selfplay -- --size 9 --games 40 --ms 200 --a default --b reuse=0`;
//! and `sims` (the side's own simulations a move in place of `--sims`), to tell what more
//! simulations are worth: `--a reuse=0,sims=1250 --b reuse=0`; and `nodes` (the side's
//! `max_nodes`), so that a short search can meet its node limit as a long one does:
//! `--sims 25000 --a nodes=131072 --b nodes=131072,doublings=0`.
//!
//! `--ms N` gives each side N milliseconds a move of the system clock instead of a number
//! of simulations; such a match is not repeatable, and needs a quiet machine (or
//! `--threads 1` on a busy one) to be fair.
//! The result (wins of A, games, and a 95% Wilson interval of A's share) is the same for the
//! same arguments, whatever `--threads`. The simulations a second it prints (both sides'
//! together, over all threads) give a rough cost of a tuning when A and B are the same.
//!
//! `--positions FILE` plays no games: it prints A's choice in each position of the file (one
//! move list a line, X first, swap off), each searched afresh at `--sims` simulations, as
//! `moves | choice win_rate` lines; `scripts/judge.mjs` writes such files from a match's
//! records and has MoHex judge the choices.

// A harness, not the library: a broken invariant here should stop the run loudly.
#![allow(clippy::expect_used)]

use hex_connect::bot::{SearchOptions, Searcher, Tuning, DEFAULT_MAX_NODES};
use hex_connect::game::Game;
use hex_connect::{Player, Rule};

struct Args {
    size: usize,
    games: usize,
    sims: u64,
    ms: Option<f64>,
    seed: u64,
    stones: usize,
    threads: usize,
    a: Side,
    b: Side,
    verbose: bool,
    /// A file of positions, one move list a line, for which A's choice is printed instead of
    /// playing games.
    positions: Option<String>,
}

/// How one side searches: the constants, and whether it keeps its tree between its moves.
#[derive(Debug, Clone, Copy)]
struct Side {
    tuning: Tuning,
    reuse: bool,
    /// The side's own simulations a move, when not `--sims`.
    sims: Option<u64>,
    /// The most nodes the side's tree may hold.
    max_nodes: usize,
}

fn parse_side(text: &str) -> Result<Side, String> {
    let mut side = Side {
        tuning: Tuning::default(),
        reuse: true,
        sims: None,
        max_nodes: DEFAULT_MAX_NODES,
    };
    if text == "default" || text.is_empty() {
        return Ok(side);
    }
    let t = &mut side.tuning;
    for part in text.split(',') {
        let (key, value) = part
            .split_once('=')
            .ok_or_else(|| format!("expected name=value, got {part:?}"))?;
        let number: f64 = value
            .parse()
            .map_err(|_| format!("not a number: {value:?}"))?;
        match key {
            "exploration" => t.exploration = number as f32,
            "rave" => t.rave_equivalence = number as f32,
            "expand" => t.expand_after = number as u32,
            "doublings" => t.expand_doublings = number as u32,
            "prior" => t.prior = number as f32,
            "distance" => t.distance_prior = number as f32,
            "depth" => t.distance_depth = number as u32,
            "knowledge" => t.knowledge_after = number as u32,
            "kshare" => t.knowledge_share = number as f32,
            "solver" => t.solver_share = number as f32,
            "vulnerable" => t.prune_vulnerable = number != 0.0,
            "pattern" => t.pattern_prior = number as f32,
            "templates" => t.template_replies = number != 0.0,
            "fill" => t.playout_fill_in = number != 0.0,
            "reuse" => side.reuse = number != 0.0,
            "sims" => side.sims = Some(number as u64),
            "nodes" => side.max_nodes = number as usize,
            _ => return Err(format!("unknown tuning constant {key:?}")),
        }
    }
    Ok(side)
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        size: 9,
        games: 200,
        sims: 1000,
        ms: None,
        seed: 1,
        stones: 1,
        threads: 1,
        a: parse_side("default")?,
        b: parse_side("default")?,
        verbose: false,
        positions: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        if flag == "--verbose" {
            args.verbose = true;
            continue;
        }
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{flag}: not a whole number: {value:?}"))
        };
        match flag.as_str() {
            "--size" => args.size = number()? as usize,
            "--games" => args.games = number()? as usize,
            "--sims" => args.sims = number()?,
            "--ms" => args.ms = Some(number()? as f64),
            "--seed" => args.seed = number()?,
            "--stones" => args.stones = number()? as usize,
            "--threads" => args.threads = (number()? as usize).max(1),
            "--a" => args.a = parse_side(&value)?,
            "--b" => args.b = parse_side(&value)?,
            "--positions" => args.positions = Some(value),
            _ => return Err(format!("unknown argument {flag}")),
        }
    }
    if args.size < 2 || args.stones >= args.size * args.size {
        return Err("the board needs at least 2x2 cells and room after the opening".into());
    }
    args.games += args.games % 2; // whole pairs
    Ok(args)
}

/// SplitMix64, for the openings and the search seeds.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The opening of pair `pair`: `stones` distinct random cells, played alternately from X.
fn opening(args: &Args, pair: u64) -> Game {
    let n = args.size;
    let mut game = Game::new(n, n, Rule::XTopBottom).expect("a board");
    let mut state = mix(args.seed ^ pair.wrapping_mul(0x1000_0001));
    while game.move_count() < args.stones {
        state = mix(state);
        let cell = (state % (n * n) as u64) as usize;
        let _ = game.play(cell / n, cell % n); // an occupied cell is drawn again
    }
    game
}

/// What one game gave: whether A won, the simulations both sides ran, and A's moves and the
/// simulations A's searches went on from (kept from its earlier searches).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Played {
    a_won: bool,
    simulations: u64,
    a_moves: u64,
    a_reused: u64,
}

/// Plays game `index` (pair `index / 2`; A plays X in even games, O in odd ones).
fn play(args: &Args, index: usize) -> Played {
    let mut simulations = 0;
    let (mut a_count, mut a_reused) = (0, 0);
    let mut game = opening(args, (index / 2) as u64);
    let a_is_x = index % 2 == 0;
    let mut searchers = [args.a, args.b].map(|side| {
        let mut searcher = Searcher::new();
        searcher.set_reuse(side.reuse);
        searcher
    });
    loop {
        let a_moves = (game.to_move() == Player::X) == a_is_x;
        let side = if a_moves { args.a } else { args.b };
        let options = SearchOptions {
            simulations: if args.ms.is_some() {
                None
            } else {
                Some(side.sims.unwrap_or(args.sims))
            },
            time_ms: args.ms,
            seed: mix(args.seed ^ ((index as u64) << 20) ^ game.move_count() as u64),
            tuning: side.tuning,
            max_nodes: side.max_nodes,
            ..SearchOptions::default()
        };
        let [a, b] = &mut searchers;
        let searcher = if a_moves { a } else { b };
        let found = match args.ms {
            Some(_) => searcher.best_move(&game, &options).expect("a move"),
            None => searcher
                .search(&game, &options, &mut || 0.0)
                .expect("a move"),
        };
        simulations += found.simulations;
        if a_moves {
            a_count += 1;
            a_reused += found.reused;
        }
        if let Some(winner) = game.play_any(found.play).expect("a legal move") {
            if args.verbose {
                eprintln!("game {index}: {} {winner:?}", game.to_moves());
            }
            return Played {
                a_won: (winner == Player::X) == a_is_x,
                simulations,
                a_moves: a_count,
                a_reused,
            };
        }
    }
}

/// `work(i)` for each `i` below `count`, shared among `threads` threads, in the order of `i`.
fn in_threads<T: Send>(threads: usize, count: usize, work: impl Fn(usize) -> T + Sync) -> Vec<T> {
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let work = &work;
                scope.spawn(move || {
                    (t..count)
                        .step_by(threads)
                        .map(|i| (i, work(i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<(usize, T)> = handles
            .into_iter()
            .flat_map(|h| h.join().expect("a worker"))
            .collect();
        all.sort_unstable_by_key(|(i, _)| *i);
        all.into_iter().map(|(_, t)| t).collect()
    })
}

/// A's choice in each position of `file` (one move list a line, in HexWiki notation, X
/// first, swap off), searched afresh at `--sims` simulations: a line `moves | choice
/// win_rate` each, in the file's order.
fn choose(args: &Args, file: &str) {
    let text = std::fs::read_to_string(file).expect("a positions file");
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let n = args.size;
    let choices = in_threads(args.threads, lines.len(), |i| {
        let moves = lines.get(i).copied().unwrap_or_default().trim();
        let mut game = Game::from_moves(moves, n, n, Rule::XTopBottom).expect("moves");
        game.set_swap_allowed(false);
        let options = SearchOptions {
            simulations: Some(args.a.sims.unwrap_or(args.sims)),
            seed: mix(args.seed ^ i as u64),
            tuning: args.a.tuning,
            max_nodes: args.a.max_nodes,
            ..SearchOptions::default()
        };
        let found = Searcher::new()
            .search(&game, &options, &mut || 0.0)
            .expect("a move");
        format!("{moves} | {} {:.3}", found.play.notation(), found.win_rate)
    });
    for line in choices {
        println!("{line}");
    }
}

/// The 95% Wilson score interval of a share `wins / n`.
fn wilson(wins: usize, n: usize) -> (f64, f64) {
    let (p, n, z) = (wins as f64 / n as f64, n as f64, 1.96f64);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    (centre - half, centre + half)
}

fn main() {
    let args = match parse_args() {
        Ok(args) => args,
        Err(message) => {
            eprintln!("selfplay: {message}");
            std::process::exit(2);
        }
    };
    if let Some(file) = &args.positions {
        choose(&args, file);
        return;
    }
    let start = std::time::Instant::now();
    let results = in_threads(args.threads, args.games, |i| play(&args, i));
    let wins = results.iter().filter(|p| p.a_won).count();
    let simulations: u64 = results.iter().map(|p| p.simulations).sum();
    let a_moves: u64 = results.iter().map(|p| p.a_moves).sum();
    let a_reused: u64 = results.iter().map(|p| p.a_reused).sum();
    let seconds = start.elapsed().as_secs_f64();
    let games = results.len();
    let (low, high) = wilson(wins, games);
    let limit = args
        .ms
        .map_or(format!("{} sims", args.sims), |ms| format!("{ms} ms"));
    println!(
        "{}x{} {limit}: A {:?}\n  vs B {:?}\nA won {wins} of {games} ({:.1}%, 95% interval {:.1}% to {:.1}%) in {seconds:.0} s, \
         {:.0} simulations a second",
        args.size,
        args.size,
        args.a,
        args.b,
        100.0 * wins as f64 / games as f64,
        100.0 * low,
        100.0 * high,
        simulations as f64 / seconds
    );
    println!(
        "A went on from {:.0} simulations kept from its earlier searches a move, on average",
        a_reused as f64 / a_moves.max(1) as f64
    );
}
