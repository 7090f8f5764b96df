// The "hex-connect/board/records" entry: lets <hex-board> read its `sgf` and `trmph`
// attributes, through the package's records part, loaded the first time a board needs it.
// Without this import a board given a record shows an empty board and says why in `error` and
// a `hex-error` event. It does nothing else, and exports nothing.
import { provide } from "./parts.js";

provide("records", () => import("../records/index.js"));
