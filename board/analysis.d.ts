// "hex-connect/board/analysis": imported for its effect only (the `show-hints` attribute of
// <hex-board>); it exports nothing.
export {};
