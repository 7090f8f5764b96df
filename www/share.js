// Files to share: a name for the game's file and a download helper (the pictures themselves
// are made by board/picture.js, which <hex-board> uses too).

/** A file name for the game on screen: "hex-11x11-7.svg" for 7 moves on 11x11. */
export const fileName = (game, extension) => `hex-${game.rows}x${game.cols}-${game.moveCount}.${extension}`;

/** Offers `blob` as a download named `name`. */
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
