// Unit tests of the page's hex geometry, its words for players and cells, and its board-state
// helpers (no browser needed).
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  layout, hexToPixel, pixelToHex, hexRound, polygonCorners, cornerOffset, cellToHex, hexToCell, neighbours, boardBounds,
  ORIENTATIONS, DEFAULT_ORIENTATION, orientationOf, turn, arrowSteps,
} from "../../board/geometry.js";
import { textToRows, rowsToGrid, gridToText, encodeHash, decodeHash } from "../../www/state.js";
import { RULES, cellCode, cellValue, edgeOwners, joins } from "../../board/players.js";
import { columnName, cellName, cellLabel } from "../../board/a11y.js";
import { linksToDraw } from "../../www/links.js";

const close = (a, b, eps = 1e-9) => assert.ok(Math.abs(a - b) < eps, `${a} != ${b}`);

test("hexToPixel puts each row half a hex to the right of the one above", () => {
  const lay = layout(10, { x: 5, y: 7 });
  const w = Math.sqrt(3) * 10;
  const p00 = hexToPixel(lay, cellToHex(0, 0));
  close(p00.x, 5);
  close(p00.y, 7);
  const p01 = hexToPixel(lay, cellToHex(0, 1));
  close(p01.x - p00.x, w);
  close(p01.y, p00.y);
  const p10 = hexToPixel(lay, cellToHex(1, 0));
  close(p10.x - p00.x, w / 2);
  close(p10.y - p00.y, 15);
});

test("pixel to hex and back is the identity, at centres and near them", () => {
  const lay = layout(13.5, { x: -40, y: 12 });
  for (let r = -6; r <= 6; r++) {
    for (let q = -6; q <= 6; q++) {
      const centre = hexToPixel(lay, { q, r });
      assert.deepEqual(hexRound(pixelToHex(lay, centre)), { q, r });
      // Any point well inside the hex maps back to it too.
      for (let i = 0; i < 6; i++) {
        const off = cornerOffset(lay, i);
        const inside = { x: centre.x + off.x * 0.8, y: centre.y + off.y * 0.8 };
        assert.deepEqual(hexRound(pixelToHex(lay, inside)), { q, r });
      }
      const fractional = pixelToHex(lay, centre);
      close(fractional.q, q);
      close(fractional.r, r);
    }
  }
});

test("corners: six, at distance size, at 60°·i − 30°, shared with the neighbours", () => {
  const lay = layout(20);
  const corners = polygonCorners(lay, { q: 0, r: 0 });
  assert.equal(corners.length, 6);
  corners.forEach((p, i) => {
    close(Math.hypot(p.x, p.y), 20);
    const angle = (Math.atan2(p.y, p.x) * 180) / Math.PI;
    close(((angle - (60 * i - 30)) % 360 + 360) % 360, 0, 1e-6);
  });
  // Pointy top: corner 5 is straight up.
  close(corners[5].x, 0);
  close(corners[5].y, -20);
  // The right neighbour shares corners 0 and 1 with this hex's corners 4 and 3.
  const right = polygonCorners(lay, { q: 1, r: 0 });
  close(right[4].x, corners[0].x);
  close(right[4].y, corners[0].y);
  close(right[3].x, corners[1].x);
  close(right[3].y, corners[1].y);
});

test("the six geometric neighbours are the game's neighbours", () => {
  const lay = layout(1);
  const centre = hexToPixel(lay, cellToHex(4, 4));
  const ns = neighbours(4, 4);
  assert.equal(ns.length, 6);
  for (const [r, c] of ns) {
    const p = hexToPixel(lay, cellToHex(r, c));
    close(Math.hypot(p.x - centre.x, p.y - centre.y), Math.sqrt(3));
  }
  // The excluded diagonals are farther away.
  for (const [r, c] of [[3, 3], [5, 5]]) {
    const p = hexToPixel(lay, cellToHex(r, c));
    assert.ok(Math.hypot(p.x - centre.x, p.y - centre.y) > 2.9);
  }
  assert.deepEqual(hexToCell(cellToHex(3, 7)), { row: 3, col: 7 });
});

test("board bounds contain every corner", () => {
  const lay = layout(20);
  const b = boardBounds(lay, 4, 6);
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 6; c++) {
      for (const p of polygonCorners(lay, cellToHex(r, c))) {
        assert.ok(p.x >= b.minX - 1e-9 && p.x <= b.maxX + 1e-9 && p.y >= b.minY - 1e-9 && p.y <= b.maxY + 1e-9);
      }
    }
  }
});

test("the orientations: the rhombus by default, anything unknown read as it", () => {
  assert.deepEqual(Object.keys(ORIENTATIONS), ["rhombus", "flat"]);
  assert.equal(DEFAULT_ORIENTATION, "rhombus");
  assert.equal(orientationOf("flat"), "flat");
  assert.equal(orientationOf("rhombus"), "rhombus");
  for (const other of [null, undefined, "", "Flat", "diamond", "toString", "__proto__"]) assert.equal(orientationOf(other), "rhombus", String(other));
});

test("turned flat, a cell sits where HexGui's Diamond view puts it", () => {
  // HexGui's view, for flat-topped hexes of size s: column c and row r at
  // x = 3/2 s (c + r), y = sqrt(3)/2 s (r - c); a1 is the left corner.
  const s = 20;
  const lay = layout(s);
  for (let r = 0; r < 6; r++) {
    for (let c = 0; c < 9; c++) {
      const p = turn(hexToPixel(lay, cellToHex(r, c)), ORIENTATIONS.flat);
      close(p.x, 1.5 * s * (c + r));
      close(p.y, (Math.sqrt(3) / 2) * s * (r - c));
      assert.deepEqual(turn(hexToPixel(lay, cellToHex(r, c)), ORIENTATIONS.rhombus), hexToPixel(lay, cellToHex(r, c)));
    }
  }
  // The hexes are flat-topped: two corners on the level of the centre.
  const corners = polygonCorners(lay, { q: 0, r: 0 }).map((p) => turn(p, ORIENTATIONS.flat));
  assert.equal(corners.filter((p) => Math.abs(p.y) < 1e-9).length, 2);
});

test("each arrow steps to a neighbour in the direction it points on screen, and all six are reached", () => {
  const pointing = { ArrowRight: 0, ArrowDown: 90, ArrowLeft: 180, ArrowUp: 270 };
  for (const [orientation, degrees] of Object.entries(ORIENTATIONS)) {
    const steps = arrowSteps(orientation);
    const game = new Set(neighbours(0, 0).map(String));
    assert.deepEqual(new Set(Object.values(steps).map(String)), game, orientation);
    for (const [key, [dr, dc]] of Object.entries(steps)) {
      const p = turn(hexToPixel(layout(1), cellToHex(dr, dc)), degrees);
      const angle = ((Math.atan2(p.y, p.x) * 180) / Math.PI + 360) % 360;
      const arrow = pointing[key.replace("Shift", "")];
      const off = Math.min(Math.abs(angle - arrow), 360 - Math.abs(angle - arrow));
      assert.ok(off <= 30 + 1e-9, `${orientation} ${key} goes at ${angle}°`);
    }
  }
  // Exact ones: left and right on the rhombus, up and down turned flat.
  assert.deepEqual(arrowSteps("rhombus").ArrowRight, [0, 1]);
  assert.deepEqual(arrowSteps("flat").ArrowUp, [-1, 1]);
  assert.deepEqual(arrowSteps("flat").ArrowDown, [1, -1]);
});

test("board text helpers", () => {
  assert.deepEqual(textToRows("\nX O\n O X\n\n  \n"), ["X O", " O X"]);
  assert.deepEqual(textToRows("X\r\n X"), ["X", " X"]);
  const grid = rowsToGrid(["X O .", " . X O"]);
  assert.deepEqual(grid, [["X", "O", "."], [".", "X", "O"]]);
  assert.equal(gridToText(grid), "X O .\n . X O");
});

test("the hash keeps board and rule", () => {
  const grid = rowsToGrid(["X O .", " . X O"]);
  const hash = encodeHash(grid, "left-right");
  assert.equal(hash, "#rule=left-right&rows=XO./.XO");
  assert.deepEqual(decodeHash(hash), { rule: "left-right", rows: ["XO.", ".XO"] });
  assert.deepEqual(decodeHash("#rows=X"), { rule: "top-bottom", rows: ["X"] });
  assert.deepEqual(decodeHash("#rule=sideways&rows=X%20O"), { rule: "top-bottom", rows: ["X O"] });
  assert.equal(decodeHash(""), null);
  assert.equal(decodeHash("#rows=%E0%A4%A"), null);
});

test("each rule gives X the edges it names and O the other two", () => {
  assert.deepEqual(RULES, ["top-bottom", "left-right"]);
  assert.deepEqual(edgeOwners("top-bottom"), { topBottom: "X", leftRight: "O" });
  assert.deepEqual(edgeOwners("left-right"), { topBottom: "O", leftRight: "X" });
  assert.equal(joins("X", "top-bottom"), "top and bottom");
  assert.equal(joins("O", "top-bottom"), "left and right");
  assert.equal(joins("X", "left-right"), "left and right");
  assert.equal(joins("O", "left-right"), "top and bottom");
});

test("cells are written X, O and . and kept as 1, 2 and 0", () => {
  assert.deepEqual(["X", "O", "."].map(cellCode), [1, 2, 0]);
  assert.deepEqual([0, 1, 2].map(cellValue), [".", "X", "O"]);
  assert.equal(cellCode("x"), 0, "only the module's own letters are stones");
});

test("cells are named as HexWiki names them, for the move list and screen readers", () => {
  assert.deepEqual([0, 25, 26, 51, 52, 701, 702].map(columnName), ["a", "z", "aa", "az", "ba", "zz", "aaa"]);
  assert.equal(cellName(5, 5), "f6");
  assert.equal(cellName(199, 199), "gr200");
  assert.equal(cellLabel(0, 10, 0), "k1, empty");
  assert.equal(cellLabel(1, 1, 2), "b2, O");
});

test("the knowledge overlay draws each pair's smallest full connection, not the ones that chain two others", () => {
  const found = [
    { from: [0, 0], to: [1, 1], kind: "full", carrier: [[0, 1], [1, 0]] },
    // The same pair again, with a larger carrier.
    { from: [0, 0], to: [1, 1], kind: "full", carrier: [[0, 1], [1, 0], [2, 2]] },
    { from: [1, 1], to: [2, 2], kind: "full", carrier: [[1, 2], [2, 1]] },
    // Two bridges chained through the stone at [1, 1].
    { from: [0, 0], to: [2, 2], kind: "full", carrier: [[0, 1], [1, 0], [1, 2], [2, 1]] },
    // A pair whose carrier is not the two bridges': drawn.
    { from: [0, 0], to: "edge-goal", kind: "full", carrier: [[0, 1], [1, 0], [1, 2], [3, 3]] },
    { from: [2, 2], to: "edge-goal", kind: "semi", carrier: [[3, 1], [3, 2]], key: [3, 1] },
  ];
  assert.deepEqual(linksToDraw("O", found), [
    { player: "O", kind: "full", from: [0, 0], to: [1, 1], carrier: [[0, 1], [1, 0]] },
    { player: "O", kind: "full", from: [1, 1], to: [2, 2], carrier: [[1, 2], [2, 1]] },
    { player: "O", kind: "full", from: [0, 0], to: "edge-goal", carrier: [[0, 1], [1, 0], [1, 2], [3, 3]] },
  ]);
  assert.deepEqual(linksToDraw("X", []), []);
});
