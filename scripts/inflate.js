// Decompresses the `.wasm` of each part of hex-connect's default entry (scripts/package.mjs
// copies this file into the package as inflate.js). The entry embeds a part as base64 of
// its raw DEFLATE stream where that, with this decoder, gzips smaller than the part's bytes
// as a string (embed() in package.mjs weighs the two): base64 of data already compressed
// costs gzip on the wire almost nothing, and decompressing synchronously keeps the entry's
// synchronous start.
//
// A plain RFC 1951 decoder: canonical Huffman codes looked up by their first bits, the
// longer ones then read a bit at a time.

/** Length codes 257..285 and distance codes 0..29: each one's base and its extra bits. */
const LENGTH_BASE = new Uint16Array(29);
const LENGTH_EXTRA = new Uint8Array(29);
const DIST_BASE = new Uint16Array(30);
const DIST_EXTRA = new Uint8Array(30);
for (let i = 0, base = 3; i < 29; i++) {
  LENGTH_EXTRA[i] = i < 8 || i === 28 ? 0 : (i >> 2) - 1;
  LENGTH_BASE[i] = i === 28 ? 258 : base;
  base += 1 << LENGTH_EXTRA[i];
}
for (let i = 0, base = 1; i < 30; i++) {
  DIST_EXTRA[i] = i < 4 ? 0 : (i >> 1) - 1;
  DIST_BASE[i] = base;
  base += 1 << DIST_EXTRA[i];
}
/** The order in which a dynamic block lists the code lengths of its code-length code. */
const ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** A canonical Huffman code from its symbols' code lengths: how many codes each length has,
 * and the symbols in code order. */
function code(lengths) {
  const counts = new Uint16Array(16);
  for (const length of lengths) counts[length]++;
  counts[0] = 0;
  const next = new Uint16Array(16);
  for (let length = 1; length < 16; length++) next[length] = next[length - 1] + counts[length - 1];
  const symbols = new Uint16Array(lengths.length);
  lengths.forEach((length, symbol) => {
    if (length) symbols[next[length]++] = symbol;
  });
  // The codes of up to FAST bits, looked up by the next FAST bits of the stream (which hold
  // a code's bits in reverse): each entry is the symbol times 16 plus the code's length, or
  // 0 where a longer code starts, which decode() then reads a bit at a time.
  const fast = new Uint16Array(1 << FAST);
  for (let length = 1, first = 0, index = 0; length <= FAST; length++) {
    for (let i = 0; i < counts[length]; i++) {
      let reversed = 0;
      for (let b = 0, c = first + i; b < length; b++, c >>= 1) reversed = (reversed << 1) | (c & 1);
      for (let at = reversed; at < 1 << FAST; at += 1 << length) fast[at] = (symbols[index + i] << 4) | length;
    }
    index += counts[length];
    first = (first + counts[length]) << 1;
  }
  return { counts, symbols, fast };
}

/** How many bits the lookup of a code takes at once: most codes are shorter. */
const FAST = 9;

const FIXED_LITERALS = code(Array.from({ length: 288 }, (_, s) => (s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8)));
const FIXED_DISTANCES = code(new Array(30).fill(5));

/** The bytes of the base64 `text`, a raw DEFLATE stream that inflates to `size` bytes. */
export function inflate(text, size) {
  const binary = atob(text);
  const input = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) input[i] = binary.charCodeAt(i);
  const out = new Uint8Array(size);
  let at = 0;
  const bad = () => new Error("hex-connect: an embedded .wasm is corrupt");
  // The bits read from `input` and not yet used, first bit lowest.
  let hold = 0;
  let have = 0;
  let pos = 0;
  const bits = (n) => {
    while (have < n) {
      if (pos >= input.length) throw bad();
      hold |= input[pos++] << have;
      have += 8;
    }
    const value = hold & ((1 << n) - 1);
    hold >>>= n;
    have -= n;
    return value;
  };
  // Huffman codes are packed first bit first, unlike the other fields.
  const decode = ({ counts, symbols, fast }) => {
    while (have < FAST && pos < input.length) {
      hold |= input[pos++] << have;
      have += 8;
    }
    const entry = fast[hold & ((1 << FAST) - 1)];
    if (entry !== 0 && (entry & 15) <= have) {
      hold >>>= entry & 15;
      have -= entry & 15;
      return entry >> 4;
    }
    let value = 0;
    let first = 0;
    let index = 0;
    for (let length = 1; length < 16; length++) {
      if (have === 0) {
        if (pos >= input.length) throw bad();
        hold = input[pos++];
        have = 8;
      }
      value |= hold & 1;
      hold >>>= 1;
      have--;
      const count = counts[length];
      if (value - first < count) return symbols[index + value - first];
      index += count;
      first = (first + count) << 1;
      value <<= 1;
    }
    throw bad();
  };
  let last = 0;
  while (!last) {
    last = bits(1);
    const type = bits(2);
    if (type === 0) {
      // A stored block starts at the next byte: fewer than 8 bits are held here.
      hold = 0;
      have = 0;
      const length = bits(16);
      if ((length ^ 0xffff) !== bits(16) || at + length > size || pos + length > input.length) throw bad();
      out.set(input.subarray(pos, pos + length), at);
      at += length;
      pos += length;
      continue;
    }
    if (type === 3) throw bad();
    let literals = FIXED_LITERALS;
    let distances = FIXED_DISTANCES;
    if (type === 2) {
      const nLiterals = bits(5) + 257;
      const nDistances = bits(5) + 1;
      const nLengths = bits(4) + 4;
      const lengthLengths = new Array(19).fill(0);
      for (let i = 0; i < nLengths; i++) lengthLengths[ORDER[i]] = bits(3);
      const lengthCode = code(lengthLengths);
      const lengths = [];
      while (lengths.length < nLiterals + nDistances) {
        const symbol = decode(lengthCode);
        if (symbol < 16) lengths.push(symbol);
        else {
          if (symbol === 16 && lengths.length === 0) throw bad();
          const repeat = symbol === 16 ? 3 + bits(2) : symbol === 17 ? 3 + bits(3) : 11 + bits(7);
          const value = symbol === 16 ? lengths[lengths.length - 1] : 0;
          for (let i = 0; i < repeat; i++) lengths.push(value);
        }
      }
      if (lengths.length !== nLiterals + nDistances) throw bad();
      literals = code(lengths.slice(0, nLiterals));
      distances = code(lengths.slice(nLiterals));
    }
    for (;;) {
      const symbol = decode(literals);
      if (symbol < 256) {
        if (at >= size) throw bad();
        out[at++] = symbol;
      } else if (symbol === 256) {
        break;
      } else {
        const l = symbol - 257;
        if (l >= 29) throw bad();
        const length = LENGTH_BASE[l] + bits(LENGTH_EXTRA[l]);
        const d = decode(distances);
        if (d >= 30) throw bad();
        const distance = DIST_BASE[d] + bits(DIST_EXTRA[d]);
        if (distance > at || at + length > size) throw bad();
        // Byte by byte: a copy may overlap what it writes (a run).
        for (let i = 0; i < length; i++, at++) out[at] = out[at - distance];
      }
    }
  }
  if (at !== size) throw bad();
  return out;
}
