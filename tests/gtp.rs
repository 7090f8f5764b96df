//! `hex-connect gtp` driven as HexGui or a tournament script drives it: commands on its
//! standard input, answers read back from its standard output.
#![cfg(feature = "game")]
// The helpers below run outside `#[test]` functions, where the lint config allows unwrap.
#![allow(clippy::unwrap_used)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs the engine with `args` on `script` (its whole input) and waits for it to end.
fn drive(args: &[&str], script: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hex-connect"))
        .arg("gtp")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// The answers, each without the empty line that ends it.
fn answers(output: &Output) -> Vec<String> {
    let text = String::from_utf8(output.stdout.clone()).unwrap();
    assert!(text.ends_with("\n\n"), "{text:?}");
    text.trim_end_matches('\n')
        .split("\n\n")
        .map(str::to_string)
        .collect()
}

#[test]
fn a_controller_sets_up_a_board_and_plays_against_it() {
    let script = "\
1 name
2 boardsize 2
# X, first, joins top and bottom: b1 then a2 or b2 wins.
3 play b b1
4 genmove w
5 showboard
6 play w a2
7 genmove b
8 final_score
9 quit
10 name
";
    let output = drive(&["--nodes", "200"], script);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        answers(&output),
        [
            "=1 hex-connect",
            "=2",
            "=3",
            "=4 resign",
            "=5 \n   a b\n1\\. X\\1\n 2\\. .\\2\n   a b",
            "=6",
            "=7 b2",
            "=8 B+",
            "=9",
        ]
    );
}

#[test]
fn refusals_answer_with_a_question_mark_and_the_engine_goes_on() {
    let script = "boardsize 3\nplay b a1\nplay w a1\nplay w swap\nplay b swap\nundo\nundo\n";
    let output = drive(&[], script);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        answers(&output),
        [
            "=",
            "=",
            "? illegal move: a1 (row 1, column 1) already holds an X",
            "? illegal move: the swap rule is off in this game",
            "? illegal move: only white may swap",
            "=",
            "? cannot undo",
        ]
    );
}

#[test]
fn with_the_swap_on_it_plays_a_whole_game_to_a_winner() {
    // The engine plays both sides of a 5x5 game; every genmove is a move or the swap, and
    // the game ends with one side scored the winner or resigning.
    let mut script = String::from("boardsize 5\n");
    for turn in 0..25 {
        script.push_str(if turn % 2 == 0 {
            "genmove b\n"
        } else {
            "genmove w\n"
        });
    }
    script.push_str("final_score\n");
    let output = drive(&["--swap", "--nodes", "300"], &script);
    let answers = answers(&output);
    assert_eq!(
        answers.first().map(String::as_str),
        Some("="),
        "{answers:?}"
    );
    let genmoves = answers.get(1..=25).unwrap();
    // After a resignation the side to move stays the same: the other colour's genmove is
    // refused, and the game goes no further.
    let played = genmoves
        .iter()
        .position(|answer| answer == "= resign")
        .unwrap_or(genmoves.len());
    for answer in genmoves.get(..played).unwrap() {
        let word = answer.strip_prefix("= ").unwrap_or(answer);
        assert!(
            word == "swap-pieces" || hex_connect::parse_move(word).is_ok(),
            "{answers:?}"
        );
    }
    let score = answers.last().unwrap();
    if played < genmoves.len() {
        assert!(played >= 1, "{answers:?}");
    } else {
        assert!(score == "= B+" || score == "= W+", "{answers:?}");
    }
}

#[test]
fn each_genmove_goes_on_from_the_tree_of_the_last_one_until_undo() {
    // The engine plays three moves of a 9x9 game, a move is taken back, and it plays again:
    // its lines on standard error count the simulations each search kept from the last.
    let script = "boardsize 9\ngenmove b\ngenmove w\ngenmove b\nundo\ngenmove b\nquit\n";
    let run = || {
        let output = drive(&["--nodes", "400"], script);
        assert_eq!(output.status.code(), Some(0));
        let moves: Vec<String> = answers(&output)
            .iter()
            .filter(|a| a.len() > 2)
            .cloned()
            .collect();
        let log = String::from_utf8(output.stderr).unwrap();
        (moves, log)
    };
    let (moves, log) = run();
    assert_eq!(moves.len(), 4, "{moves:?}");
    let lines: Vec<&str> = log.lines().collect();
    assert_eq!(lines.len(), 4, "{log}");
    let kept: Vec<u64> = lines
        .iter()
        .map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            assert!(line.starts_with("genmove "), "{line}");
            assert_eq!(words.get(words.len() - 4), Some(&"simulations"), "{line}");
            words.get(words.len() - 2).unwrap().parse().unwrap()
        })
        .collect();
    // The first search starts from nothing, the next two go on from the last one's tree,
    // and after the undo the search starts afresh, as the first did: the same move.
    assert_eq!(kept.first(), Some(&0), "{log}");
    assert!(kept.get(1..3).unwrap().iter().all(|&k| k > 0), "{log}");
    assert_eq!(kept.get(3), Some(&0), "{log}");
    // With simulations a move the whole session repeats exactly.
    assert_eq!(run(), (moves, log));
}
