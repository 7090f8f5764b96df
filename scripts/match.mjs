// A match of hex-connect's computer (a Bot, WebAssembly, in this Node process) against another
// engine in a child process: the ai-hex 0.1.0 engine (its own line protocol) or MoHex 2.0
// (HTP, the GTP dialect of Benzene). Swap off, every opening played twice with the colours
// exchanged.
//
//   node scripts/match.mjs [--games 40] [--ms 200] [--size 11] [--engine target/ai-hex/bin/ai-hex]
//   node scripts/match.mjs --opponent mohex --mohex PATH [--mohex-time SECONDS] [--judge-time SECONDS] [--games 40] [--ms 800] [--equal-time]
//   [--first N]: start at game N + 1, to finish a match cut short (the games of each opening
//   and colour are the same whatever the start).
//
// Ours is a `Bot`, which keeps its search tree between its moves of a game (forgotten between
// games); `--no-reuse` makes each of its searches start afresh, as `bestMove` does.
//
// ai-hex gets the same time a move as ours. MoHex gets `max_time` (--mohex-time, by default
// --ms in seconds) and one thread, and thinks longer than that, since its knowledge at the
// root is computed outside the limit: both sides' answers are timed, and the average time a
// move of each is printed, so that ours can be set to the same or less; or --equal-time
// gives ours, at each move, the opponent's average time a move so far. MoHex runs one
// process a game, since a long-lived one has crashed between games.
//
// `make match` builds the engines first. Prints each game with its full record (every move,
// the opening first), so that losses can be replayed and studied, then our wins and losses with a
// 95% (Wilson) interval on our score, each side's average time a move, and for ai-hex each
// side's simulations a second.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { tmpdir } from "node:os";
import { resolve } from "node:path";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const games = Number(option("games", 40));
// The games to leave out at the start, so that a match cut short can be finished later (its
// two halves' scores then add up): --first 20 --games 40 plays games 21 to 40.
const first = Number(option("first", 0));
const ms = Number(option("ms", 200));
const size = Number(option("size", 11));
const opponent = option("opponent", "ai-hex");
if (opponent !== "ai-hex" && opponent !== "mohex") throw new Error(`--opponent takes ai-hex or mohex, not ${opponent}`);
const engine = option("engine", fileURLToPath(new URL("../target/ai-hex/bin/ai-hex", import.meta.url)));
const mohexOption = option("mohex", process.env.MOHEX);
const mohex = mohexOption && resolve(mohexOption);
if (opponent === "mohex" && !mohexOption) throw new Error("--opponent mohex needs --mohex PATH (or MOHEX=PATH)");
// A missing engine would only show as a spawn error from deep in the first game.
const opponentPath = opponent === "mohex" ? mohex : engine;
if (!existsSync(opponentPath)) {
  const how =
    opponent === "mohex"
      ? "../shared/tools/build-mohex.sh DIR builds it"
      : "`make match` installs it (cargo install --locked ai-hex --version 0.1.0 --root target/ai-hex), or pass --engine PATH";
  throw new Error(`no ${opponent} engine at ${opponentPath}: ${how}`);
}
const mohexTime = Number(option("mohex-time", ms / 1000));
// With --equal-time, ours gets the opponent's average time a move so far (--ms until the
// opponent has moved), so that a match against MoHex, whose time a move does not follow its
// max_time, is played at equal time; --ms then only sets MoHex's max_time and the start.
const equalTime = args.includes("--equal-time");
const ourTime = () =>
  equalTime && stats.theirs.moves > 0 ? Math.max(1, Math.floor(stats.theirs.ms / stats.theirs.moves)) : ms;
const pkg = option("pkg", fileURLToPath(new URL("../pkg/node.cjs", import.meta.url)));
const { Bot, Game } = createRequire(import.meta.url)(pkg);
const bot = new Bot({ reuse: !args.includes("--no-reuse") });

// Openings spread over the board: every other row and column from the second to the
// second last (on 11x11 rows 2, 4, ..., 10 and columns b, d, f, h, j); each one is played
// twice, once with each side moving first.
const openings = [];
for (let col = 1; col < size - 1; col += 2) {
  for (let row = 2; row < size; row += 2) openings.push(`${String.fromCharCode(97 + col)}${row}`);
}

const stats = { ours: { sims: 0, ms: 0, moves: 0, reused: 0 }, theirs: { sims: 0, ms: 0, moves: 0 } };

// A child process answering each request with one line, or with lines up to an empty one
// when `untilBlank`; every request is rejected once the process has gone.
function child(path, argv, stderr, cwd) {
  const proc = spawn(path, argv, { stdio: ["pipe", "pipe", stderr], cwd });
  const waiting = [];
  let answer = [];
  let gone = null;
  createInterface({ input: proc.stdout }).on("line", (line) => {
    const next = waiting[0];
    if (!next) return;
    if (next.untilBlank) {
      if (line.trim() === "") {
        if (answer.length === 0) return;
        waiting.shift().resolve(answer.join("\n"));
        answer = [];
      } else answer.push(line);
    } else waiting.shift().resolve(line);
  });
  proc.on("exit", (code, signal) => {
    gone = `${path} ended (${signal ?? code})`;
    for (const next of waiting.splice(0)) next.reject(new Error(gone));
  });
  proc.stdin.on("error", () => {});
  return {
    ask(command, untilBlank = false) {
      if (gone) return Promise.reject(new Error(gone));
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject, untilBlank });
        proc.stdin.write(command + "\n");
      });
    },
    send(command) {
      if (!gone) proc.stdin.write(command + "\n");
    },
    end() {
      if (!gone) proc.stdin.end("quit\n");
    },
  };
}

// ai-hex: one process for the match, told the whole position before each move.
function aiHex() {
  const proc = child(engine, [], "inherit");
  return {
    async move(game, seed) {
      // `position` answers nothing when it is well formed.
      proc.send(`position size ${size} swap off moves ${game.toMoves()}`);
      const start = performance.now();
      const reply = await proc.ask(`mcts simulations 1000000 softtime ${ms} seed ${seed}`);
      stats.theirs.ms += performance.now() - start;
      stats.theirs.moves++;
      const words = reply.trim().split(/\s+/);
      if (words[0] !== "bestmove") throw new Error(`ai-hex answered: ${reply}`);
      const sims = words.indexOf("simulations");
      if (sims >= 0) stats.theirs.sims += Number(words[sims + 1]);
      return words[1];
    },
    endGame() {},
    end: () => proc.end(),
  };
}

// MoHex: a fresh process each game, told each move as it is played (b is X, the first
// player, joining top and bottom, as in our games).
//
// MoHex 2.0 dies (SIGSEGV) at `genmove` in positions its knowledge has decided: when its
// connections show that the side to move has lost, it looks for the "most blocking" losing
// move in an intersection of the opponent's carriers that its inferior cells have emptied
// (Benzene's EndgameUtil::PlayLostGame logs "curMostHits == 0" and returns an invalid point,
// which HexHtpEngine::Play dereferences, or, now and then, refuses as "illegal move: white
// invalid" without dying); and it has died in the search after logging
// "Fillin caused win! Removing...". Such a game is judged, as engine tournaments judge a
// decided position: a fresh MoHex is asked `dfpn-solve-state` for the side to move (its own
// solver, within --judge-time seconds), and the game goes to the side it proves the winner.
// A position its solver does not settle leaves the game uncounted.
const judgeTime = Number(option("judge-time", 60));
// What the opponent answers in a position that its solver proves it wins.
const PROVED_WIN = "proved win";
function moHex() {
  let proc = null;
  let told = 0;
  async function htp(command) {
    const reply = await proc.ask(command, true).catch((error) => {
      throw new Error(`${error.message} at ${command}`);
    });
    if (!reply.startsWith("=")) throw new Error(`MoHex refused ${command}: ${reply}`);
    return reply.slice(1).trim();
  }
  const colour = (i) => (i % 2 === 0 ? "b" : "w");
  async function genmove(moves) {
    if (!proc) {
      // MoHex logs its thinking on stderr and into default.log in its directory.
      proc = child(mohex, [], "ignore", tmpdir());
      told = 0;
      for (const command of [
        `boardsize ${size} ${size}`,
        "param_mohex num_threads 1",
        `param_mohex max_time ${mohexTime}`,
        "param_game allow_swap 0",
        "clear_board",
      ])
        await htp(command);
    }
    for (; told < moves.length; told++) await htp(`play ${colour(told)} ${moves[told]}`);
    const start = performance.now();
    const reply = await htp(`genmove ${colour(moves.length)}`);
    stats.theirs.ms += performance.now() - start;
    stats.theirs.moves++;
    told++;
    return reply.toLowerCase();
  }
  // Who wins `moves` with the side to move, by MoHex's solver in a fresh process: "b", "w",
  // or null when it does not say within judgeTime.
  async function solve(moves) {
    proc = child(mohex, [], "ignore", tmpdir());
    try {
      for (const command of [
        `boardsize ${size} ${size}`,
        "param_game allow_swap 0",
        `param_dfpn timelimit ${judgeTime}`,
        "clear_board",
        ...moves.map((move, i) => `play ${colour(i)} ${move}`),
      ])
        await htp(command);
      const verdict = await htp(`dfpn-solve-state ${colour(moves.length)}`);
      return verdict === "black" ? "b" : verdict === "white" ? "w" : null;
    } finally {
      proc.end();
      proc = null;
    }
  }
  return {
    crashes: 0,
    judged: 0,
    async move(game) {
      const moves = game.toMoves().split(" ").filter(Boolean);
      try {
        return await genmove(moves);
      } catch (error) {
        // The same fault without the crash: the invalid point is refused as a move.
        const invalid = /^MoHex refused genmove [bw]: \? illegal move: +\w+ invalid/.test(error.message);
        if (!error.message.includes(" ended ") && !invalid) throw error;
        this.crashes++;
        if (invalid) proc.end();
        proc = null;
        const winner = await solve(moves);
        if (winner === null) {
          error.message += `, and its solver did not settle the position within ${judgeTime} s`;
          throw error;
        }
        this.judged++;
        return winner === colour(moves.length) ? PROVED_WIN : "resign";
      }
    },
    endGame() {
      proc?.end();
      proc = null;
    },
    end() {
      this.endGame();
      if (this.crashes > 0) {
        console.log(`MoHex crashed ${this.crashes} times; its solver settled ${this.judged} of those positions`);
      }
    },
  };
}

const them = opponent === "mohex" ? moHex() : aiHex();

function ourMove(game, seed) {
  const start = performance.now();
  const found = bot.bestMove(game, { timeMs: ourTime(), seed });
  stats.ours.ms += performance.now() - start;
  stats.ours.moves++;
  stats.ours.sims += found.simulations;
  stats.ours.reused += found.reused;
  return found.move;
}

// Plays one game; `oursFirst` says whether we are X (first, top to bottom). Returns
// whether we won (the opponent resigning is our win), the record, its length, and whether
// MoHex crashed and its solver judged the end.
async function play(opening, oursFirst, seed) {
  const game = new Game(size, size, { swap: false });
  game.playMove(opening);
  let ply = 1;
  let won = null;
  // Whether the end was judged by MoHex's solver after it crashed.
  let judged = false;
  const crashes = them.crashes ?? 0;
  try {
    while (game.winner === null) {
      const oursToMove = (game.toMove === "X") === oursFirst;
      const move = oursToMove ? ourMove(game, seed * 1000 + ply) : await them.move(game, seed * 1000 + ply);
      if (move === "resign" || move === PROVED_WIN) {
        won = move === "resign";
        judged = them.crashes > crashes;
        break;
      }
      game.playMove(move);
      ply++;
    }
  } catch (error) {
    error.message += ` after ${game.toMoves()}`;
    throw error;
  } finally {
    them.endGame();
    bot.forget();
  }
  won ??= (game.winner === "X") === oursFirst;
  const record = game.toMoves();
  game.free();
  return { won, record, ply, judged };
}

const results = [];
for (let g = first; g < games; g++) {
  const opening = openings[Math.floor(g / 2) % openings.length];
  const oursFirst = g % 2 === 0;
  let outcome;
  try {
    outcome = await play(opening, oursFirst, g + 1);
  } catch (error) {
    // An engine that crashed or refused a move decides nothing: the game is not counted.
    console.log(`game ${g + 1}: opening ${opening}: not counted, ${error.message}`);
    continue;
  }
  const { won, ply, judged, record } = outcome;
  results.push({ won, oursFirst });
  const wins = results.filter((r) => r.won).length;
  console.log(
    `game ${g + 1}: opening ${opening}, hex-connect ${oursFirst ? "X (first)" : "O"}: ${won ? "won" : "lost"} in ${ply} moves${judged ? " (MoHex crashed; judged by its solver)" : ""}  (${wins}-${results.length - wins})  record: ${record}`,
  );
}
them.end();
if (results.length === 0) throw new Error("no game was played to its end");

const n = results.length;
const wins = results.filter((r) => r.won).length;
const p = wins / n;
// The Wilson score interval, 95%.
const z = 1.96;
const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
console.log(`\nhex-connect ${wins} wins, ${n - wins} losses of ${n} games (${(100 * p).toFixed(1)}%)`);
const percent = (x) => (100 * Math.min(1, Math.max(0, x))).toFixed(1);
console.log(`95% interval of the score: ${percent(centre - half)}% to ${percent(centre + half)}%`);
// The score with each colour: the openings are not even, so the side that plays the
// opening stone (X) and the side that answers it (O) score differently.
const byColour = (x) => {
  const played = results.filter((r) => r.oursFirst === x);
  return `${played.filter((r) => r.won).length} of ${played.length}`;
};
console.log(`hex-connect as X (the opening's side) won ${byColour(true)}, as O ${byColour(false)}`);
const average = (s) => (s.ms / Math.max(1, s.moves)).toFixed(0);
console.log(`average time a move: hex-connect ${average(stats.ours)} ms, ${opponent} ${average(stats.theirs)} ms`);
console.log(
  `hex-connect kept its tree between moves: ${bot.reuse ? `yes, going on from ${Math.round(stats.ours.reused / Math.max(1, stats.ours.moves))} simulations a move on average` : "no"}`,
);
console.log(
  `hex-connect's simulations a move: ${Math.round(stats.ours.sims / Math.max(1, stats.ours.moves))} on average (the machine's load, which starves the search, shows here)`,
);
const rate = (s) => Math.round((s.sims / s.ms) * 1000);
if (opponent === "ai-hex") {
  console.log(`simulations a second: hex-connect (wasm) ${rate(stats.ours)}, ai-hex (native) ${rate(stats.theirs)}`);
}
