// The page's keyboard shortcuts: Ctrl+Z (or Cmd+Z) undoes, Ctrl+Y and Ctrl+Shift+Z redo. The
// text box keeps these keys for its own text.

/** Wires the shortcuts to `session` (see session.js); `text` is the board text box. */
export function wireShortcuts(session, text) {
  document.addEventListener("keydown", (e) => {
    if (e.target === text || !(e.ctrlKey || e.metaKey)) return;
    const key = e.key.toLowerCase();
    if (key === "z" && !e.shiftKey) {
      e.preventDefault();
      session.undo();
    } else if (key === "y" || (key === "z" && e.shiftKey)) {
      e.preventDefault();
      session.redo();
    }
  });
}
