import type { Game, Player } from "../index.js";

/** The detail of `hex-move`: the cell the user chose and who would play there. */
export interface HexMoveDetail {
  /** 0-based row, from the top. */
  row: number;
  /** 0-based column, from the left. */
  col: number;
  /** The move in HexWiki notation, such as `"c4"`. */
  move: string;
  /** The side to move, who would place the stone. */
  player: Player;
}

/** The detail of `hex-change`: the move played, and the game after it. */
export interface HexChangeDetail extends HexMoveDetail {
  /** Every move of the game, as `Game.toMoves()` writes them. */
  moves: string;
  /** The winner after the move, or null. */
  winner: Player | null;
}

/** The detail of `hex-win`: who won, and the winning chain. */
export interface HexWinDetail {
  /** The player who joined their edges. */
  winner: Player;
  /** The winner's shortest chain, as `[row, col]` pairs. */
  path: Array<[number, number]>;
}

/** The detail of `hex-error`: why an attribute could not be read. */
export interface HexErrorDetail {
  /** The package's error, with its stable `code`. */
  error: Error;
}

/** The events `<hex-board>` sends, by name. */
export interface HexBoardEventMap extends HTMLElementEventMap {
  /** The user chose an empty cell: cancel it (`preventDefault()`) and nothing is played. */
  "hex-move": CustomEvent<HexMoveDetail>;
  /** A move of the user was played. */
  "hex-change": CustomEvent<HexChangeDetail>;
  /** A move of the user won the game. */
  "hex-win": CustomEvent<HexWinDetail>;
  /** An attribute (`moves`, `rows`, `sgf`, `trmph`) could not be read, and the board is empty;
   * or `sgf`, `trmph` or `show-hints` needs a part the app has not imported (`NO_PART`). */
  "hex-error": CustomEvent<HexErrorDetail>;
}

/**
 * A board of Hex that the user plays on: click, tap, or the arrow keys and Enter. The
 * position comes from, first match wins: the `game` property, `sgf`, `trmph`, `rows`, and
 * `size` with `moves`. Colours are the `--hex-*` custom properties; parts are `stack`,
 * `board`, `overlay`, `cells`, `edges`, `coords`, `stones`, `chain`, `path`, `hints`,
 * `hover` and `last-move`.
 *
 * @example
 * ```html
 * <script type="module">import "hex-connect/board";</script>
 * <hex-board size="11" moves="f6 e7" coords show-path last-move></hex-board>
 * ```
 */
export class HexBoard extends HTMLElement {
  /** The attributes the element reads. */
  static readonly observedAttributes: string[];
  /** `"11"` or `"9x13"` (rows x columns); 11 by default. Reflects the `size` attribute. */
  size: string;
  /** The edges X joins: `"top-bottom"` (the default) or `"left-right"`. Reflects `rule`. */
  rule: "top-bottom" | "left-right";
  /** The moves in HexWiki notation, swaps included (`"a1 swap-pieces c3"`). Setting it
   * sets the `moves` attribute; reading it gives the moves of the game shown. */
  moves: string;
  /** The position in the format of `winner()`. Setting it sets the `rows` attribute (one
   * row a line); reading it gives the rows of the game shown. */
  rows: string[];
  /** An SGF record to show (its main line); the `sgf` attribute. Needs
   * `import "hex-connect/board/records"` once in the app. */
  sgf: string | null;
  /** A trmph link or its fragment to show; the `trmph` attribute. Needs
   * `import "hex-connect/board/records"` once in the app. */
  trmph: string | null;
  /** Whether clicks and keys play nothing; the `readonly` attribute. */
  readonly: boolean;
  /** Whether the column letters and row numbers show; the `coords` attribute. */
  coords: boolean;
  /** Whether the winning chain is highlighted; the `show-path` attribute. */
  showPath: boolean;
  /** Whether the cells that would join the side to move's edges soonest are outlined (from
   * `analyze(game)`); the `show-hints` attribute. Needs `import "hex-connect/board/analysis"`
   * once in the app. */
  showHints: boolean;
  /** Whether the last move is marked; the `last-move` attribute. */
  lastMove: boolean;
  /** How the board is drawn: `"rhombus"` (the default: the first row along the top) or
   * `"flat"` (HexGui's view: turned 30° anticlockwise, a1 the left corner). Reflects
   * `orientation`; an attribute of another value draws, and reads as, `"rhombus"`. */
  orientation: "rhombus" | "flat";
  /** The game shown. Setting one shows it and plays the user's moves on it; the caller
   * keeps owning it (and frees it when done). */
  game: Game;
  /** Why the last attribute that could not be read failed, or null. */
  readonly error: Error | null;
  /** The winner of the game shown, or null. */
  readonly winner: Player | null;
  /** The board as a standalone SVG document, with the colours set on this element. */
  toSVG(): string;
  /** The board as a PNG image. */
  toPNG(): Promise<Blob>;
  /** Listens to an event of the element, its `detail` typed. */
  addEventListener<K extends keyof HexBoardEventMap>(type: K, listener: (this: HexBoard, ev: HexBoardEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  /** Listens to any event. */
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  /** Stops listening to an event of the element. */
  removeEventListener<K extends keyof HexBoardEventMap>(type: K, listener: (this: HexBoard, ev: HexBoardEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  /** Stops listening to any event. */
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    "hex-board": HexBoard;
  }
}
