// Game.play of two builds of the package side by side, in one Node process and in one
// Chromium page: how the "before / after" numbers of benches/RESULTS.md are measured.
//
//   node benches/compare-builds.mjs BEFORE AFTER [--rounds N]
//
// BEFORE and AFTER are folders inside this checkout made by `node scripts/package.mjs --out
// DIR` (Chromium loads them from a server of the checkout). The build of another commit:
//
//   here=$PWD; git worktree add /tmp/old REV
//   (cd /tmp/old && npm ci && node scripts/package.mjs --out "$here/target/pkg-old")
//
// Both play the 3,000 random 19x19 orders of game-bench.mjs until somebody wins, with a new
// game per order and with one game reset between orders, and must find the same winners;
// the two take turns going first round by round (21 rounds unless --rounds says otherwise).
import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { inChromium } from "./in-chromium.mjs";
import { compareBuilds } from "./game-bench.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const args = process.argv.slice(2);
const at = args.indexOf("--rounds");
const rounds = at >= 0 ? Number(args[at + 1]) : 21;
const [before, after] = args.filter((arg, i) => !arg.startsWith("--") && (at < 0 || i !== at + 1));
if (!before || !after) throw new Error("usage: node benches/compare-builds.mjs BEFORE AFTER [--rounds N]");

// A build's folder relative to the repository, which Chromium's server serves.
function folder(dir) {
  const rel = relative(root, resolve(dir));
  if (rel.startsWith("..") || !existsSync(join(root, rel, "node.cjs"))) {
    throw new Error(`${dir}: no package build (node scripts/package.mjs --out DIR) under ${root}`);
  }
  return rel;
}

const [relA, relB] = [folder(before), folder(after)];
const require = createRequire(import.meta.url);
console.log(`\nNode ${process.versions.node}: ${relA} (before) against ${relB} (after), ${rounds} rounds`);
compareBuilds(require(join(root, relA, "node.cjs")), require(join(root, relB, "node.cjs")), console.log, rounds);
await inChromium(console.log, "Chromium", { folder: root, needs: join(root, relB, "web", "index.js") }, async (browser, url) => {
  const page = await browser.newPage();
  // Any page of the server will do: the modules are imported from its origin.
  await page.goto(`${url}benches/`);
  const lines = await page.evaluate(
    async ([relA, relB, rounds]) => {
      const load = async (rel) => {
        const mod = await import(`/${rel}/web/index.js`);
        await mod.default();
        return mod;
      };
      const [before, after] = [await load(relA), await load(relB)];
      const { compareBuilds } = await import("/benches/game-bench.mjs");
      const out = [];
      compareBuilds(before, after, (line) => out.push(line), rounds);
      return out;
    },
    [relA, relB, rounds],
  );
  console.log(`\nChromium ${browser.version()}, the same:`);
  for (const line of lines) console.log(line);
});
