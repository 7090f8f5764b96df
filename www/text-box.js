// The board text box: typing starts a new game from the text (a trmph link is a game too),
// and the box follows the game on screen a moment after each change. Bad text keeps the last
// good board on screen, and the session shows what is wrong.
import { textToRows, gridToText, trmphLink } from "./state.js";
import { afterPaint } from "./paint.js";

/** Wires the text box `box` to `session` (see session.js). */
export function wireTextBox(box, session) {
  // Left alone while it has the focus: a write landing as the user starts typing (or
  // pastes) would mix the two texts.
  const write = afterPaint(() => {
    if (document.activeElement !== box) box.value = gridToText(session.grid());
  });
  session.onChange(({ typed }) => {
    if (!typed) write();
  });
  box.addEventListener("input", () => {
    const link = trmphLink(box.value);
    if (link) session.loadTrmph(link);
    else session.load(textToRows(box.value), session.rule, { typed: true });
  });
}
