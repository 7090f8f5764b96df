use super::*;

/// An engine whose searches count simulations, so its moves are the same on every run.
fn engine() -> Engine {
    let limits = Limits {
        time_ms: 1000.0,
        simulations: Some(300),
    };
    Engine::new(false, limits).unwrap()
}

/// What the engine writes for `lines`, answers one after another.
fn session(engine: &mut Engine, lines: &[&str]) -> String {
    lines
        .iter()
        .filter_map(|line| engine.respond(line).text)
        .collect()
}

#[test]
fn it_names_itself_and_its_commands() {
    let mut e = engine();
    assert_eq!(session(&mut e, &["protocol_version"]), "= 2\n\n");
    assert_eq!(session(&mut e, &["name"]), "= hex-connect\n\n");
    assert_eq!(
        session(&mut e, &["version"]),
        format!("= {}\n\n", env!("CARGO_PKG_VERSION"))
    );
    assert_eq!(
        session(&mut e, &["known_command genmove", "known_command komi"]),
        "= true\n\n= false\n\n"
    );
    let listed = session(&mut e, &["list_commands"]);
    assert!(
        listed.starts_with("= protocol_version\nname\nversion\n"),
        "{listed}"
    );
    assert_eq!(listed.lines().count(), COMMANDS.len() + 1);
    for command in COMMANDS {
        assert_eq!(
            session(&mut e, &[&format!("known_command {command}")]),
            "= true\n\n"
        );
    }
}

#[test]
fn ids_comments_blank_lines_and_unknown_commands() {
    let mut e = engine();
    assert_eq!(session(&mut e, &["12 name"]), "=12 hex-connect\n\n");
    assert_eq!(
        session(&mut e, &["7 komi 6.5"]),
        "?7 unknown command: komi\n\n"
    );
    assert_eq!(
        e.respond(""),
        Response {
            text: None,
            quit: false,
            log: None,
        }
    );
    assert_eq!(e.respond("   # a comment").text, None);
    assert_eq!(
        session(&mut e, &["name # who are you"]),
        "= hex-connect\n\n"
    );
    assert_eq!(session(&mut e, &["\tname\r"]), "= hex-connect\n\n");
    let quit = e.respond("3 quit");
    assert_eq!(quit.text.as_deref(), Some("=3\n\n"));
    assert!(quit.quit);
}

#[test]
fn moves_are_played_and_shown() {
    let mut e = engine();
    assert_eq!(
        session(
            &mut e,
            &["boardsize 3", "play b B2", "play white a3", "showboard"]
        ),
        "=\n\n=\n\n=\n\n= \n   a b c\n1\\. . .\\1\n 2\\. X .\\2\n  3\\O . .\\3\n    a b c\n\n"
    );
    // HTP's two sizes are the width and then the height.
    assert_eq!(
        session(&mut e, &["boardsize 4 2", "play b d2", "showboard"]),
        "=\n\n=\n\n= \n   a b c d\n1\\. . . .\\1\n 2\\. . . X\\2\n   a b c d\n\n"
    );
    assert_eq!(
        session(
            &mut e,
            &["boardsize 3", "play b a1", "clear_board", "showboard"]
        ),
        "=\n\n=\n\n=\n\n= \n   a b c\n1\\. . .\\1\n 2\\. . .\\2\n  3\\. . .\\3\n    a b c\n\n"
    );
}

#[test]
fn illegal_moves_and_bad_arguments_are_refused() {
    let mut e = engine();
    let answers = session(
        &mut e,
        &[
            "boardsize 3",
            "play b a1",
            "play w a1",
            "play w d1",
            "play w zz",
            "play g a1",
            "play w",
            "boardsize 0",
            "boardsize x",
            "undo",
            "undo",
        ],
    );
    let expected = [
        "=",
        "=",
        "? illegal move: a1 (row 1, column 1) already holds an X",
        "? illegal move: row 1, column 4 is off the board, which has 3 rows and 3 columns",
        "? illegal move: cannot read the move \"zz\"; a move is a column letter and a row number, as in \"c4\" or \"aa10\"",
        "? invalid color \"g\"",
        "? play takes a color and a move",
        "? unacceptable size",
        "? boardsize takes one or two whole numbers",
        "=",
        "? cannot undo",
    ];
    let got: Vec<&str> = answers.split("\n\n").filter(|a| !a.is_empty()).collect();
    assert_eq!(got, expected);
}

#[test]
fn the_swap_is_refused_until_allowed_and_moves_the_stone() {
    let mut e = engine();
    assert_eq!(
        session(&mut e, &["boardsize 3", "play b c2", "play w swap"]),
        "=\n\n=\n\n? illegal move: the swap rule is off in this game\n\n"
    );
    assert_eq!(
        session(&mut e, &["param_game allow_swap 1", "param_game", "play w swap", "showboard"]),
        "=\n\n= [bool] allow_swap 1\n\n=\n\n= \n   a b c\n1\\. . .\\1\n 2\\. . .\\2\n  3\\. O .\\3\n    a b c\n\n"
    );
    assert_eq!(
        session(&mut e, &["undo", "play b swap", "play w swap"]),
        "=\n\n? illegal move: only white may swap\n\n=\n\n"
    );
    assert_eq!(
        session(
            &mut e,
            &[
                "undo",
                "play w swap-sides",
                "clear_board",
                "play b b2",
                "play w swap"
            ]
        ),
        "=\n\n? illegal move: swap-sides is not played here; swap-pieces is\n\n=\n\n=\n\n=\n\n"
    );
}

#[test]
fn a_play_out_of_turn_sets_up_the_position_and_undo_takes_it_back() {
    let mut e = engine();
    // Black plays twice, as a controller setting up a position does; white is then to move.
    assert_eq!(
        session(
            &mut e,
            &["boardsize 3", "play b a1", "play b b1", "play w c1"]
        ),
        "=\n\n=\n\n=\n\n=\n\n"
    );
    assert_eq!(e.game.to_move(), Player::X);
    assert_eq!(
        session(&mut e, &["showboard"]),
        "= \n   a b c\n1\\X X O\\1\n 2\\. . .\\2\n  3\\. . .\\3\n    a b c\n\n"
    );
    // A failed play out of turn leaves the game as it was.
    assert_eq!(
        session(&mut e, &["play w a1"]),
        "? illegal move: a1 (row 1, column 1) already holds an X\n\n"
    );
    assert_eq!((e.game.to_move(), e.before.len()), (Player::X, 1));
    // Undo takes back one play at a time, the one out of turn with the turn it gave away.
    assert_eq!(
        session(&mut e, &["undo", "undo", "showboard"]),
        "=\n\n=\n\n= \n   a b c\n1\\X . .\\1\n 2\\. . .\\2\n  3\\. . .\\3\n    a b c\n\n"
    );
    assert_eq!((e.game.to_move(), e.before.len()), (Player::O, 0));
    assert_eq!(session(&mut e, &["undo", "undo"]), "=\n\n? cannot undo\n\n");
    assert_eq!(e.game.to_move(), Player::X);
    // A genmove for the side not to move plays for it: white, given a2 and b2 out of turn,
    // joins its edges at c1 or c2.
    let answers = session(&mut e, &["play w a2", "play w b2", "genmove w"]);
    assert!(
        ["=\n\n=\n\n= c1\n\n", "=\n\n=\n\n= c2\n\n"].contains(&answers.as_str()),
        "{answers}"
    );
    assert_eq!(e.game.winner(), Some(Player::O));
}

#[test]
fn genmove_takes_a_win_in_one_and_scores_it() {
    let mut e = engine();
    assert_eq!(
        session(
            &mut e,
            &[
                "boardsize 2",
                "play b a1",
                "play w b1",
                "genmove b",
                "final_score"
            ]
        ),
        "=\n\n=\n\n=\n\n= a2\n\nB+\n\n".replace("B+", "= B+")
    );
    assert_eq!(
        session(&mut e, &["genmove w", "play w b2"]),
        "? game over: black has won\n\n? illegal move: black has won\n\n"
    );
    assert_eq!(
        session(&mut e, &["undo", "final_score"]),
        "=\n\n? cannot score\n\n"
    );
}

#[test]
fn genmove_resigns_a_lost_position_but_not_an_open_one() {
    let mut e = engine();
    // X's b1 reaches the bottom of a 2x2 board by a2 or b2: O has lost.
    assert_eq!(
        session(
            &mut e,
            &["boardsize 2", "play b b1", "genmove w", "showboard"]
        ),
        "=\n\n=\n\n= resign\n\n= \n   a b\n1\\. X\\1\n 2\\. .\\2\n   a b\n\n"
    );
    for swap in ["0", "1"] {
        let mut e = engine();
        session(
            &mut e,
            &["boardsize 5", &format!("param_game allow_swap {swap}")],
        );
        let answer = session(&mut e, &["genmove b"]);
        let cell = answer.trim_start_matches("= ").trim_end();
        assert!(
            hex_connect::parse_move(cell).is_ok(),
            "swap {swap}: {answer:?}"
        );
    }
}

#[test]
fn genmove_may_swap_a_strong_first_stone() {
    let mut e = engine();
    // The centre of 3x3 wins for X: with the swap on, O takes it.
    assert_eq!(
        session(&mut e, &["boardsize 3", "param_game allow_swap 1", "play b b2", "genmove w", "showboard"]),
        "=\n\n=\n\n=\n\n= swap-pieces\n\n= \n   a b c\n1\\. . .\\1\n 2\\. O .\\2\n  3\\. . .\\3\n    a b c\n\n"
    );
}

#[test]
fn the_analyse_commands_answer_the_solver_and_the_must_play_region() {
    let mut e = engine();
    // The centre of 3x3 wins for X, so with the swap on taking it is O's one winning move.
    assert_eq!(
        session(
            &mut e,
            &[
                "boardsize 3",
                "param_game allow_swap 1",
                "play b b2",
                "dfpn-solver-find-winning w",
                "param_game allow_swap 0",
            ]
        ),
        "=\n\n=\n\n=\n\n= swap-pieces\n\n=\n\n"
    );
    let listed = session(&mut e, &["hexgui-analyze_commands"]);
    assert!(
        listed.contains("\nstring/Solve State/dfpn-solve-state %m\n"),
        "{listed}"
    );
    assert_eq!(
        session(
            &mut e,
            &[
                "boardsize 3",
                "dfpn-solver-find-winning b",
                "dfpn-solve-state b"
            ]
        ),
        "=\n\n= c1 a2 b2 c2 a3\n\n= black\n\n"
    );
    assert_eq!(
        session(
            &mut e,
            &[
                "play b a1",
                "dfpn-solve-state w",
                "dfpn-solver-find-winning w",
                "dfpn-solve-state b"
            ]
        ),
        "=\n\n= white\n\n= b2\n\n? white is to move\n\n"
    );
    assert_eq!(
        session(
            &mut e,
            &[
                "boardsize 3",
                "play b a3",
                "play w b2",
                "vc-get-mustplay b",
                "all_legal_moves b"
            ]
        ),
        "=\n\n=\n\n=\n\n= c1 a2 c2\n\n= a1 b1 c1 a2 c2 b3 c3\n\n"
    );
}

#[test]
fn time_left_is_kept_for_each_colour() {
    let mut e = engine();
    assert_eq!(
        session(&mut e, &["time_left b 60", "time_left white 1.5 0"]),
        "=\n\n=\n\n"
    );
    assert_eq!(e.time_left(Player::X), Some(60_000.0));
    assert_eq!(e.time_left(Player::O), Some(1500.0));
    assert_eq!(
        session(&mut e, &["time_left b", "time_left b -1", "time_left g 5"]),
        "? time_left takes a color and seconds\n\n? invalid time \"-1\"\n\n? invalid color \"g\"\n\n"
    );
}

#[test]
fn genmove_goes_on_from_the_tree_of_the_last_one() {
    // The engine plays both sides: each genmove after the first goes on from the visits the
    // last one gave the position reached, and says so on its operator's line.
    let mut e = engine();
    session(&mut e, &["boardsize 9"]);
    let mut logs = Vec::new();
    for colour in ["b", "w", "b"] {
        let response = e.respond(&format!("genmove {colour}"));
        assert!(response.text.is_some_and(|t| t.starts_with("= ")));
        logs.push(response.log.unwrap());
    }
    let kept = |log: &str| -> u64 {
        let words: Vec<&str> = log.split_whitespace().collect();
        assert_eq!(words[words.len() - 1], "kept", "{log}");
        words[words.len() - 2].parse().unwrap()
    };
    assert!(
        logs.iter().all(|l| l.contains("300 simulations on")),
        "{logs:?}"
    );
    assert_eq!(kept(&logs[0]), 0);
    assert!(logs[1..].iter().all(|l| kept(l) > 0), "{logs:?}");
    // The same position again after an undo, a new board, a play out of turn: afresh.
    for reset in ["undo", "clear_board", "boardsize 9", "play w a1"] {
        let mut e = engine();
        session(&mut e, &["boardsize 9", "genmove b", "genmove w"]);
        session(&mut e, &[reset]);
        let colour = if reset == "undo" { "w" } else { "b" };
        let log = e.respond(&format!("genmove {colour}")).log.unwrap();
        assert_eq!(kept(&log), 0, "{reset}: {log}");
    }
    // Without a reset, asking again for the position a genmove searched goes on from it.
    let mut e = engine();
    session(&mut e, &["boardsize 9", "genmove b"]);
    assert!(e.searcher.reuse());
    e.game.undo();
    let log = e.respond("genmove b").log.unwrap();
    assert_eq!(kept(&log), 300, "{log}");
    assert_eq!(e.game.move_count(), 1);
}
