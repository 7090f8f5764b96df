// The functions a V8 CPU profile spent its samples in, by their own time (callees not
// included), most first: where a WebAssembly build's time goes, read in a terminal.
//
//   node --cpu-prof --cpu-prof-dir=DIR scripts/solve-openings.mjs --pkg PKG --cell a4
//   node scripts/cpuprofile-top.mjs DIR/*.cpuprofile [--top 30]
//
// PKG built by `node scripts/package.mjs --out PKG --names`, so that the parts' functions
// have names; without them they show as `wasm-function[N]`.
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const topAt = args.indexOf("--top");
const top = topAt >= 0 ? Number(args[topAt + 1]) : 30;
const file = args.find((a, i) => !a.startsWith("--") && !(topAt >= 0 && i === topAt + 1));
if (!file || !Number.isInteger(top) || top < 1) {
  console.error("usage: node scripts/cpuprofile-top.mjs FILE.cpuprofile [--top N]");
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, "utf8"));
// Each sample's time is the delta after it; a node's own time is the sum over its samples.
const own = new Map();
profile.samples.forEach((id, i) => own.set(id, (own.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const byName = new Map();
let total = 0;
for (const node of profile.nodes) {
  const time = own.get(node.id) ?? 0;
  const name = node.callFrame.functionName || `(anonymous ${node.callFrame.url || "code"})`;
  byName.set(name, (byName.get(name) ?? 0) + time);
  total += time;
}
console.log(`${(total / 1e6).toFixed(2)} s in ${profile.samples.length} samples: ${file}`);
for (const [name, time] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${((100 * time) / total).toFixed(1).padStart(5)}%  ${name}`);
}
