// The sharing buttons: the board as an SVG or a PNG file, and a link to the position.
import { download, fileName } from "./share.js";
import { standaloneSvg, svgToPng } from "./board/picture.js";

const $ = (id) => document.getElementById(id);

/** Wires the buttons to `session` and `view` (see session.js, view.js); `link()` is the
 * page's address with the game on screen in it. */
export function wireDownloads(session, view, link) {
  const svg = $("hexboard");
  const overlay = $("overlay");
  const shared = $("shared");

  $("save-svg").addEventListener("click", () => {
    // A large board may still be adding its cells' elements; the file has them all.
    view.complete();
    download(new Blob([standaloneSvg(svg, overlay)], { type: "image/svg+xml" }), fileName(session.game, "svg"));
  });
  $("save-png").addEventListener("click", async () => {
    try {
      download(await svgToPng(standaloneSvg(svg, overlay)), fileName(session.game, "png"));
    } catch (e) {
      session.fail(`The picture could not be made: ${e.message}`);
    }
  });
  $("copy-link").addEventListener("click", async () => {
    const address = link();
    try {
      await navigator.clipboard.writeText(address);
      shared.textContent = "Link copied.";
    } catch {
      shared.textContent = `Copy this link: ${address}`;
    }
  });
}
