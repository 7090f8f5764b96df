// The "hex-connect/board" entry: the <hex-board> element, defined on import where there is a
// custom element registry and no element of that name yet (another copy of the package, or the
// app itself, may have defined one first).
import { HexBoard } from "./element.js";

if (typeof customElements !== "undefined" && !customElements.get("hex-board")) {
  customElements.define("hex-board", HexBoard);
}

export { HexBoard };
