//! Solves every opening of a board: `hex-connect openings` under its former name.
//!
//! `cargo run --release --example solve_openings -- --size 7 [--time-ms 10000] [--cell d4]`

// The command line's own code, so that the two never differ; its `main` is not this one.
#[allow(dead_code)]
#[path = "../src/bin/hex-connect.rs"]
mod cli;

fn main() -> std::process::ExitCode {
    let mut args = vec!["openings".to_string()];
    args.extend(std::env::args().skip(1));
    cli::run(&args)
}
