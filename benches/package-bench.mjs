// What an app ships and waits for, per entry of the npm package (issue 10): a Vite production
// build of an app that imports `winner`, installed from the packed tarball as a user would;
// the gzip -9 size of everything in its dist/ that is not the HTML page; and the time from the
// start of the import to the first answer in headless Chromium, median of fresh page loads.
//
// The two contenders are the package's own entries, side by side in one run:
//   default  `import { winner } from "hex-connect"`: the .wasm embedded in the module, compiled
//            and instantiated synchronously on import.
//   web      `import init, { winner } from "hex-connect/web"` and `await init()`: the .wasm as
//            its own file, compiled while it streams in.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { bin, install, project, sh } from "../tests/package/install.mjs";

const ENTRIES = [
  ["default", 'const { winner } = await import("hex-connect");'],
  ["web", 'const { default: init, winner } = await import("hex-connect/web");\nawait init();'],
];

function files(at) {
  return readdirSync(at).flatMap((f) => (statSync(join(at, f)).isDirectory() ? files(join(at, f)) : [join(at, f)]));
}

/** Prints the table; `loads` fresh page loads per entry for the start-up median. */
export async function benchPackage(print, { loads = 15 } = {}) {
  install();
  const { launchChromium, serveFolder } = await import("../tests/browser.mjs");
  const browser = await launchChromium();
  print("\nWhat a Vite production build of an app importing `winner` ships (gzip -9, all but the HTML),");
  print(`and import-to-first-answer in Chromium (median of ${loads} fresh pages):\n`);
  print("| entry | files | bytes | gzip -9 | import to first answer |");
  print("|---|---|---|---|---|");
  try {
    for (const [name, load] of ENTRIES) {
      const at = project(`bench-${name}`, {
        "index.html": '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><body><script type="module" src="/main.js"></script></body>\n',
        "main.js": `const start = performance.now();
${load}
const answer = winner(["X O . .", " X O . .", "  X . O .", "   X . . O"]);
document.body.dataset.result = JSON.stringify({ answer, ms: performance.now() - start });
`,
      });
      sh(join(bin, "vite"), ["build", "--logLevel", "warn"], { cwd: at });
      const dist = join(at, "dist");
      const shipped = files(dist).filter((f) => !f.endsWith(".html"));
      let raw = 0;
      let gz = 0;
      for (const f of shipped) {
        const bytes = readFileSync(f);
        raw += bytes.length;
        gz += gzipSync(bytes, { level: 9 }).length;
      }
      const { server, url } = await serveFolder(dist);
      const times = [];
      for (let i = 0; i < loads; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(url);
        await page.waitForFunction(() => document.body?.dataset.result);
        const { answer, ms } = JSON.parse(await page.evaluate(() => document.body.dataset.result));
        if (answer !== "X") throw new Error(`${name}: winner gave ${answer}`);
        times.push(ms);
        await context.close();
      }
      server.close();
      times.sort((a, b) => a - b);
      const median = times[times.length >> 1];
      print(`| ${name} | ${shipped.length} | ${raw} | ${gz} (${(gz / 1024).toFixed(1)} KiB) | ${median.toFixed(1)} ms |`);
    }
  } finally {
    await browser.close();
  }
}
