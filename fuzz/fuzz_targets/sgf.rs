//! Arbitrary bytes as an SGF record and as a trmph link. Nothing may panic; an error names
//! a place inside the text, and a record that reads writes back to the same game.
#![no_main]

use hex_connect::game::Game;
use hex_connect::Rule;
use libfuzzer_sys::fuzz_target;

fn check_error(text: &str, error: &hex_connect::Error) {
    assert!(!error.to_string().is_empty());
    assert!(!error.code().is_empty());
    if let Some(line) = error.line() {
        assert!(line <= text.lines().count() + text.matches('\r').count());
        assert!(error.column().is_some());
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match Game::from_sgf(&text, Rule::XTopBottom) {
        Ok((game, info)) => {
            let written = game.to_sgf(&info);
            let (back, back_info) = Game::from_sgf(&written, Rule::XTopBottom)
                .unwrap_or_else(|e| panic!("{e}: {written}"));
            assert_eq!(back.to_moves(), game.to_moves());
            assert_eq!(back.board(), game.board());
            assert_eq!(back.to_move(), game.to_move());
            assert_eq!(back_info, info);
        }
        Err(error) => check_error(&text, &error),
    }
    match Game::from_trmph(&text, Rule::XTopBottom) {
        Ok(game) => {
            let link = game.to_trmph().expect("trmph boards are square");
            let back = Game::from_trmph(&link, Rule::XTopBottom).expect("a link reads back");
            assert_eq!(back.board(), game.board());
        }
        Err(error) => check_error(&text, &error),
    }
});
