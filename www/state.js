// Pure board-state helpers of the page: text <-> grid and the URL hash.
// No DOM and no wasm here, so Node tests can import this file as it is.

import { RULES } from "./board/players.js";

/** The rows of the textarea's text: line breaks split rows; blank lines at either end are dropped. */
export function textToRows(text) {
  const lines = text.split(/\r?\n/);
  while (lines.length && lines[lines.length - 1].trim() === "") lines.pop();
  while (lines.length && lines[0].trim() === "") lines.shift();
  return lines;
}

/** A grid (array of arrays of "X" | "O" | ".") of rows already accepted by the module. */
export function rowsToGrid(rows) {
  return rows.map((row) => Array.from(row.replaceAll(" ", "")));
}

/** The canonical text: cells separated by spaces, row r indented by r spaces. */
export function gridToText(grid) {
  return grid.map((row, r) => " ".repeat(r) + row.join(" ")).join("\n");
}

/** "#rule=left-right&rows=XO./.XO": the rows without layout, separated by "/". */
export function encodeHash(grid, rule) {
  const rows = grid.map((row) => row.join("")).join("/");
  return `#rule=${rule}&rows=${rows}`;
}

/** { rule, rows } from a hash written by encodeHash, or null when it holds no board. */
export function decodeHash(hash) {
  const params = new Map();
  for (const part of hash.replace(/^#/, "").split("&")) {
    const at = part.indexOf("=");
    if (at > 0) params.set(part.slice(0, at), part.slice(at + 1));
  }
  if (!params.has("rows")) return null;
  let rows;
  try {
    rows = decodeURIComponent(params.get("rows")).split("/");
  } catch {
    return null;
  }
  const rule = RULES.includes(params.get("rule")) ? params.get("rule") : "top-bottom";
  return { rule, rows };
}

/** The trmph link (or its fragment, `11,a1b2c3`) that `text` is, or null: what the board
 * box and the URL hash (`#11,a1b2c3`, `#trmph=…`) take as a game to load. */
export function trmphLink(text) {
  let t = text.trim();
  if (t.startsWith("#")) t = t.slice(1);
  if (t.startsWith("trmph=")) {
    try {
      t = decodeURIComponent(t.slice(6));
    } catch {
      return null;
    }
  }
  const link = /^(?:https?:\/\/(?:www\.)?trmph\.com\/hex\/board)?#?(\d+,[a-z0-9]*)$/i.exec(t);
  return link ? link[1] : null;
}
