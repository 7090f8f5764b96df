import init, { winner, winningPath } from "./pkg/hex_connect.js";

await init();
const board = document.getElementById("board");
const status = document.getElementById("status");
const error = document.getElementById("error");

function update() {
  const rows = board.value.split("\n").filter((line) => line.trim() !== "");
  try {
    const who = winner(rows);
    const path = winningPath(rows);
    status.textContent = who ? `${who} wins: ${path.map(([r, c]) => `(${r}, ${c})`).join(" ")}` : "No winner";
    error.textContent = "";
  } catch (e) {
    error.textContent = e.message;
  }
}
board.addEventListener("input", update);
update();
