// The bot's moves judged by MoHex 2.0, one position at a time: a measure of a tuning's play
// against a strong engine with far less noise than a match's score (issue 31). The search
// itself runs natively in `examples/selfplay.rs --positions`, at a fixed number of
// simulations, so the same arguments give the same moves.
//
//   node scripts/judge.mjs positions MATCH_LOG [--every 3] [--plies 24] > positions.txt
//   cargo run --release --example selfplay -- --size 11 --sims 60000 --positions positions.txt --a default > a.txt
//   cargo run --release --example selfplay -- --size 11 --sims 60000 --positions positions.txt --a rave=300 > b.txt
//   node scripts/judge.mjs worth --mohex PATH [--time 1] [--judge-time 60] [--cache judged.json] a.txt b.txt ...
//
// `positions` reads the game records that `scripts/match.mjs` prints and writes the position
// before each of our moves up to ply --plies, every --every-th of them, one move list a line.
// `worth` has MoHex (one thread, swap off, `max_time` --time seconds, a fresh process each
// time) search the position after each chosen move for the opponent: the move's worth is one
// less MoHex's score there, its estimate of the opponent's chance. A position MoHex's search
// cannot score (it resigns, or dies at `genmove` in a position its knowledge has decided, as
// it does) is settled by its solver, `dfpn-solve-state` within --judge-time seconds (as
// scripts/match.mjs judges such a game): worth 1 or 0. The judgements are kept
// in --cache, by position and move, so a tuning that chooses as another does costs nothing.
// It prints each file's mean worth, and for each file after the first the mean of its
// difference from the first, position by position, with a 95% interval.
//
// MoHex's score of one position varies by about 0.008 from run to run at --time 1, so the
// paired difference of two tunings over 154 positions is known to about ±0.007.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const [command, ...rest] = process.argv.slice(2);
const option = (name, fallback) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 && i + 1 < rest.length ? rest[i + 1] : fallback;
};
const files = rest.filter((arg, i) => !arg.startsWith("--") && !rest[i - 1]?.startsWith("--"));
const usage = "usage: node scripts/judge.mjs positions MATCH_LOG | worth --mohex PATH [--time 1] [--judge-time 60] [--cache FILE] CHOICES...";

if (command === "positions" && files.length === 1) {
  const every = Number(option("every", 3));
  const plies = Number(option("plies", 24));
  const out = [];
  for (const line of readFileSync(files[0], "utf8").split("\n")) {
    const game = /^game \d+: .*hex-connect (X|O)\b.*record: (.*)$/.exec(line);
    if (!game) continue;
    const record = game[2].trim().split(/\s+/);
    const oursFirst = game[1] === "X";
    for (let ply = 1; ply < Math.min(record.length, plies); ply++) {
      // X moves at even plies (0 is the opening stone, always X's).
      if ((ply % 2 === 0) === oursFirst) out.push(record.slice(0, ply).join(" "));
    }
  }
  process.stdout.write(`${out.filter((_, i) => i % every === 0).join("\n")}\n`);
} else if (command === "worth" && files.length > 0 && option("mohex")) {
  const times = { time: Number(option("time", 1)), judgeTime: Number(option("judge-time", 60)) };
  await worth(resolve(option("mohex")), times, option("cache", "judged.json"), files);
} else {
  throw new Error(usage);
}

/** MoHex's answers to `commands` in a fresh process in a folder of its own (it writes a log). */
function mohexRun(mohex, commands) {
  return new Promise((done, fail) => {
    const dir = mkdtempSync(join(tmpdir(), "judge-"));
    const proc = spawn(mohex, [], { cwd: dir, stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    proc.stdout.on("data", (d) => (out += d));
    proc.stderr.on("data", (d) => (err += d));
    proc.on("error", fail);
    proc.on("close", () => {
      rmSync(dir, { recursive: true, force: true });
      const answers = out.split("\n\n").map((s) => s.trim()).filter(Boolean);
      done({ answers, err });
    });
    proc.stdin.end(`${commands.join("\n")}\nquit\n`);
  });
}

/** The HTP colour of the stone at ply `ply` (0 for the opening): b is X, who moves first. */
function colour(ply) {
  return ply % 2 === 0 ? "b" : "w";
}

/** The worth of `move` in the position of `moves`, and how it was found. */
async function judge(mohex, { time, judgeTime }, moves, move) {
  const all = [...moves, move];
  const opponent = colour(all.length);
  const board = ["boardsize 11 11", "param_game allow_swap 0", ...all.map((m, i) => `play ${colour(i)} ${m}`)];
  const setup = [...board.slice(0, 1), "param_mohex num_threads 1", `param_mohex max_time ${time}`, ...board.slice(1)];
  const { answers, err } = await mohexRun(mohex, [...setup, `genmove ${opponent}`]);
  const bad = answers.slice(0, setup.length).find((a) => !a.startsWith("="));
  if (bad) throw new Error(`MoHex refused the position ${all.join(" ")}: ${bad}`);
  const answer = answers[setup.length];
  const score = /^Score\s+([0-9.]+)/m.exec(err);
  if (answer === "= resign") return { worth: 1, by: "resign" };
  if (answer?.startsWith("=") && score) return { worth: 1 - Number(score[1]), by: "score" };
  const solving = [...board.slice(0, 1), `param_dfpn timelimit ${judgeTime}`, ...board.slice(1)];
  const solved = await mohexRun(mohex, [...solving, `dfpn-solve-state ${opponent}`]);
  // The solver names the winner in full: `= black` or `= white`.
  const winner = solved.answers[solving.length];
  if (winner === `= ${opponent === "b" ? "black" : "white"}`) return { worth: 0, by: "solver" };
  if (winner === "= black" || winner === "= white") return { worth: 1, by: "solver" };
  throw new Error(`MoHex neither scored nor solved ${all.join(" ")}: ${answer} ${winner}`);
}

async function worth(mohex, times, cacheFile, choiceFiles) {
  const judged = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, "utf8")) : {};
  // selfplay --positions writes `moves | choice win_rate` a line.
  const sets = choiceFiles.map((file) =>
    readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((line) => {
        const [moves, choice] = line.split(" | ");
        return `${moves.trim()}|${choice.trim().split(" ")[0]}`;
      }),
  );
  if (sets.some((set) => set.length !== sets[0].length)) throw new Error("the files hold different numbers of positions");
  const todo = [...new Set(sets.flat())].filter((key) => !(key in judged));
  console.log(`${todo.length} moves to judge, ${times.time} s each and more`);
  for (const [i, key] of todo.entries()) {
    const [moves, move] = key.split("|");
    judged[key] = await judge(mohex, times, moves ? moves.split(" ") : [], move);
    writeFileSync(cacheFile, JSON.stringify(judged));
    if ((i + 1) % 20 === 0) console.log(`${i + 1} of ${todo.length}`);
  }
  const values = sets.map((set) => set.map((key) => judged[key].worth));
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  choiceFiles.forEach((file, i) => console.log(`${file}: mean worth ${mean(values[i]).toFixed(4)} over ${values[i].length} positions`));
  for (let i = 1; i < sets.length; i++) {
    const diff = values[i].map((v, k) => v - values[0][k]);
    const m = mean(diff);
    const sd = Math.sqrt(diff.reduce((a, d) => a + (d - m) ** 2, 0) / Math.max(1, diff.length - 1));
    const differ = sets[i].filter((key, k) => key !== sets[0][k]).length;
    console.log(
      `${choiceFiles[i]} against ${choiceFiles[0]}: ${m >= 0 ? "+" : ""}${m.toFixed(4)} ± ${((1.96 * sd) / Math.sqrt(diff.length)).toFixed(4)} (95%), ${differ} of ${diff.length} choices differ`,
    );
  }
}
