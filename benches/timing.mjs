// Timing shared by the benchmark modules.
import { performance } from "node:perf_hooks";

/** The median wall time in milliseconds of `rounds` calls of `fn`, each after a garbage
 * collection when Node runs with --expose-gc, so that no round pays for another's garbage. */
export function median(rounds, fn) {
  const times = [];
  for (let r = 0; r < rounds; r++) {
    globalThis.gc?.();
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return middle(times);
}

/** The median of a list of numbers (the upper one of the two middle ones for an even count). */
export function middle(values) {
  return [...values].sort((a, b) => a - b)[values.length >> 1];
}
