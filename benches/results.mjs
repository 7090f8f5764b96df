// Writes the generated section of benches/RESULTS.md from what the steps of `make bench` left
// in target/bench/ (the JavaScript benchmarks, the computer's simulations a second) and in
// target/criterion/ (the native benches), and leaves every other line of the file alone.
//
//   node benches/results.mjs
//
// `make bench` touches target/bench/started before its first step; criterion results older
// than that belong to an earlier run and are left out, as is any step that did not run, which
// the section then names, so that a partial run never passes for a whole one.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import os from "node:os";

const root = new URL("..", import.meta.url).pathname;
const bench = join(root, "target", "bench");
const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";

const started = existsSync(join(bench, "started")) ? statSync(join(bench, "started")).mtimeMs : 0;
const fresh = (file) => existsSync(file) && statSync(file).mtimeMs >= started;
const readFresh = (file) => (fresh(file) ? readFileSync(file, "utf8") : null);

/** Every criterion result of this run: `{ group, fn, value, ns }`, ns the median of a call. */
function criterionResults() {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (!statSync(path).isDirectory()) continue;
      const estimates = join(path, "new", "estimates.json");
      if (name !== "new" && fresh(estimates)) {
        const id = JSON.parse(readFileSync(join(path, "new", "benchmark.json"), "utf8"));
        const { median } = JSON.parse(readFileSync(estimates, "utf8"));
        found.push({ group: id.group_id, fn: id.function_id, value: id.value_str, ns: median.point_estimate });
      } else if (name !== "report" && name !== "new" && name !== "base") walk(path);
    }
  };
  const dir = join(root, "target", "criterion");
  if (existsSync(dir)) walk(dir);
  return found;
}

function duration(ns) {
  if (ns >= 1e6) return `${(ns / 1e6).toFixed(2)} ms`;
  if (ns >= 1e3) return `${(ns / 1e3).toFixed(2)} µs`;
  return `${ns.toFixed(1)} ns`;
}

/** The native table: each benchmark of hex-connect beside the alternative of the same group
 * and function (a plain BFS, the `hexgame` crate), and the ratio where there is one. */
function nativeTable(results) {
  const ours = (r) => r.value.startsWith("hex-connect");
  const lines = [
    "| group | benchmark | hex-connect | alternative | hex-connect / alternative |",
    "|---|---|---|---|---|",
  ];
  for (const r of results.filter(ours)) {
    const other = results.find((o) => !ours(o) && o.group === r.group && o.fn === r.fn);
    const label = r.value === "hex-connect" ? r.fn : `${r.fn} (${r.value.slice("hex-connect ".length)})`;
    lines.push(
      other
        ? `| ${r.group} | ${label} | ${duration(r.ns)} | ${other.value}: ${duration(other.ns)} | ${(r.ns / other.ns).toFixed(2)} |`
        : `| ${r.group} | ${label} | ${duration(r.ns)} | | |`,
    );
  }
  return lines;
}

/** The lines `name   12345 simulations/s  (…)` that both bot benches print, by name. */
function simulations(text) {
  const rates = new Map();
  for (const line of (text ?? "").split("\n")) {
    const match = /^(\S.*?)\s+(\d+) simulations\/s/.exec(line);
    if (match) rates.set(match[1], Number(match[2]));
  }
  return rates;
}

function botTable(native, wasm) {
  const names = [...new Set([...native.keys(), ...wasm.keys()])];
  const rate = (n) => (n === undefined ? "" : n.toLocaleString("en-US"));
  return [
    "| position | native | WebAssembly in Node | wasm / native |",
    "|---|---|---|---|",
    ...names.map((name) => {
      const [n, w] = [native.get(name), wasm.get(name)];
      const ratio = n && w ? (w / n).toFixed(2) : "";
      return `| ${name} | ${rate(n)} | ${rate(w)} | ${ratio} |`;
    }),
  ];
}

function git(...args) {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

const node = readFresh(join(bench, "node.md"));
const versions = JSON.parse(readFresh(join(bench, "node.json")) ?? "{}");
const botNative = simulations(readFresh(join(bench, "bot-native.txt")));
const botWasm = simulations(readFresh(join(bench, "bot-wasm.txt")));
const native = criterionResults();

const missing = [];
if (node === null) missing.push("the JavaScript benchmarks (`node --expose-gc benches/bench.mjs`)");
if (versions.rowsOnly) missing.push("the JavaScript benchmarks other than winner and winningPath (`bench.mjs --rows`)");
if (versions.node && !versions.chromium) missing.push("the benchmarks in Chromium");
if (botWasm.size === 0) missing.push("`node benches/bot-bench.mjs`");
if (!native.some((r) => r.group.startsWith("game "))) missing.push("`cargo bench --bench game`");
if (!native.some((r) => !r.group.startsWith("game "))) missing.push("`cargo bench --bench core`");
if (botNative.size === 0) missing.push("`cargo bench --bench bot`");

// The commit and the date bench.mjs took when it started, else (when it did not run) now's.
const commit = versions.commit ?? (git("rev-parse", "--short", "HEAD") || "unknown");
const changed = versions.dirty ?? git("status", "--porcelain", "--untracked-files=no") !== "";
const dirty = changed ? " plus uncommitted changes" : "";
const date = versions.date ?? new Date().toISOString().slice(0, 10);
const chromium = versions.chromium ? `, Chromium ${versions.chromium}` : "";
const load = versions.load
  ? ` Load average (1 minute) at the start and the end of the JavaScript benchmarks: ${versions.load.map((l) => l.toFixed(1)).join(" and ")}.`
  : "";
// Markdown joins lines of a paragraph; the printed lines each end in a hard break instead.
const asMarkdown = (text) => text.trimEnd().split("\n").map((l) => (l.startsWith("|") || l === "" ? l : `${l}  `));

const section = [
  START,
  "",
  `## The latest run: ${date}, commit ${commit}${dirty}`,
  "",
  `Written by \`make bench\` (\`benches/results.mjs\`), which replaces this section on every run.`,
  `Machine: ${os.cpus()[0]?.model ?? "unknown CPU"}, ${os.cpus().length} cores, ${os.platform()}; ` +
    `Node ${versions.node ?? process.version}${chromium}.${load} Medians; a ratio below 1 means hex-connect is faster.`,
  "",
  ...(missing.length ? [`Not in this run: ${missing.join("; ")}.`, ""] : []),
  ...(node === null ? [] : ["### In JavaScript", "", ...asMarkdown(node), ""]),
  ...(botNative.size || botWasm.size
    ? ["### The computer opponent: simulations a second", "", ...botTable(botNative, botWasm), ""]
    : []),
  ...(native.length ? ["### Native (criterion, median time of one iteration)", "", ...nativeTable(native), ""] : []),
  END,
].join("\n");

const file = join(root, "benches", "RESULTS.md");
const old = readFileSync(file, "utf8");
const [from, to] = [old.indexOf(`\n${START}\n`), old.indexOf(`\n${END}\n`)];
if (from < 0 || to < from) throw new Error(`benches/RESULTS.md needs the lines ${START} and ${END}`);
writeFileSync(file, `${old.slice(0, from + 1)}${section}${old.slice(to + 1 + END.length)}`);
console.log(`benches/RESULTS.md: the generated section written${missing.length ? ` (not run: ${missing.length} step(s))` : ""}`);
