// <hex-board>: a board of Hex as a custom element, drawn by the demo page's own view (view.js,
// render.js) in a shadow root and played through a `Game` of the package.
//
// Where the position comes from, first match wins: the `game` property; the `sgf` attribute;
// `trmph`; `rows` (the format of `winner()`, one row a line or rows split by "/"); `size`
// with `moves`. Any of them changing makes a new game; a user's move changes the game the
// element holds, and `moves` follows it when the moves are the source.
import { Game, part } from "./parts.js";
import { View } from "./view.js";
import { BoardRenderer } from "./render.js";
import { elementCss, COLOURS } from "./style.js";
import { standaloneSvg } from "./picture.js";
import { RULES, cellCode, cellsOf } from "./players.js";
import { cellName } from "./a11y.js";
import { orientationOf } from "./geometry.js";

const SVG_NS = "http://www.w3.org/2000/svg";
const SOURCES = ["size", "rule", "moves", "rows", "sgf", "trmph"];
const FLAGS = ["readonly", "coords", "show-path", "show-hints", "last-move"];
// How the board is turned: it changes the drawing only, never the game.
const ORIENTATION = "orientation";
const DEFAULT_SIZE = 11;

// The host's own box: a block that takes its container's width, the drawing scaled into it.
const HOST = ":host { display: block; position: relative; } :host([hidden]) { display: none; }\n";

/** One style sheet for every element of the document, built on first use; a <style> where
 * the browser cannot share one. */
let shared = null;
function adoptStyle(root) {
  const css = HOST + elementCss();
  if ("adoptedStyleSheets" in root && typeof CSSStyleSheet === "function" && "replaceSync" in CSSStyleSheet.prototype) {
    if (!shared) {
      shared = new CSSStyleSheet();
      shared.replaceSync(css);
    }
    root.adoptedStyleSheets = [shared];
  } else {
    const style = document.createElement("style");
    style.textContent = css;
    root.appendChild(style);
  }
}

// Without a DOM (a server rendering the page, a Node test importing the module) the class
// still loads; only defining and creating the element needs a browser.
const Base = globalThis.HTMLElement ?? class {};

/** `"11"` or `"9x13"` (rows x columns) as `{ rows, cols }`; null for anything else. */
export function parseSize(text) {
  const match = /^\s*(\d{1,4})\s*(?:[x×]\s*(\d{1,4}))?\s*$/i.exec(text ?? "");
  if (!match) return null;
  const rows = Number(match[1]);
  const cols = match[2] === undefined ? rows : Number(match[2]);
  return rows > 0 && cols > 0 ? { rows, cols } : null;
}

/** The `rows` attribute as the rows `winner()` takes: one a line, or split by "/". */
export function parseRows(text) {
  return text.split(/\r?\n|\//).filter((row) => row.trim() !== "");
}

export class HexBoard extends Base {
  static get observedAttributes() {
    return [...SOURCES, ...FLAGS, ORIENTATION];
  }

  #view;
  #game = null;
  #owned = false; // whether the element made #game (and so frees it)
  #given = false; // whether #game came from the `game` property
  #rule = "top-bottom";
  #error = null;
  /** Whether the board has said that hints need the analysis part. */
  #hintsRefused = false;
  #quiet = false; // set while the element writes its own attributes
  #pending = false; // the source attributes changed since the game was made

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    adoptStyle(root);
    const stack = document.createElement("div");
    stack.className = "board-stack";
    stack.setAttribute("part", "stack");
    const svg = document.createElementNS(SVG_NS, "svg");
    svg.setAttribute("class", "board");
    svg.setAttribute("part", "board");
    svg.setAttribute("role", "group");
    svg.setAttribute("aria-label", "Hex board");
    const overlay = document.createElementNS(SVG_NS, "svg");
    overlay.setAttribute("class", "overlay");
    overlay.setAttribute("part", "overlay");
    overlay.setAttribute("aria-hidden", "true");
    stack.append(svg, overlay);
    root.appendChild(stack);
    this.#view = new View(new BoardRenderer(svg, overlay));
    svg.addEventListener("cell-activate", ({ detail }) => this.#activate(detail.row, detail.col));
  }

  connectedCallback() {
    if (!this.#game) this.#rebuild();
  }

  attributeChangedCallback(name, old, value) {
    if (this.#quiet || old === value) return;
    if (name === ORIENTATION) {
      this.#view.orient(value);
      return;
    }
    if (FLAGS.includes(name)) {
      this.#draw();
      return;
    }
    // Several attributes set one after another make one new game, not one each: at the end
    // of the task's microtasks, or sooner when something reads the game.
    if (this.#pending) return;
    this.#pending = true;
    queueMicrotask(() => {
      if (this.#pending) this.#rebuild();
    });
  }

  // --- properties reflected to attributes ---

  /** The board's size, `"11"` or `"9x13"` (rows x columns). */
  get size() {
    return this.getAttribute("size") ?? (this.#game ? `${this.#game.rows}x${this.#game.cols}` : String(DEFAULT_SIZE));
  }
  set size(value) {
    this.setAttribute("size", String(value));
  }

  /** The edges X joins: `"top-bottom"` (the default) or `"left-right"`. */
  get rule() {
    if (this.#pending) this.#rebuild();
    return this.#rule;
  }
  set rule(value) {
    this.setAttribute("rule", String(value));
  }

  /** How the board is drawn: `"rhombus"` (the default) or `"flat"` (HexGui's view, turned 30°
   * anticlockwise). An attribute of any other value draws the default, which this reads. */
  get orientation() {
    return orientationOf(this.getAttribute(ORIENTATION));
  }
  set orientation(value) {
    this.setAttribute(ORIENTATION, String(value));
  }

  /** The moves played, in HexWiki notation (`"a1 swap-pieces c3"`). */
  get moves() {
    return this.game.toMoves();
  }
  set moves(value) {
    this.#setText("moves", value);
  }

  /** The position as rows in the format of `winner()`. */
  get rows() {
    return this.game.toRows();
  }
  set rows(value) {
    this.#setText("rows", Array.isArray(value) ? value.join("\n") : value);
  }

  /** An SGF record to show (its main line). */
  get sgf() {
    return this.getAttribute("sgf");
  }
  set sgf(value) {
    this.#setText("sgf", value);
  }

  /** A trmph link (or its fragment) to show. */
  get trmph() {
    return this.getAttribute("trmph");
  }
  set trmph(value) {
    this.#setText("trmph", value);
  }

  /** The game on the board. Setting one shows it and keeps it (the caller still owns it and
   * frees it); the element plays the user's moves on it. */
  get game() {
    if (!this.#game || this.#pending) this.#rebuild();
    return this.#game;
  }
  set game(game) {
    // Duck-typed: a Game from either entry of the package, or from another copy of it.
    if (typeof game?.toMoves !== "function" || typeof game?.play !== "function") {
      throw new TypeError("hex-board: game must be a Game of hex-connect");
    }
    this.#quietly(() => {
      for (const name of ["moves", "rows", "sgf", "trmph"]) this.removeAttribute(name);
      this.setAttribute("size", game.rows === game.cols ? String(game.rows) : `${game.rows}x${game.cols}`);
      this.setAttribute("rule", game.toJSON().xConnects);
    });
    this.#adopt(game, { owned: false, given: true });
  }

  /** The error of the last attribute that could not be read (a HexConnectError), or null. */
  get error() {
    if (this.#pending) this.#rebuild();
    return this.#error;
  }

  /** The winner, `"X"`, `"O"` or null. */
  get winner() {
    return this.game.winner;
  }

  /** The board as a standalone SVG document, in the light theme with the colours this
   * element shows. */
  toSVG() {
    if (!this.#game || this.#pending) this.#rebuild();
    this.#view.complete();
    return standaloneSvg(this.#view.svg, this.#view.renderer.overlay, this.#colours());
  }

  /** The board as a PNG image; the code that draws it loads on the first call. */
  async toPNG() {
    const svg = this.toSVG();
    const { svgToPng } = await import("./png.js");
    return svgToPng(svg);
  }

  // --- inner workings ---

  #setText(name, value) {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  }

  #quietly(write) {
    this.#quiet = true;
    try {
      write();
    } finally {
      this.#quiet = false;
    }
  }

  /** The colours the page set on this element, for a picture. */
  #colours() {
    const style = getComputedStyle(this);
    const colours = {};
    for (const name of Object.keys(COLOURS)) {
      const value = style.getPropertyValue(name).trim();
      // The theme's own colours are left to the picture's light theme.
      if (value && value !== COLOURS[name].light && value !== COLOURS[name].dark) colours[name] = value;
    }
    return colours;
  }

  /** A new game from the attributes; an attribute that cannot be read leaves an empty board
   * of the size and says why in `error` and a `hex-error` event. */
  #rebuild() {
    this.#pending = false;
    if (this.#given && this.#game) {
      // A game given as a property stays until a source attribute replaces it.
      if (!SOURCES.some((name) => name !== "size" && name !== "rule" && this.hasAttribute(name))) {
        this.#draw();
        return;
      }
    }
    const rule = RULES.includes(this.getAttribute("rule")) ? this.getAttribute("rule") : "top-bottom";
    const size = parseSize(this.getAttribute("size")) ?? { rows: DEFAULT_SIZE, cols: DEFAULT_SIZE };
    const options = { xConnects: rule };
    let game;
    let error = null;
    try {
      if (this.hasAttribute("sgf")) game = this.#fromRecord("fromSgf", "sgf", size, options);
      else if (this.hasAttribute("trmph")) game = this.#fromRecord("fromTrmph", "trmph", size, options);
      else if (this.hasAttribute("rows")) game = Game.fromRows(parseRows(this.getAttribute("rows")), options);
      else game = Game.fromMoves(this.getAttribute("moves") ?? "", size.rows, size.cols, options);
    } catch (e) {
      error = e;
      game = new Game(size.rows, size.cols, options);
    }
    this.#rule = rule;
    this.#adopt(game, { owned: true, given: false });
    this.#error = error;
    if (error) this.#send("hex-error", { error });
  }

  /** The game of the record attribute `name`, read by the records part; until that part has
   * loaded, an empty board of the size, and the attributes are read again once it has. */
  #fromRecord(read, name, size, options) {
    const records = part("records", this.#reread);
    return records ? records[read](this.getAttribute(name), options) : new Game(size.rows, size.cols, options);
  }

  #reread = () => {
    this.#pending = true;
    this.#rebuild();
  };

  /** The side to move's shortest completion, once the analysis part has loaded (the board is
   * drawn again then); null until it has, or when it cannot load. When the app has not
   * imported "hex-connect/board/analysis", the board says so once, in a `hex-error` event. */
  #hints(game) {
    try {
      const analysis = part("analysis", this.#redraw);
      return analysis ? analysis.analyze(game).completion[game.toMove] : null;
    } catch (error) {
      if (error?.code === "NO_PART" && !this.#hintsRefused) {
        this.#hintsRefused = true;
        this.#send("hex-error", { error });
      }
      return null;
    }
  }

  #redraw = () => this.#draw();

  #adopt(game, { owned, given }) {
    if (this.#owned && this.#game && this.#game !== game) this.#game.free();
    this.#game = game;
    this.#owned = owned;
    this.#given = given;
    this.#error = null;
    if (given) this.#rule = game.toJSON().xConnects;
    const { rows, cols } = game;
    this.#view.show({ rows, cols, rule: this.#rule, cells: cellsOf(game) });
    this.#draw();
  }

  /** Draws what the flags and the game say beyond the stones. */
  #draw() {
    const game = this.#game;
    if (!game) return;
    this.#view.svg.classList.toggle("readonly", this.readonly);
    this.#view.set({
      path: this.showPath && game.winner ? game.winningPath() : null,
      last: this.lastMove ? game.lastMove : null,
      // The cells that would join the side to move's edges soonest, as the page's hints.
      hints: this.showHints && !game.winner ? this.#hints(game) : null,
      coords: this.coords,
    });
  }

  /** Sends the event `type` with `detail`, out of the shadow root; false when it was cancelled. */
  #send(type, detail, cancelable = false) {
    return this.dispatchEvent(new CustomEvent(type, { detail, cancelable, bubbles: true, composed: true }));
  }

  /** The user chose (row, col): a move for the side to move, unless it is refused. */
  #activate(row, col) {
    const game = this.#game;
    if (!game || this.readonly || game.winner || game.cell(row, col) !== null) return;
    const player = game.toMove;
    const detail = { row, col, move: cellName(row, col), player };
    if (!this.#send("hex-move", detail, true)) return;
    game.play(row, col);
    const { cells, cols } = this.#view.state;
    cells[row * cols + col] = cellCode(player);
    this.#view.set({ cells });
    this.#draw();
    if (!this.#given && !this.hasAttribute("sgf") && !this.hasAttribute("trmph") && !this.hasAttribute("rows")) {
      this.#quietly(() => this.setAttribute("moves", game.toMoves()));
    }
    const moves = game.toMoves();
    this.#send("hex-change", { ...detail, moves, winner: game.winner });
    if (game.winner) {
      this.#send("hex-win", { winner: game.winner, path: game.winningPath() });
    }
  }
}

// The flags' properties, each the presence of its attribute: readonly, coords, showPath,
// showHints, lastMove.
for (const name of FLAGS) {
  Object.defineProperty(HexBoard.prototype, name.replace(/-(\w)/g, (_, c) => c.toUpperCase()), {
    get() {
      return this.hasAttribute(name);
    },
    set(on) {
      this.toggleAttribute(name, Boolean(on));
    },
    configurable: true,
    enumerable: true,
  });
}
