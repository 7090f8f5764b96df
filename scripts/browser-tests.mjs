// Runs the wasm-bindgen-test suite in headless Chromium (`wasm-pack test --headless --chrome`)
// with Chromium's requests going through a small forward proxy in this process.
//
// Why: the test runner serves the page with tiny_http, which gives each connection a thread
// of a pool for as long as the connection lives. Chromium keeps its connections open after a
// page's files arrive, and when it opens several at once the pool can hand out its idle
// threads to some of them and leave one connection's request unread in a queue; every thread
// then waits on an idle keep-alive connection, the page never gets its script, and the run
// hangs until the driver's 300 s timeout ("Failed to detect test as having been run"). Here
// Chromium keeps its connections to the proxy, and the proxy asks the runner's server for
// each file on a connection of its own that closes after the answer, so no thread of the
// server waits on an idle connection.
//
//   node scripts/browser-tests.mjs [arguments for `cargo test` after `--`, e.g. --test web]
//
// The browser's capabilities are those of webdriver.json plus the proxy's two switches.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

// Headers that belong to one connection and are not passed on.
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "proxy-authorization", "te", "trailer", "upgrade"];

function withoutHopByHop(headers) {
  const out = { ...headers };
  for (const name of HOP_BY_HOP) delete out[name];
  return out;
}

let proxied = 0;
const proxy = http.createServer((request, response) => {
  proxied += 1;
  let target;
  try {
    target = new URL(request.url);
  } catch {
    response.writeHead(400).end(`not a proxy request: ${request.url}`);
    return;
  }
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: target.pathname + target.search,
      method: request.method,
      headers: { ...withoutHopByHop(request.headers), connection: "close" },
      agent: false,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(response);
    },
  );
  upstream.on("error", (error) => {
    if (!response.headersSent) response.writeHead(502);
    response.end(String(error));
  });
  request.pipe(upstream);
});

await new Promise((resolve) => proxy.listen(0, "127.0.0.1", resolve));
const { port } = proxy.address();

const capabilities = JSON.parse(readFileSync(join(root, "webdriver.json"), "utf8"));
const chrome = capabilities["goog:chromeOptions"];
// `<-loopback>` sends the runner's 127.0.0.1 address through the proxy too, which Chromium
// would otherwise always reach directly.
chrome.args = [...(chrome.args ?? []), `--proxy-server=http://127.0.0.1:${port}`, "--proxy-bypass-list=<-loopback>"];
const dir = mkdtempSync(join(tmpdir(), "hex-connect-webdriver-"));
const capabilitiesFile = join(dir, "webdriver.json");
writeFileSync(capabilitiesFile, JSON.stringify(capabilities, null, 2));

const chromedriver = process.env.CHROMEDRIVER ?? "chromedriver";
const child = spawn(
  "wasm-pack",
  ["test", "--headless", "--chrome", "--chromedriver", which(chromedriver), "--", ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, WASM_BINDGEN_TEST_WEBDRIVER_JSON: capabilitiesFile },
  },
);
const code = await new Promise((resolve) => child.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0))));
proxy.close();
proxy.closeAllConnections();
rmSync(dir, { recursive: true, force: true });
console.log(`browser-tests: ${proxied} requests went through the proxy`);
// A run whose page never came through the proxy did not test what this script is for.
process.exit(code === 0 && proxied === 0 ? 1 : code);

/** The absolute path of a command on PATH (wasm-pack wants a path for --chromedriver). */
function which(command) {
  if (command.includes("/")) return command;
  return execFileSync("sh", ["-c", 'command -v "$1"', "sh", command], { encoding: "utf8" }).trim();
}
