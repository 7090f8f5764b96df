// The named alternative of fromSgf in `make bench`: a careful plain-JavaScript SGF
// reader (one pass over the text: values with escapes, property names, the main line of
// the first game tree) that hands the moves to Game.fromMoves. It reads what toSgf writes
// and what HexGui and PlayHex write; it does not know the dialects fromSgf handles.

/** { size: [rows, cols], moves: "a1 b2 ...", info } of an SGF text's main line. */
export function parseSgf(text) {
  const n = text.length;
  let i = text.indexOf("(");
  if (i < 0) throw new Error("no game tree");
  i++;
  let depth = 1;
  let following = true;
  let rows = 11;
  let cols = 11;
  const info = {};
  const moves = [];
  let node = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 40 /* ( */) {
      depth++;
      i++;
    } else if (c === 41 /* ) */) {
      depth--;
      following = false;
      i++;
      if (depth === 0) break;
    } else if (c === 59 /* ; */) {
      node++;
      i++;
      // The node's properties.
      for (;;) {
        while (i < n && text.charCodeAt(i) <= 32) i++;
        const start = i;
        while (i < n) {
          const k = text.charCodeAt(i) | 32;
          if (k < 97 || k > 122) break;
          i++;
        }
        if (i === start) break;
        const name = text.slice(start, i);
        let value = null;
        for (;;) {
          while (i < n && text.charCodeAt(i) <= 32) i++;
          if (text.charCodeAt(i) !== 91 /* [ */) break;
          let j = i + 1;
          let escaped = false;
          while (j < n && text.charCodeAt(j) !== 93 /* ] */) {
            if (text.charCodeAt(j) === 92 /* \ */) {
              escaped = true;
              j++;
            }
            j++;
          }
          if (j >= n) throw new Error("unclosed value");
          const raw = text.slice(i + 1, j);
          value ??= escaped ? raw.replace(/\\(.)/gs, "$1") : raw;
          i = j + 1;
        }
        if (value === null) throw new Error(`property ${name} has no value`);
        if (!following) continue;
        if (name === "B" || name === "W") moves.push(value.trim());
        else if (node === 1) {
          if (name === "SZ") {
            const [a, b] = value.split(":").map(Number);
            if (b === undefined) rows = cols = a;
            else [cols, rows] = [a, b];
          } else if (name !== "FF" && name !== "GM" && name !== "AP") info[name] = value;
        }
      }
    } else if (c <= 32) {
      i++;
    } else {
      throw new Error(`unexpected ${text[i]}`);
    }
  }
  if (depth !== 0) throw new Error("unclosed game tree");
  return { size: [rows, cols], moves: moves.join(" "), info };
}

/** The game of `text` through parseSgf and Game.fromMoves. */
export function plainFromSgf(Game, text) {
  const { size, moves } = parseSgf(text);
  return Game.fromMoves(moves, size[0], size[1]);
}
