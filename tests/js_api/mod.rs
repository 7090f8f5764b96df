//! The JavaScript surface, exercised through the exported functions with real JS values.
//! Included by `tests/node.rs` (Node) and `tests/web.rs` (headless Chromium).

#[path = "../reference/boards.rs"]
mod boards;
#[path = "../reference/lcg.rs"]
mod lcg;
use hex_connect::wasm::{analyze, winner, winning_path};
use lcg::Lcg;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen(inline_js = "
export function js(source) { return JSON.parse(source); }
export function json(value) { return JSON.stringify(value); }
export function errorClass(value) {
  if (value instanceof WebAssembly.RuntimeError) return 'trap';
  return value instanceof Error ? value.constructor.name : typeof value;
}
export function weird(kind) {
  switch (kind) {
    case 'undefined': return undefined;
    case 'symbol': return Symbol('rows');
    case 'function': return () => ['X'];
    case 'bigint': return 10n;
    case 'proxy': return new Proxy(['X'], { get() { throw new Error('trap'); } });
    case 'getter': return { get xConnects() { throw new Error('getter'); } };
    case 'sparse': { const a = ['X', 'X']; delete a[1]; return a; }
    case 'string-object': return [new String('X')];
    default: throw new Error('unknown kind ' + kind);
  }
}
")]
extern "C" {
    fn js(source: &str) -> JsValue;
    fn json(value: &JsValue) -> String;
    fn weird(kind: &str) -> JsValue;
    #[wasm_bindgen(js_name = errorClass)]
    fn error_class(value: &JsValue) -> String;
}

fn undefined() -> JsValue {
    JsValue::UNDEFINED
}

/// A JavaScript array of the rows, as strings.
fn rows<S: AsRef<str>>(list: &[S]) -> JsValue {
    let array = js_sys::Array::new();
    for row in list {
        array.push(&JsValue::from_str(row.as_ref()));
    }
    array.into()
}

/// What an error thrown by the module looks like from JavaScript.
#[derive(Debug)]
struct Thrown {
    /// `Error`, `TypeError` or `RangeError`; never `trap`.
    class: String,
    code: Option<String>,
    message: String,
    error: JsValue,
}

impl Thrown {
    fn field(&self, name: &str) -> Option<f64> {
        js_sys::Reflect::get(&self.error, &JsValue::from_str(name))
            .ok()
            .and_then(|v| v.as_f64())
    }
}

/// The error returned, after checking it is an `Error` and not a wasm trap.
fn thrown(result: Result<JsValue, JsValue>) -> Thrown {
    let error = match result {
        Ok(value) => panic!("expected an Error, got {}", json(&value)),
        Err(error) => error,
    };
    let class = error_class(&error);
    assert!(
        ["Error", "TypeError", "RangeError"].contains(&class.as_str()),
        "not an Error of the module: {class} {error:?}"
    );
    let code = js_sys::Reflect::get(&error, &JsValue::from_str("code"))
        .ok()
        .and_then(|v| v.as_string());
    let message = String::from(error.clone().unchecked_into::<js_sys::Error>().message());
    Thrown {
        class,
        code,
        message,
        error,
    }
}

/// The message of the error returned, after checking it is an `Error` of the module.
fn error_message(result: Result<JsValue, JsValue>) -> String {
    thrown(result).message
}

fn ok_json(result: Result<JsValue, JsValue>) -> String {
    match result {
        Ok(value) => json(&value),
        Err(err) => panic!("unexpected error {err:?}"),
    }
}

#[wasm_bindgen_test]
fn winner_returns_x_o_or_null() {
    let board = rows(&["X O .", " X O .", "  X . O"]);
    assert_eq!(ok_json(winner(&board, &undefined())), r#""X""#);
    assert_eq!(
        ok_json(winner(&board, &js(r#"{"xConnects":"left-right"}"#))),
        "null"
    );
    assert_eq!(ok_json(winner(&rows(&["O"]), &undefined())), r#""O""#);
    assert_eq!(ok_json(winner(&rows(&["."]), &JsValue::NULL)), "null");
}

#[wasm_bindgen_test]
fn exercism_rule_through_options() {
    let board = rows(&[
        ". O . .",
        " O X X X",
        "  O X O .",
        "   X X O X",
        "    . O X .",
    ]);
    let left_right = js(r#"{"xConnects":"left-right"}"#);
    assert_eq!(ok_json(winner(&board, &left_right)), r#""X""#);
    assert_eq!(
        ok_json(winning_path(&board, &left_right)),
        "[[3,0],[2,1],[1,2],[1,3]]"
    );
    assert_eq!(
        ok_json(winner(&board, &js(r#"{"xConnects":"top-bottom"}"#))),
        "null"
    );
    assert_eq!(ok_json(winner(&board, &js("{}"))), "null");
}

#[wasm_bindgen_test]
fn winning_path_is_pairs_from_the_start_edge() {
    let board = rows(&["X . .", " X X .", "  O X X"]);
    assert_eq!(
        ok_json(winning_path(&board, &undefined())),
        "[[0,0],[1,0],[1,1],[2,1]]"
    );
    let value = winning_path(&board, &undefined()).unwrap_or(JsValue::NULL);
    assert!(js_sys::Array::is_array(&value));
    assert_eq!(
        ok_json(winning_path(&rows(&["X .", " . ."]), &undefined())),
        "null"
    );
    assert_eq!(
        ok_json(winning_path(&rows(&["X ."]), &undefined())),
        "[[0,0]]"
    );
    assert_eq!(
        ok_json(winning_path(&rows(&[". .", " . ."]), &undefined())),
        "null"
    );
}

#[wasm_bindgen_test]
fn layout_is_free() {
    let packed = rows(&["XO.", ".XO", "X.O"]);
    let spaced = rows(&["   X   O .", ". X O  ", " X . O"]);
    assert_eq!(
        ok_json(winning_path(&packed, &undefined())),
        ok_json(winning_path(&spaced, &undefined()))
    );
}

#[wasm_bindgen_test]
fn content_errors_name_row_column_and_character() {
    type Case<'a> = (&'a [&'a str], &'a str, &'a str, Option<f64>, Option<f64>);
    let cases: [Case; 6] = [
        (&[], "NO_ROWS", "the board has no rows", None, None),
        (&[""], "EMPTY_ROW", "row 1 has no cells", Some(0.0), None),
        (
            &["X O . . .", " . . . . .", "  X O . ."],
            "RAGGED_ROWS",
            "row 3 has 4 cells, but row 1 has 5",
            Some(2.0),
            None,
        ),
        (
            &["X O", " O x"],
            "BAD_CHARACTER",
            "row 2, column 2: unexpected character 'x'",
            Some(1.0),
            Some(1.0),
        ),
        (
            &["X O", " 7 ."],
            "BAD_CHARACTER",
            "row 2, column 1: unexpected character '7'",
            Some(1.0),
            Some(0.0),
        ),
        (
            &["X é"],
            "BAD_CHARACTER",
            "row 1, column 2: unexpected character 'é'",
            Some(0.0),
            Some(1.0),
        ),
    ];
    for (board, code, start, row, column) in cases {
        let error = thrown(winner(&rows(board), &undefined()));
        assert!(
            error.message.starts_with(start),
            "{:?} should start with {start:?}",
            error.message
        );
        assert_eq!(error.class, "Error");
        assert_eq!(error.code.as_deref(), Some(code));
        assert_eq!((error.field("row"), error.field("column")), (row, column));
    }
    let message = error_message(winner(&js(r#"["X .", " X\n."]"#), &undefined()));
    assert!(
        message.starts_with(r"row 2, column 2: unexpected character '\n'"),
        "{message}"
    );
}

#[wasm_bindgen_test]
fn wrong_types_are_type_errors() {
    let cases: [(JsValue, &str); 7] = [
        (
            undefined(),
            "rows must be an array of strings, one per row, but got undefined",
        ),
        (
            JsValue::NULL,
            "rows must be an array of strings, one per row, but got null",
        ),
        (
            JsValue::from_str("X"),
            "rows must be an array of strings, one per row, but got the string \"X\"",
        ),
        (
            JsValue::from_f64(3.0),
            "rows must be an array of strings, one per row, but got a number",
        ),
        (
            js(r#"["X", 1]"#),
            "row 2 must be a string, but got a number",
        ),
        (js(r#"["X", null]"#), "row 2 must be a string, but got null"),
        (js(r#"[["X"]]"#), "row 1 must be a string, but got an array"),
    ];
    for (value, expected) in cases {
        for result in [
            winner(&value, &undefined()),
            winning_path(&value, &undefined()),
        ] {
            let error = thrown(result);
            assert_eq!(error.message, expected);
            assert_eq!(error.class, "TypeError");
            assert_eq!(error.code.as_deref(), Some("INVALID_TYPE"));
        }
    }
    for kind in ["symbol", "function", "bigint", "sparse", "string-object"] {
        let error = thrown(winner(&weird(kind), &undefined()));
        assert_eq!(
            (error.class.as_str(), error.code.as_deref()),
            ("TypeError", Some("INVALID_TYPE")),
            "{kind}"
        );
    }
}

#[wasm_bindgen_test]
fn option_errors() {
    let board = rows(&["X"]);
    let cases: [(JsValue, &str, &str); 5] = [
        (JsValue::from_str("left-right"), "INVALID_TYPE", "options must be an object such as { xConnects: \"left-right\" }, but got the string \"left-right\""),
        (js("[]"), "INVALID_TYPE", "options must be an object such as { xConnects: \"left-right\" }, but got an array"),
        (js(r#"{"xConnects":"diagonal"}"#), "BAD_OPTION", "options.xConnects must be \"top-bottom\" or \"left-right\", but got the string \"diagonal\""),
        (js(r#"{"xConnects":true}"#), "BAD_OPTION", "options.xConnects must be \"top-bottom\" or \"left-right\", but got a boolean"),
        (js(r#"{"xconnects":"left-right"}"#), "BAD_OPTION", "unknown option \"xconnects\"; the only option is xConnects"),
    ];
    for (options, code, expected) in cases {
        let error = thrown(winner(&board, &options));
        assert_eq!(error.message, expected);
        assert_eq!(error.class, "TypeError");
        assert_eq!(error.code.as_deref(), Some(code));
    }
}

#[wasm_bindgen_test]
fn hostile_values_throw_and_the_module_keeps_working() {
    let board = rows(&["X O .", " X O .", "  X . O"]);
    // A Proxy whose every read throws, and an options getter that throws: the exception
    // comes back as the Err, not through the wasm frames.
    let proxy = thrown(winner(&weird("proxy"), &undefined()));
    assert_eq!((proxy.message.as_str(), proxy.code), ("trap", None));
    assert_eq!(error_message(winner(&board, &weird("getter"))), "getter");
    for _ in 0..3 {
        let bad = thrown(winner(&rows(&["x"]), &undefined()));
        assert_eq!(
            (bad.class.as_str(), bad.code.as_deref(), bad.message.as_str()),
            (
                "Error",
                Some("BAD_CHARACTER"),
                "row 1, column 1: unexpected character 'x'; cells are X, O or . and spaces are layout"
            )
        );
        assert_eq!(
            (bad.field("row"), bad.field("column")),
            (Some(0.0), Some(0.0))
        );
        assert_eq!(ok_json(winner(&board, &undefined())), r#""X""#);
        assert_eq!(
            ok_json(winning_path(&board, &undefined())),
            "[[0,0],[1,0],[2,0]]"
        );
    }
}

#[wasm_bindgen_test]
fn large_board_with_a_long_chain() {
    let board = rows(&boards::serpentine(300, 300));
    assert_eq!(ok_json(winner(&board, &undefined())), r#""X""#);
    let path = winning_path(&board, &undefined()).unwrap_or(JsValue::NULL);
    let path: js_sys::Array = path.unchecked_into();
    assert!(path.length() > 44_000, "{}", path.length());
    assert_eq!(json(&path.get(path.length() - 1)), "[299,0]");
}

#[wasm_bindgen_test]
fn the_vector_reader_matches_a_plain_reading() {
    // Run in wasm, so the SIMD reader (spaced rows in 64-byte blocks and then 32-byte ones,
    // packed rows in 64-cell blocks and then 32-cell ones, the rest 16 bytes at a time) is
    // the one under test.
    let mut rng = Lcg(7);
    for trial in 0..400 {
        let (h, w) = (1 + rng.below(6), 1 + rng.below(140));
        let grid: Vec<Vec<char>> = (0..h)
            .map(|_| (0..w).map(|_| ['X', 'O', '.'][rng.below(3)]).collect())
            .collect();
        let layout = trial % 4;
        let mut rows: Vec<String> = grid
            .iter()
            .enumerate()
            .map(|(r, cells)| {
                let mut line = String::new();
                match layout {
                    0 => line.push_str(&" ".repeat(r)),
                    1 => {}
                    _ => line.push_str(&" ".repeat(rng.below(40))),
                }
                for (c, &cell) in cells.iter().enumerate() {
                    if c > 0 {
                        match layout {
                            0 | 2 => line.push(' '),
                            1 => {}
                            _ => line.push_str(&" ".repeat(rng.below(3))),
                        }
                    }
                    line.push(cell);
                }
                if layout == 3 {
                    line.push_str(&" ".repeat(rng.below(20)));
                }
                line
            })
            .collect();
        // Now and then a bad character somewhere.
        let mut bad = None;
        if trial % 5 == 4 {
            let r = rng.below(h);
            let row = &rows[r];
            let at = rng.below(row.len() + 1);
            let found = ['x', '\t', 'é', '0', '\n'][rng.below(5)];
            let column = row[..at].chars().filter(|&c| c != ' ').count();
            rows[r] = format!("{}{}{}", &row[..at], found, &row[at..]);
            bad = Some(hex_connect::Error::BadCharacter {
                row: r,
                column,
                found,
            });
        }
        let parsed = hex_connect::Board::parse(&rows);
        match bad {
            Some(expected) => assert_eq!(parsed, Err(expected), "{rows:?}"),
            None => {
                let board = parsed.unwrap();
                for (r, cells) in grid.iter().enumerate() {
                    for (c, &cell) in cells.iter().enumerate() {
                        assert_eq!(board.get(r, c).map(|x| x.symbol()), Some(cell), "{rows:?}");
                    }
                }
                // And through the JavaScript entry point.
                let expected = match board.winner(hex_connect::Rule::XTopBottom) {
                    Some(p) => format!("\"{}\"", p.symbol()),
                    None => "null".to_string(),
                };
                assert_eq!(ok_json(winner(&self::rows(&rows), &undefined())), expected);
            }
        }
    }
}

#[wasm_bindgen_test]
fn non_ascii_rows_are_reported_exactly() {
    let cases: [(&str, &str); 4] = [
        (
            "X 🙂 O",
            "row 2, column 2: unexpected character '🙂' (U+1F642)",
        ),
        ("X \u{7} O", "row 2, column 2: unexpected character U+0007"),
        (
            "X O ß",
            "row 2, column 3: unexpected character 'ß' (U+00DF)",
        ),
        (
            "X\u{2003}O .",
            "row 2, column 2: unexpected character '\u{2003}' (U+2003)",
        ),
    ];
    for (row, start) in cases {
        let long = format!("{}{row}", " ".repeat(200));
        for text in [row.to_string(), long] {
            let message = error_message(winner(&rows(&[". . .", &text]), &undefined()));
            assert!(message.starts_with(start), "{message:?}");
        }
    }
    // A lone surrogate becomes U+FFFD on the way in.
    let lone = js(r#"["X", "\ud800"]"#);
    let message = error_message(winner(&lone, &undefined()));
    assert!(
        message.starts_with("row 2, column 1: unexpected character '\u{fffd}' (U+FFFD)"),
        "{message}"
    );
}

#[wasm_bindgen(inline_js = "
export function reentrant(winner) {
  const rows = ['X', 'X'];
  Object.defineProperty(rows, 1, { get() { winner(['O'], undefined); return 'X'; } });
  return rows;
}
")]
extern "C" {
    fn reentrant(winner: &js_sys::Function) -> JsValue;
}

#[wasm_bindgen_test]
fn a_getter_that_calls_back_gets_an_error_not_a_crash() {
    let call =
        wasm_bindgen::closure::Closure::<dyn Fn(JsValue, JsValue) -> Result<JsValue, JsValue>>::new(
            |rows: JsValue, options: JsValue| winner(&rows, &options),
        );
    let rows = reentrant(call.as_ref().unchecked_ref());
    let error = thrown(winner(&rows, &undefined()));
    assert!(
        error
            .message
            .contains("cannot be called from inside a getter"),
        "{}",
        error.message
    );
    assert_eq!(error.code.as_deref(), Some("BUSY"));
    assert_eq!(
        ok_json(winner(&self::rows(&["X", " X"]), &undefined())),
        r#""X""#
    );
}

#[wasm_bindgen_test]
fn analyze_returns_plain_arrays_numbers_and_nulls() {
    let board = rows(&["X O .", " X O .", "  . . O"]);
    assert_eq!(
        ok_json(analyze(&board, &undefined())),
        r#"{"winner":null,"path":null,"distance":{"X":1,"O":2},"completion":{"X":[[2,0]],"O":[[2,0],[0,2]]}}"#
    );
    let won = rows(&["X O", " X O"]);
    assert_eq!(
        ok_json(analyze(&won, &undefined())),
        r#"{"winner":"X","path":[[0,0],[1,0]],"distance":{"X":0,"O":null},"completion":{"X":[],"O":null}}"#
    );
    let left_right = js(r#"{"xConnects":"left-right"}"#);
    assert_eq!(
        ok_json(analyze(&won, &left_right)),
        r#"{"winner":"O","path":[[0,1],[1,1]],"distance":{"X":null,"O":0},"completion":{"X":null,"O":[]}}"#
    );
    let value = analyze(&board, &undefined()).unwrap();
    let completion = js_sys::Reflect::get(&value, &JsValue::from_str("completion")).unwrap();
    let x = js_sys::Reflect::get(&completion, &JsValue::from_str("X")).unwrap();
    assert!(js_sys::Array::is_array(&x));
    assert!(js_sys::Array::is_array(&js_sys::Array::from(&x).get(0)));
}

#[wasm_bindgen_test]
fn analyze_throws_as_winner_does() {
    let error = thrown(analyze(&rows(&["X O", " X x"]), &undefined()));
    assert_eq!(error.code.as_deref(), Some("BAD_CHARACTER"));
    assert_eq!(error.field("row"), Some(1.0));
    let error = thrown(analyze(&js("42"), &undefined()));
    assert_eq!(error.code.as_deref(), Some("INVALID_TYPE"));
}
