// The demo page's entry: loads the wasm module, makes the board view and the session (the game
// on screen), and wires each part of the page to them. Each module named below does one job.
import init, { Game } from "./pkg/web/index.js";
import { BoardView } from "./board/view.js";
import { boardCss } from "./board/style.js";
import { Session } from "./session.js";
import { wireStatus } from "./status.js";
import { wireTextBox } from "./text-box.js";
import { wireUrlHash } from "./url-hash.js";
import { wireControls } from "./controls.js";
import { wireShortcuts } from "./shortcuts.js";
import { wireDownloads } from "./downloads.js";
import { wireRecords } from "./records.js";
import { wireBot } from "./bot.js";
import { wireSolve } from "./solve.js";
import { wireKnowledge } from "./knowledge.js";

const $ = (id) => document.getElementById(id);
const text = $("board");
const error = $("error");

// The board's rules, the same as <hex-board> has, with its colours on the page's root.
const sheet = new CSSStyleSheet();
sheet.replaceSync(boardCss(":root"));
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const view = new BoardView($("hexboard"), $("overlay"));

/** Shows `message` as the page's error; `invalidText` marks the text box as its cause. */
function fail(message, { invalidText = false } = {}) {
  error.textContent = message;
  if (invalidText) text.setAttribute("aria-invalid", "true");
}

// The computer is wired after the session it plays in; until then it neither thinks nor plays.
let bot = { thinking: () => false, plays: () => false };
const session = new Session(view, fail, { thinking: () => bot.thinking(), plays: (player) => bot.plays(player) });

view.svg.addEventListener("cell-activate", ({ detail }) => session.play(detail.row, detail.col));
view.svg.addEventListener("cell-point", ({ detail }) => { $("cell-name").textContent = detail?.name ?? ""; });

const setHints = wireStatus(session);
wireTextBox(text, session);
const hash = wireUrlHash(session);
wireControls(session, setHints);
wireShortcuts(session, text);
wireDownloads(session, view, hash.link);
session.onChange(wireRecords({
  current: () => session.game,
  rule: () => session.rule,
  start: (next) => session.start(next, session.rule),
  playMove: (move) => session.playMove(move),
  fail,
}));
bot = wireBot({
  current: () => session.game,
  playAt: (row, col) => session.play(row, col),
  playMove: (move) => session.playMove(move),
  suggest: (cell) => view.set({ suggestion: cell }),
  fail,
});
session.onChange(bot.update);
session.onChange(wireSolve({ current: () => session.game, fail }));
session.onChange(wireKnowledge(session));

await init();
if (!hash.read()) {
  const message = error.textContent;
  session.start(new Game(11, 11), "top-bottom");
  if (message) fail(`The link's board was not read: ${message}`);
}
