// The JavaScript side of a game crossing between the package's parts by value (see
// by_value.rs): reading a Game's snapshot, and making a Game of the core part from one.
import { describe, invalidType } from "./checks.js";

// The core part's Game class: named by the core's start function, and, in the package, by
// each part that makes games (scripts/package.mjs), since every part has its own copy of
// this module.
let Game = null;

export function useGameClass(game) {
  Game = game;
}

// Duck-typed, so that a Game of either entry of the package, whose parts are separate
// instances anyway, crosses alike.
export function isGame(value) {
  return typeof value?.__toValue === "function";
}

// The snapshot of `game`; its `__toValue` throws FREED for a freed game.
export function snapshotOf(game) {
  if (!isGame(game)) throw invalidType(`game must be a Game of hex-connect, but got ${describe(game)}`);
  const snapshot = game.__toValue();
  if (!(snapshot instanceof Uint32Array)) throw invalidType("game must be a Game of hex-connect, but its __toValue() gave no snapshot");
  return snapshot;
}

export function adoptGame(snapshot, info) {
  if (Game === null) throw new Error("hex-connect: the core part, which makes games, has not started");
  return Game.__fromValue(snapshot, info);
}
