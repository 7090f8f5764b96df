// What every error of the module must look like: an Error of the stated class with a stable
// `code`, never a wasm trap (a WebAssembly.RuntimeError is an Error too, so `instanceof
// Error` alone would let one pass).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

/**
 * Runs `fn`, which must throw an error of the module, and checks it against `expected`:
 * `{ name: "TypeError", code: "INVALID_TYPE", message: /…/ or "…", row, column, move, line }`.
 * Fields left out are not checked, but `name` and `code` always are. Returns the error.
 */
export function throwsModuleError(fn, expected, label = "") {
  let error;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  assert.ok(error !== undefined, `${label}: expected an error, but nothing was thrown`);
  assert.ok(!(error instanceof WebAssembly.RuntimeError), `${label}: the module trapped: ${error}`);
  assert.ok(error instanceof Error, `${label}: not an Error: ${error}`);
  assert.equal(error.constructor.name, expected.name ?? "Error", `${label}: class of ${error}`);
  assert.equal(error.code, expected.code, `${label}: code of ${error}`);
  if (expected.message instanceof RegExp) assert.match(error.message, expected.message, label);
  else if (typeof expected.message === "string") assert.equal(error.message, expected.message, label);
  for (const field of ["row", "column", "move", "line"]) {
    if (field in expected) assert.equal(error[field], expected[field], `${label}: ${field} of ${error}`);
  }
  return error;
}

/**
 * Reads the package's `index.d.ts` under `root` and checks that it holds each of `lines`
 * word for word and no `any`. Returns the text, for further checks.
 */
export function declares(root, lines) {
  const dts = readFileSync(new URL("index.d.ts", root), "utf8");
  for (const line of lines) assert.ok(dts.includes(line), line);
  assert.doesNotMatch(dts, /\bany\b/);
  return dts;
}
