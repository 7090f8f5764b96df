// The default entry's decoder of its compressed parts (scripts/inflate.js, copied into the
// package as inflate.js), against Node's zlib, and the embedded parts of the built package
// (pkg/, `make package`) against their `.wasm` files.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { constants, deflateRawSync } from "node:zlib";
import { inflate } from "../../scripts/inflate.js";

const pkg = new URL("../../pkg/", import.meta.url);
const PARTS = ["rows", "core", "records", "analysis", "bot"];

/** Bytes with runs, repeats at every distance and noise: what exercises every code. */
function sample(n, seed) {
  const out = new Uint8Array(n);
  let state = seed;
  for (let i = 0; i < n; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const kind = state >>> 30;
    out[i] = kind === 0 ? state & 0xff : kind === 1 && i > 300 ? out[i - 1 - ((state >>> 8) % 300)] : i % 7;
  }
  return out;
}

test("inflate restores what zlib deflates: stored, fixed and dynamic blocks, and nothing", () => {
  const cases = [new Uint8Array(0), new TextEncoder().encode("hex ".repeat(50)), sample(70_000, 29), sample(1, 3)];
  const settings = [
    { level: 0 },
    { level: 1 },
    { level: 9 },
    { level: 9, strategy: constants.Z_FIXED },
    { level: 9, strategy: constants.Z_HUFFMAN_ONLY },
    { level: 9, strategy: constants.Z_RLE },
  ];
  for (const data of cases) {
    for (const options of settings) {
      const packed = deflateRawSync(data, options).toString("base64");
      assert.deepEqual(inflate(packed, data.length), data, `${data.length} bytes, ${JSON.stringify(options)}`);
    }
  }
});

test("inflate rejects a stream cut short, one of the wrong size, and a reserved block type", () => {
  const data = sample(5_000, 7);
  const packed = deflateRawSync(data, { level: 9 });
  const corrupt = { message: "hex-connect: an embedded .wasm is corrupt" };
  assert.throws(() => inflate(packed.subarray(0, packed.length >> 1).toString("base64"), data.length), corrupt);
  assert.throws(() => inflate(packed.toString("base64"), data.length - 1), corrupt);
  assert.throws(() => inflate(packed.toString("base64"), data.length + 1), corrupt);
  // The first byte's bits 1-2 are the block type: 3 is reserved.
  assert.throws(() => inflate(Buffer.from([0b111]).toString("base64"), 1), corrupt);
});

test("each part embedded in the default entry is its .wasm file, byte for byte", async () => {
  for (const part of PARTS) {
    const wasm = readFileSync(new URL(`${part}/hex_connect_${part}.wasm`, pkg));
    const { default: text } = await import(new URL(`${part}/bytes.js`, pkg).href);
    const entry = readFileSync(new URL(`${part}/index.js`, pkg), "utf8");
    const packed = /inflate\(bytes, (\d+)\)/.exec(entry);
    // A part that is not packed is a string of its bytes XORed with a key, which bytes.js
    // itself turns back into the bytes.
    if (!packed) assert.ok(text instanceof Uint8Array, `${part}: bytes.js gives the bytes`);
    const bytes = packed ? inflate(text, Number(packed[1])) : text;
    assert.deepEqual(Buffer.from(bytes), wasm, part);
  }
});
