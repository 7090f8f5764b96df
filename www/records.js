// Game records on the page: Open (a file input, and .sgf/.hsgf files dropped on the page),
// Save SGF, and the Swap button of the second move. main.js hands in how to start a game
// and how to show an error; everything else about records is here.
import { fromSgf, maxInputBytes, toSgf } from "./pkg/web/index.js";
import { download, fileName } from "./share.js";

/**
 * Wires the record controls. `current()` is the game on screen, `rule()` its rule,
 * `start(game)` puts a new game on screen, `playMove(notation)` plays a move that is not a
 * click, and `fail(message)` shows an error.
 */
export function wireRecords({ current, rule, start, playMove, fail }) {
  const open = document.getElementById("open-sgf");
  const save = document.getElementById("save-sgf");
  const swap = document.getElementById("swap");

  /** Reads a record's text into a new game; the module's error is shown when it is none. */
  function openText(text, name) {
    try {
      start(fromSgf(text, { xConnects: rule() }));
    } catch (e) {
      fail(`${name} was not read: ${e.message}`);
    }
  }

  async function openFile(file) {
    if (!file) return;
    if (file.size > maxInputBytes()) {
      fail(`${file.name} is too large for a game record`);
      return;
    }
    openText(await file.text(), file.name);
  }

  open.addEventListener("change", async () => {
    await openFile(open.files?.[0]);
    open.value = "";
  });

  // A file dropped anywhere on the page opens; other drops are left to the browser.
  const isRecord = (file) => /\.(h?sgf)$/i.test(file.name);
  document.addEventListener("dragover", (e) => {
    if (e.dataTransfer?.types.includes("Files")) e.preventDefault();
  });
  document.addEventListener("drop", (e) => {
    const file = [...(e.dataTransfer?.files ?? [])].find(isRecord);
    if (!file) return;
    e.preventDefault();
    openFile(file);
  });

  save.addEventListener("click", () => {
    const game = current();
    const text = toSgf(game);
    download(new Blob([text], { type: "application/x-go-sgf" }), fileName(game, "sgf"));
  });

  // Swap-pieces on a square board (as PlayHex and Little Golem play it), else swap-sides.
  swap.addEventListener("click", () => {
    const game = current();
    playMove(game.rows === game.cols ? "swap-pieces" : "swap-sides");
  });

  /** Shows the Swap button only when the swap is the move to play. */
  return function update() {
    const game = current();
    swap.hidden = !game?.canSwap;
  };
}
