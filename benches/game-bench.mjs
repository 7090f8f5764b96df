// Game move by move in JavaScript, beside its named alternative: the careful plain-JS game
// of plain-game.mjs, on the same 3,000 random 19x19 move orders, both checked to agree on
// every winner at the same move. Part of `make bench` (benches/bench.mjs), which runs it in
// Node and, through game-browser.mjs, in Chromium: nothing here is Node's own.
import { PlainGame } from "./plain-game.mjs";
import { rng } from "../www/boards.js";
import { middle } from "./timing.mjs";

export function orders(n, count) {
  return Array.from({ length: count }, (_, g) => {
    const order = Array.from({ length: n * n }, (_, i) => i);
    const next = rng(g + 1);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    return Int32Array.from(order);
  });
}

// Plays each order on a game from `start` until somebody wins, then hands the game to
// `finish` if given (a Game is freed there, as an app frees one); returns the moves played
// and, when `winners` is given, records who won each game.
export function playAll(n, games, start, finish, winners) {
  let moves = 0;
  for (let g = 0; g < games.length; g++) {
    const order = games[g];
    const game = start();
    for (let k = 0; k < order.length; k++) {
      const cell = order[k];
      moves++;
      const won = game.play((cell / n) | 0, cell % n);
      if (won !== null) {
        if (winners) winners.push(`${won}@${k}`);
        break;
      }
    }
    if (finish) finish(game);
  }
  return moves;
}

// The floor of a move: a module of its own whose one export, `empty`, takes three i32s and
// returns 0, written out byte by byte (type, function, export and code sections).
const EMPTY_MODULE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  0x01, 0x08, 0x01, 0x60, 0x03, 0x7f, 0x7f, 0x7f, 0x01, 0x7f,
  0x03, 0x02, 0x01, 0x00,
  0x07, 0x09, 0x01, 0x05, 0x65, 0x6d, 0x70, 0x74, 0x79, 0x00, 0x00,
  0x0a, 0x06, 0x01, 0x04, 0x00, 0x41, 0x00, 0x0b,
]);

// The loop of playAll with the call of `play` replaced by `call(row, col)`, for as many
// moves of each order as its game lasted (`lengths`).
function callAll(n, games, lengths, call) {
  let moves = 0;
  let sink = 0;
  for (let g = 0; g < games.length; g++) {
    const order = games[g];
    const length = lengths[g];
    for (let k = 0; k < length; k++) {
      const cell = order[k];
      moves++;
      sink += call((cell / n) | 0, cell % n);
    }
  }
  if (sink === -1) throw new Error("unreachable");
  return moves;
}

// ns per move of one run of `fn`, which returns the moves it played.
function perMove(fn) {
  const t = performance.now();
  const moves = fn();
  return ((performance.now() - t) * 1e6) / moves;
}

function median(rounds, fn) {
  return middle(Array.from({ length: rounds }, () => perMove(fn)));
}

// Game and the plain game round by round, taking turns at going first, so that a machine
// that speeds up or slows down during the run (a shared one does) weighs on both alike:
// the median time of each, and the median of the rounds' ratios.
function sideBySide(rounds, ours, theirs) {
  const [a, b, ratio] = [[], [], []];
  for (let r = 0; r < rounds; r++) {
    let x;
    let y;
    if (r % 2 === 0) {
      x = perMove(ours);
      y = perMove(theirs);
    } else {
      y = perMove(theirs);
      x = perMove(ours);
    }
    a.push(x);
    b.push(y);
    ratio.push(x / y);
  }
  return [middle(a), middle(b), middle(ratio)];
}

export function benchGame(mod, print, rounds) {
  const n = 19;
  const games = orders(n, 3000);
  const fresh = () => new mod.Game(n, n);
  const free = (game) => game.free();
  const plainFresh = () => new PlainGame(n, n);
  const ours = [];
  const theirs = [];
  playAll(n, games, fresh, free, ours);
  playAll(n, games, plainFresh, null, theirs);
  if (ours.join() !== theirs.join()) throw new Error("Game and the plain-JS game disagree on a winner");
  const lengths = ours.map((won) => Number(won.slice(2)) + 1);

  // Playouts, as a Monte-Carlo bot runs them: one game reset between orders, or a clone of
  // the starting position for each order.
  const kept = new mod.Game(n, n);
  const keptPlain = new PlainGame(n, n);
  const again = (game) => () => {
    game.reset();
    return game;
  };
  const start = new mod.Game(n, n);
  const startPlain = new PlainGame(n, n);
  // A copy of a game in the middle of play, per call: each order's first 100 moves.
  const middles = games.slice(0, 100).map((order) => {
    const game = new mod.Game(n, n);
    const plain = new PlainGame(n, n);
    for (let k = 0; k < 100; k++) {
      const cell = order[k];
      game.play((cell / n) | 0, cell % n);
      plain.play((cell / n) | 0, cell % n);
    }
    return [game, plain];
  });
  const copyAll = (pick, finish) => () => {
    let copies = 0;
    for (let r = 0; r < 100; r++) {
      for (const pair of middles) {
        const copy = pick(pair).clone();
        if (finish) finish(copy);
        copies++;
      }
    }
    return copies;
  };
  // A playout in one call: each order given whole to playCells, which stops at the win.
  const playCellsAll = (game, winners) => {
    let moves = 0;
    for (const order of games) {
      game.reset();
      const played = game.playCells(order);
      moves += played;
      if (winners) winners.push(`${game.winner}@${played - 1}`);
    }
    return moves;
  };
  const batched = [];
  playCellsAll(kept, batched);
  if (batched.join() !== theirs.join()) throw new Error("playCells and the plain-JS game disagree on a winner");
  // The floors, in the loop of playAll: a call of an empty exported function, and of a
  // method of Game that only reads a field (wasm-bindgen's glue and its checks of the game).
  const { empty } = new WebAssembly.Instance(new WebAssembly.Module(EMPTY_MODULE)).exports;
  const floors = [
    ["an empty exported function", () => callAll(n, games, lengths, (row, col) => empty(0, row, col))],
    ["a Game getter (moveCount)", () => callAll(n, games, lengths, () => kept.moveCount)],
  ];
  const rows = [
    ["play, a new game per order", ...sideBySide(rounds, () => playAll(n, games, fresh, free), () => playAll(n, games, plainFresh, null))],
    ["play after reset()", ...sideBySide(rounds, () => playAll(n, games, again(kept), null), () => playAll(n, games, again(keptPlain), null))],
    ["playCells, one call an order, after reset()", ...sideBySide(rounds, () => playCellsAll(kept), () => playAll(n, games, again(keptPlain), null))],
    ["play after clone() of the empty game", ...sideBySide(rounds, () => playAll(n, games, () => start.clone(), free), () => playAll(n, games, () => startPlain.clone(), null))],
  ];
  const [cloneGame, clonePlain, cloneRatio] = sideBySide(rounds, copyAll(([game]) => game, free), copyAll(([, plain]) => plain, null));
  const floorTimes = floors.map(([what, fn]) => [what, median(rounds, fn)]);
  for (const [game] of middles) game.free();
  for (const game of [kept, start]) game.free();
  print(`\n19x19 random games (3,000 orders), ns per move, Game against the plain-JS union-find of benches/plain-game.mjs (the two take turns round by round; medians, and the median of the rounds' ratios):`);
  print("");
  print("| loop | Game (wasm) | plain JS | Game/plain JS |");
  print("|---|---|---|---|");
  for (const [what, g, p, ratio] of rows) print(`| ${what} | ${g.toFixed(1)} | ${p.toFixed(1)} | ${ratio.toFixed(2)} |`);
  print(`\nclone() of a game 100 moves in (and free() of the copy), ns a call: Game ${cloneGame.toFixed(0)}, plain JS ${clonePlain.toFixed(0)}, Game/plain JS ${cloneRatio.toFixed(2)}`);
  print("\nThe floor: the same loop and moves with the call of play replaced by");
  for (const [what, t] of floorTimes) print(`- ${what}: ${t.toFixed(1)} ns`);
}

/** Game.play of two builds of the package (their modules) side by side, for
 * compare-builds.mjs: the median ns a move of each and the median of the rounds' ratios
 * after / before, with a new game per order and with one game reset between orders. */
export function compareBuilds(before, after, print, rounds) {
  const n = 19;
  const games = orders(n, 3000);
  const loops = (mod) => {
    const kept = new mod.Game(n, n);
    const fresh = () => new mod.Game(n, n);
    const again = () => {
      kept.reset();
      return kept;
    };
    return [
      ["a new game per order", (winners) => playAll(n, games, fresh, (game) => game.free(), winners)],
      ["reset() between orders", (winners) => playAll(n, games, again, null, winners)],
    ];
  };
  const [a, b] = [loops(before), loops(after)];
  print("| loop | before (ns a move) | after | after / before |");
  print("|---|---|---|---|");
  a.forEach(([what, playBefore], i) => {
    const playAfter = b[i][1];
    const [wa, wb] = [[], []];
    playBefore(wa);
    playAfter(wb);
    if (wa.join() !== wb.join()) throw new Error(`the two builds disagree on a winner (${what})`);
    const [t, tBefore, ratio] = sideBySide(rounds, () => playAfter(), () => playBefore());
    print(`| ${what} | ${tBefore.toFixed(1)} | ${t.toFixed(1)} | ${ratio.toFixed(3)} |`);
  });
}
