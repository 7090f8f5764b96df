// `Game.fromJSON`, put on the class once when the core part starts (`installFromJSON`, called
// from the binding's start function). It reads the value field by field here and builds the
// game through the class's own constructors and `playMove`, so the core's WebAssembly holds no
// reader of plain objects: reading one there (each field, the lists of strings, `info`) took
// a fifth of the core part. Every error is the one the same fault gives elsewhere, with
// `Game.fromJSON: ` and the field's name before its message.
import { badOption, count, invalidType, makeError, readInfo, ruleOf } from "./checks.js";

const PREFIX = "Game.fromJSON: ";

// Field `name` of `value`, whose getter may throw.
function field(value, name) {
  try {
    return value[name];
  } catch {
    throw invalidType(`${PREFIX}reading ${name} of the value threw an exception`);
  }
}

// Field `name`, an array of strings (or any other object that iterates strings); undefined
// when it is missing.
function strings(value, name, example) {
  const list = field(value, name);
  if (list === undefined) return undefined;
  const wrong = () => invalidType(`${PREFIX}${name} must be an array of strings such as ${example}`);
  let items;
  if (Array.isArray(list)) {
    items = list;
  } else {
    // Only an object iterates here: a string would give its characters.
    if (typeof list !== "object" || list === null || typeof list[Symbol.iterator] !== "function") throw wrong();
    try {
      items = [...list];
    } catch {
      throw wrong();
    }
  }
  if (!items.every((item) => typeof item === "string")) throw wrong();
  return items;
}

// Plays `moves` on `game` in order, each as `playMove` reads it; a move that fails frees the
// game and throws its error, which then names the field and the move.
function playAll(game, moves, name) {
  moves.forEach((token, i) => {
    try {
      game.playMove(token);
    } catch (error) {
      game.free();
      error.message = `${PREFIX}${name}: move ${i + 1} ("${token}"): ${error.message}`;
      error.move = i + 1;
      throw error;
    }
  });
}

export function installFromJSON(Game, maxCells) {
  const fromJSON = function fromJSON(value, options) {
    const code = ruleOf(options);
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw invalidType(`${PREFIX}the value must be an object such as game.toJSON() returns`);
    }
    const rows = count(field(value, "rows"), `${PREFIX}rows`, 1, maxCells);
    const cols = count(field(value, "cols"), `${PREFIX}cols`, 1, maxCells);
    let xConnects = field(value, "xConnects");
    if (xConnects === undefined) xConnects = code & 1 ? "left-right" : "top-bottom";
    else if (xConnects !== "top-bottom" && xConnects !== "left-right") {
      throw badOption(`${PREFIX}xConnects must be "top-bottom" or "left-right"`);
    }
    let swap = field(value, "swap");
    if (swap === undefined) swap = (code & 2) === 0;
    else if (typeof swap !== "boolean") throw invalidType(`${PREFIX}swap must be true or false`);
    const moves = strings(value, "moves", '["a1", "b3"]');
    if (moves === undefined) {
      throw invalidType(`${PREFIX}the value has no moves; expected an array of moves such as ["a1", "b3"]`);
    }
    const redo = strings(value, "redo", '["c2"]') ?? [];
    const info = readInfo(field(value, "info"));
    const start = strings(value, "start", '["X . .", " . O ."]');
    let game;
    // Who moves first: 0 for as the position says, 1 for X, 2 for O.
    let first = 0;
    if (start === undefined) {
      game = new Game(rows, cols, { xConnects });
    } else {
      try {
        game = Game.fromRows(start, { xConnects });
      } catch (error) {
        error.message = `${PREFIX}start: ${error.message}`;
        throw error;
      }
      if (game.rows !== rows || game.cols !== cols) {
        const message = `${PREFIX}start has ${game.rows} rows of ${game.cols} cells, but rows and cols say ${rows} x ${cols}`;
        game.free();
        // A RangeError (class 2), as BAD_SIZE is everywhere.
        throw makeError(2, "BAD_SIZE", message, -1, -1, -1, -1);
      }
      const player = field(value, "first");
      if (typeof player === "string") {
        if (player !== "X" && player !== "O") {
          game.free();
          throw badOption(`${PREFIX}first must be "X" or "O"`);
        }
        first = player === "X" ? 1 : 2;
      }
    }
    game.__setUp(swap, first, info);
    playAll(game, moves, "moves");
    playAll(game, redo, "redo");
    for (let i = 0; i < redo.length; i++) game.undo();
    return game;
  };
  Object.defineProperty(Game, "fromJSON", { value: fromJSON, writable: true, configurable: true });
}

// The record properties a game keeps, as a plain object of its own for whoever asks.
export function copyInfo(info) {
  return { ...info };
}
