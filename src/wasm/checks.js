// The checks of arguments and the errors of the module, the one snippet that every build
// uses (wasm-bindgen copies a snippet only into a build that imports from it, so the other
// snippets import only from this one and from values.js). Arguments that are copied into
// wasm memory (rows, texts, cells) are checked as they are copied, in scratch.js.

// --- Errors ---
//
// Every error of the module is made by `makeError`, on this side or through the binding's
// import of it, so all have one shape: the class tells the kind (TypeError for an
// argument of the wrong type or an unknown option, RangeError for a number or size out of
// range, Error for the rest), `code` is a stable word to branch on, and `row` / `column`
// (0-based) are set where a cell is at fault, `move` (from 1) where a move of a list is.
const KINDS = [Error, TypeError, RangeError];

export function makeError(kind, code, message, row, column, move, line) {
  const error = new KINDS[kind](message);
  error.code = code;
  if (row >= 0) error.row = row;
  if (column >= 0) error.column = column;
  if (move >= 0) error.move = move;
  // In a record's text: the 0-based line, with `column` in that line.
  if (line >= 0) error.line = line;
  return error;
}

export function invalidType(message) {
  return makeError(1, "INVALID_TYPE", message, -1, -1, -1);
}

export function badOption(message) {
  return makeError(1, "BAD_OPTION", message, -1, -1, -1);
}

// The error for a number argument that is not a whole number from `min` to `max`.
export function badNumber(name, value, min, max) {
  return makeError(2, "BAD_NUMBER", `${name} must be a whole number from ${min} to ${max}, but got ${value}`, -1, -1, -1);
}

// The error of a call on an object after its `free()`; `name` is its class, as `"Game"`.
export function freed(name) {
  return makeError(0, "FREED", `this ${name} was freed with free() and can no longer be used; make a new ${name}`, -1, -1, -1);
}

// A value as an error message names it: its type, or a short quote of a string.
export function describe(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  if (type === "string") return `the string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + "…" : value)}`;
  if (type === "object" || type === "undefined") return type === "object" ? "an object" : type;
  return `a ${type}`;
}

// --- Options ---

// Whether `options` were given (undefined and null are none); throws unless they are an
// object whose own keys are all in `known`. `example` and `listed` complete the messages.
function givenOptions(options, known, example, listed) {
  if (options === undefined || options === null) return false;
  if (typeof options !== "object" || Array.isArray(options)) {
    throw invalidType(`options must be an object such as ${example}, but got ${describe(options)}`);
  }
  for (const key in options) {
    if (!known.includes(key) && Object.prototype.hasOwnProperty.call(options, key)) {
      throw badOption(`unknown option ${JSON.stringify(key)}; ${listed}`);
    }
  }
  return true;
}

// 0 for X joining top to bottom (the default), 1 for X joining left to right; for a
// game (`game` true), plus 2 when the swap rule is off (`swap: false`).
export function readRule(options, game) {
  const given = game
    ? givenOptions(options, ["xConnects", "swap"], '{ xConnects: "left-right" }', "the options are xConnects and swap")
    : givenOptions(options, ["xConnects"], '{ xConnects: "left-right" }', "the only option is xConnects");
  if (!given) return 0;
  let rule;
  const x = options.xConnects;
  if (x === undefined || x === "top-bottom") rule = 0;
  else if (x === "left-right") rule = 1;
  else throw badOption(`options.xConnects must be "top-bottom" or "left-right", but got ${describe(x)}`);
  if (!game) return rule;
  const swap = options.swap;
  if (swap === false) return rule + 2;
  if (swap === undefined || swap === true) return rule;
  throw badOption(`options.swap must be true or false, but got ${describe(swap)}`);
}

// The rule of the Game constructors' options, as `readRule` gives it for a game.
export function ruleOf(options) {
  return readRule(options, true);
}

// --- Numbers and strings ---

// Checks a number argument: a whole number from `min` to `max`.
export function count(value, name, min, max) {
  if (typeof value !== "number") {
    throw invalidType(`${name} must be a number, but got ${describe(value)}`);
  }
  if (!Number.isInteger(value) || value < min || value > max) throw badNumber(name, value, min, max);
  return value;
}

// Checks a string argument; `what` is the message's start, saying what was expected.
export function text(value, what) {
  if (typeof value !== "string") throw invalidType(`${what}, but got ${describe(value)}`);
  return value;
}

// --- Record properties ---

// The `info` of a game (`Game.fromJSON`'s field, or what another part hands the core with a
// game it made): a plain object of its own with the same properties in the order of their
// names, or undefined for undefined, null and an object with none. The pairs are read as serde-wasm-bindgen reads a
// map: through `Symbol.iterator` when there is one (a `Map`), else its own enumerable
// properties; every name must be an SGF property name, capital letters.
export function readInfo(value) {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw invalidType('info must be an object of strings such as { PB: "Ann" }');
  }
  const wrong = () => invalidType('info must be an object whose values are strings, such as { PB: "Ann" }');
  let pairs;
  try {
    pairs = typeof value[Symbol.iterator] === "function" ? [...value].map((pair) => [pair[0], pair[1]]) : Object.entries(value);
  } catch {
    throw wrong();
  }
  const info = new Map();
  for (const [name, text] of pairs) {
    if (typeof name !== "string" || typeof text !== "string") throw wrong();
    info.set(name, text);
  }
  const names = [...info.keys()].sort();
  const out = {};
  for (const name of names) {
    if (!/^[A-Z]+$/.test(name)) {
      throw badOption(`info.${name} is not an SGF property name, which is capital letters such as PB`);
    }
    out[name] = info.get(name);
  }
  return names.length > 0 ? out : undefined;
}

// --- The options of bestMove ---

// The options of bestMove as [timeMs, simulations, seed], -1 for a limit not given:
// { timeMs?: number; simulations?: number; seed?: number }, each a whole number in range.
const SEARCH_OPTIONS = {
  timeMs: 3600000,
  simulations: 1000000000,
  seed: Number.MAX_SAFE_INTEGER,
  timeLeftMs: 86400000,
};
// The least each option takes: a seed and the time left may be 0.
const SEARCH_MINIMUM = { timeMs: 1, simulations: 1, seed: 0, timeLeftMs: 0 };
export function searchOptions(options) {
  const out = [-1, -1, 0, -1];
  const known = Object.keys(SEARCH_OPTIONS);
  if (!givenOptions(options, known, "{ timeMs: 500 }", "the options are timeMs, simulations, seed and timeLeftMs")) return out;
  known.forEach((key, i) => {
    const value = options[key];
    if (value !== undefined) out[i] = count(value, `options.${key}`, SEARCH_MINIMUM[key], SEARCH_OPTIONS[key]);
  });
  return out;
}
