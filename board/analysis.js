// The "hex-connect/board/analysis" entry: lets <hex-board> outline hints (`show-hints`),
// through the package's analysis part, loaded the first time a board shows them. Without this
// import a board asked for hints shows none and says why in a `hex-error` event.
// It does nothing else, and exports nothing.
import { provide } from "./parts.js";

provide("analysis", () => import("../analysis/index.js"));
