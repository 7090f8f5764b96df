// "hex-connect/board/records": imported for its effect only (the `sgf` and `trmph` attributes
// of <hex-board>); it exports nothing.
export {};
