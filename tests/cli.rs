//! The `hex-connect` binary as a person runs it: its output and exit status.
#![cfg(feature = "game")]
// The helpers below run outside `#[test]` functions, where the lint config allows unwrap.
#![allow(clippy::unwrap_used)]

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hex-connect"))
        .args(args)
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn solve_prints_the_winning_moves() {
    let output = run(&["solve", "", "--size", "4"]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    assert_eq!(text.lines().next(), Some("X wins: d1 c2 b3 a4"));
    assert!(text.lines().nth(1).unwrap().contains(" nodes, proof "));
}

#[test]
fn solve_with_the_swap_names_it() {
    let output = run(&["solve", "b2", "--size", "3", "--swap"]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output).lines().next(), Some("O wins: swap"));
    let output = run(&["solve", "b2", "--size", "3"]);
    assert_eq!(
        stdout(&output).lines().next(),
        Some("X wins whatever O plays")
    );
}

#[test]
fn a_node_limit_that_stops_the_proof_exits_with_3() {
    let output = run(&["solve", "", "--size", "6", "--nodes", "5"]);
    assert_eq!(output.status.code(), Some(3));
    assert_eq!(
        stdout(&output).lines().next(),
        Some("unknown: the search stopped first")
    );
}

#[test]
fn openings_print_the_map() {
    let output = run(&["openings", "--size", "3"]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    let map: Vec<&str> = text.lines().rev().take(3).collect();
    // The winning first stones of 3x3: the short diagonal and the middle row.
    assert_eq!(map, ["  W . .", " W W W", ". . W"]);
    // One opening of each half-turned pair is searched; its partner takes the same answer.
    let turned: Vec<&str> = text.lines().filter(|l| l.contains("turned")).collect();
    assert_eq!(
        turned,
        [
            "  c2 W as a2 turned",
            "  a3 W as c1 turned",
            "  b3 . as b1 turned",
            "  c3 . as a1 turned"
        ]
    );
}

#[test]
fn refused_moves_and_bad_usage_exit_with_their_status() {
    let output = run(&["solve", "a1 a1", "--size", "3"]);
    assert_eq!(output.status.code(), Some(1));
    let error = String::from_utf8(output.stderr).unwrap();
    assert!(error.contains("(OCCUPIED)"), "{error}");
    let output = run(&["solve", "--frobnicate"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(output.stderr).unwrap(),
        "hex-connect: unknown option --frobnicate\nRun `hex-connect --help` for usage.\n"
    );
    let output = run(&["--help"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(stdout(&output).starts_with("hex-connect: proves who wins a game of Hex."));
}
