// Game move by move in JavaScript, beside its named alternative: the careful plain-JS game
// of plain-game.mjs, on the same 3,000 random 19x19 move orders, both checked to agree on
// every winner at the same move. Part of `make bench` (benches/bench.mjs), which runs it in
// Node and, through game-browser.mjs, in Chromium: nothing here is Node's own.
import { PlainGame } from "./plain-game.mjs";
import { rng } from "../www/boards.js";

function orders(n, count) {
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

// Plays each order on a game from `start` until somebody wins; returns the moves played
// and, when `winners` is given, records who won each game.
function playAll(n, games, start, winners) {
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
    game.done?.();
  }
  return moves;
}

// ns per move of one run of `fn`, which returns the moves it played.
function perMove(fn) {
  const t = performance.now();
  const moves = fn();
  return ((performance.now() - t) * 1e6) / moves;
}

const middle = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

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
  const fresh = () => {
    const game = new mod.Game(n, n);
    game.done = () => game.free();
    return game;
  };
  const plainFresh = () => new PlainGame(n, n);
  const ours = [];
  const theirs = [];
  playAll(n, games, fresh, ours);
  playAll(n, games, plainFresh, theirs);
  if (ours.join() !== theirs.join()) throw new Error("Game and the plain-JS game disagree on a winner");

  // Playouts: one game reset between orders, as a Monte-Carlo bot does.
  const kept = new mod.Game(n, n);
  const keptPlain = new PlainGame(n, n);
  const again = (game) => () => {
    game.reset();
    return game;
  };
  // The floor: one call of a method of the class that does nothing but read a field.
  const floor = () => {
    let sink = 0;
    let calls = 0;
    for (const order of games) {
      for (let k = 0; k < 180; k++) sink += kept.moveCount + order[k];
      calls += 180;
    }
    if (sink < 0) print(String(sink));
    return calls;
  };
  const rows = [
    ["play, a new game per order", ...sideBySide(rounds, () => playAll(n, games, fresh), () => playAll(n, games, plainFresh))],
    ["play after reset()", ...sideBySide(rounds, () => playAll(n, games, again(kept)), () => playAll(n, games, again(keptPlain)))],
  ];
  const callFloor = median(rounds, floor);
  kept.free();
  print(`\n19x19 random games (3,000 orders), ns per move, Game against the plain-JS union-find of benches/plain-game.mjs (the two take turns round by round; medians, and the median of the rounds' ratios):`);
  print("");
  print("| loop | Game (wasm) | plain JS | Game/plain JS |");
  print("|---|---|---|---|");
  for (const [what, g, p, ratio] of rows) print(`| ${what} | ${g.toFixed(1)} | ${p.toFixed(1)} | ${ratio.toFixed(2)} |`);
  print(`\nthe floor, one call of a Game getter (moveCount): ${callFloor.toFixed(1)} ns`);
}
