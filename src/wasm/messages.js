// The messages of the core's errors (src/error.rs), written here rather than in the
// WebAssembly: every part of the package would otherwise carry the formatting of every
// message, since the binding cannot know which errors its part raises. The binding
// (message.rs) names the message by its number in BOARD, MESSAGES or RECORD and hands over its
// numbers and strings; the Rust `Display` of each error, which native users read, says the
// same, and tests/messages/ checks that the two agree for every kind of error.
import { O, X } from "./values.js";

// The two players, by the index the binding passes (0 for X).
const PLAYERS = [X, O];

// A count with its noun, "1 cell" or "2 cells".
const counted = (n, one, many) => `${n} ${n === 1 ? one : many}`;

// A character as the messages quote it: 'x', then the code point for any other than ASCII
// ('é' (U+00E9)), escapes for the usual control characters and the quote, and only the code
// point for the other control characters.
function character(code) {
  const escaped = { 0: "\\0", 9: "\\t", 10: "\\n", 13: "\\r", 39: "\\'" }[code];
  if (escaped) return `'${escaped}'`;
  const point = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  if (code < 32 || (code >= 127 && code < 160)) return point;
  const quoted = `'${String.fromCodePoint(code)}'`;
  return code < 128 ? quoted : `${quoted} (${point})`;
}

// The HexWiki name of a 0-based cell: column letters (a, ..., z, aa, ab, ...), then the row
// from 1.
function cellName(row, col) {
  let letters = "";
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(97 + ((n - 1) % 26)) + letters;
  return letters + (row + 1);
}

// Where in a record's text: "line 3, column 7: ".
const at = (line, column) => `line ${line + 1}, column ${column + 1}: `;

// The messages of reading rows, which the rows part raises, by the number the binding names
// (message.rs's `Board`): apart from the others, so that an app of only `winner` carries
// only these.
const BOARD = [
  () => 'the board has no rows; give at least one row such as "X"',
  (row) => `row ${row + 1} has no cells; every row needs at least one of X, O or .`,
  (row, cells, expected) =>
    `row ${row + 1} has ${counted(cells, "cell", "cells")}, but row 1 has ${expected}; all rows need the same number of cells`,
  (row, column, found) =>
    `row ${row + 1}, column ${column + 1}: unexpected character ${character(found)}; cells are X, O or . and spaces are layout`,
  (limit) => `the board is too large: it has more than ${limit} cells, the most accepted`,
  (bytes, limit) => `the board text is too long: ${bytes} bytes, and at most ${limit} are accepted`,
];

export function boardMessage(id, a, b, c) {
  return BOARD[id](a, b, c);
}

// The messages of playing a game, which the core part raises, by the number the binding
// names (message.rs's `Id`); each takes the numbers a, b, c, d, the string s and `more`
// (the message an error wraps).
const MESSAGES = [
  // 0: Error::BadSize
  (rows, cols, limit) => `a board needs 1 or more rows and columns and at most ${limit} cells, not ${rows} x ${cols}`,
  // 1: Error::GameOver
  (winner) => `the game is over: ${PLAYERS[winner]} has won`,
  // 2: Error::OffBoard
  (row, column, rows, cols) =>
    `row ${row + 1}, column ${column + 1} is off the board, which has ${counted(rows, "row", "rows")} and ${counted(cols, "column", "columns")}`,
  // 3: Error::Occupied
  (row, column, stone) => `${cellName(row, column)} (row ${row + 1}, column ${column + 1}) already holds an ${PLAYERS[stone]}`,
  // 4: Error::BadNotation
  (a, b, c, d, token) => `cannot read the move "${token}"; a move is a column letter and a row number, as in "c4" or "aa10"`,
  // 5: Error::InMoves
  (number, b, c, d, token, inner) => `move ${number} ("${token}"): ${inner}`,
  // 6: SwapProblem::Off
  () => "the swap rule is off in this game",
  // 7: SwapProblem::NotSecondMove
  (number) => `a swap can only be the second move of a game begun on an empty board, not move ${number}`,
  // 8: SwapProblem::NotSquare
  (rows, cols) => `swap-pieces mirrors the first stone, which needs a square board, not ${rows} x ${cols}; swap-sides works on any board`,
];

export function errorMessage(id, a, b, c, d, s, more) {
  return MESSAGES[id](a, b, c, d, s, more);
}

// The messages of records, which only the records part raises, by the number the binding
// names (message.rs's `Record`); each takes the numbers a, b, c, the string s and `more`.
const RECORD = [
  // 0: Error::NotHex; `more` is the game's name, where the reader knows it
  (line, column, c, game, name) =>
    `${at(line, column)}this record is of another game than Hex: GM[${game}]${name === undefined ? "" : ` is ${name}`}, and Hex is GM[11]`,
  // 1: Error::NotSquare
  (rows, cols) => `a trmph link holds a square board, not ${rows} x ${cols}`,
  // 2: Error::InRecord, and Error::BadRecord with its problem's message
  (line, column, c, s, inner) => at(line, column) + inner,
  // 3: RecordProblem::NoGame
  () => 'no game record here: an SGF record starts with "(;"',
  // 4: RecordProblem::UnclosedTree
  () => "this ( is never closed with )",
  // 5: RecordProblem::UnclosedValue
  () => "this [ is never closed with ]",
  // 6: RecordProblem::Unexpected
  (found) => `unexpected character ${character(found)}; expected a node (;), a property such as B[c4], ( or )`,
  // 7: RecordProblem::NoValue
  (a, b, c, name) => `the property ${name} has no value; a value is written in brackets, as in B[c4]`,
  // 8: RecordProblem::BadSize
  (a, b, c, value) => `cannot read the board size "${value}"; SZ is a number such as 11, or columns:rows such as 11:9`,
  // 9: RecordProblem::BadMove
  (a, b, c, value) =>
    `cannot read the move "${value}"; a move is a cell such as c4 (or Little Golem's ma), swap-pieces, swap-sides, resign or forfeit`,
  // 10: RecordProblem::WrongColour; `tag` is the code of B or W
  (number, tag) => `move ${number} is tagged ${String.fromCharCode(tag)}, but the other player is to move`,
  // 11: RecordProblem::AfterEnd
  (number) => `move ${number} comes after the game ended by a resignation or forfeit`,
  // 12: RecordProblem::SetupAfterMoves
  () => "setup stones (AB, AW, AE) after the first move are not supported; put them before it",
  // 13: RecordProblem::TwoMoves
  () => "one node holds both a B and a W move",
  // 14: RecordProblem::BadTrmph
  () => "cannot read the trmph link; it is the board size and the cells, as in https://trmph.com/hex/board#11,a1b2c3",
];

export function recordMessage(id, a, b, c, s, more) {
  return RECORD[id](a, b, c, s, more);
}
