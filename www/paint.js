// Work that can wait until a change has been painted, so that a move shows first.

/**
 * A function that runs `task` once after the next painted frame, however often it is called
 * before then (a burst of moves costs one run).
 */
export function afterPaint(task) {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => setTimeout(() => {
      pending = false;
      task();
    }, 0));
  };
}
