// The URL hash holds the position and the rule (or a trmph game), so that a link or a reload
// brings the board back: it is read on load and when it changes, and follows the game a moment
// after each change.
import { encodeHash, decodeHash, trmphLink } from "./state.js";
import { afterPaint } from "./paint.js";

/**
 * Wires the URL hash to `session` (see session.js). Returns `read()`, which loads the hash's
 * game (true when there was one and it loaded), and `link()`, the page's address with the
 * game on screen in it.
 */
export function wireUrlHash(session) {
  const hashOf = () => encodeHash(session.grid(), session.rule);
  const writeNow = () => window.history.replaceState(null, "", hashOf());
  const write = afterPaint(writeNow);
  session.onChange(write);

  function read() {
    const hash = window.location.hash;
    const link = trmphLink(hash);
    if (link) return session.loadTrmph(link);
    const saved = decodeHash(hash);
    if (!saved) return false;
    if (session.game && hashOf() === hash) return true;
    return session.load(saved.rows, saved.rule);
  }
  window.addEventListener("hashchange", read);

  return {
    read,
    link() {
      writeNow();
      return window.location.href;
    },
  };
}
