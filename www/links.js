// Which of a player's virtual connections the knowledge overlay draws (no DOM, no module:
// tested in Node).

const endKey = (end) => (typeof end === "string" ? end : end.join(","));

/**
 * The links worth drawing among `player`'s connections (full ones, sorted by ends and then by
 * carrier size, as connections() gives them): the smallest of each pair of ends, less those
 * that only chain two drawn links through a third end, their carriers together inside its.
 */
export function linksToDraw(player, found) {
  const best = new Map(); // "a|b" → the smallest full connection between a and b
  for (const link of found) {
    if (link.kind !== "full") continue;
    const key = `${endKey(link.from)}|${endKey(link.to)}`;
    if (!best.has(key)) best.set(key, { ...link, cells: new Set(link.carrier.map(String)) });
  }
  const between = (a, b) => best.get(`${a}|${b}`) ?? best.get(`${b}|${a}`);
  const ends = [...new Set([...best.values()].flatMap((l) => [endKey(l.from), endKey(l.to)]))];
  const links = [];
  for (const link of best.values()) {
    const [a, b] = [endKey(link.from), endKey(link.to)];
    const chained = ends.some((m) => {
      if (m === a || m === b) return false;
      const first = between(a, m);
      const second = between(m, b);
      return first && second && [...first.cells, ...second.cells].every((cell) => link.cells.has(cell));
    });
    if (!chained) links.push({ player, kind: link.kind, from: link.from, to: link.to, carrier: link.carrier });
  }
  return links;
}
