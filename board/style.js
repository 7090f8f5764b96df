// The board's look, and the only place its colours are written. `<hex-board>` puts these rules
// in its shadow root with the colours on `:host`; the demo page adopts the same rules with the
// colours on `:root`; a downloaded picture carries them in its light theme (picture.js).
//
// Every colour is a custom property named --hex-*, so a page restyles a board from outside:
// custom properties are inherited into the shadow root, and a page's own rule for the element
// wins over the element's `:host` rule.

/** The colours of the light theme, and those the dark theme changes. */
const LIGHT = {
  "--hex-x": "#d1362f",
  "--hex-x-dark": "#8f1d18",
  "--hex-o": "#2563c9",
  "--hex-o-dark": "#153d80",
  "--hex-ink": "#222",
  "--hex-board": "#fff",
  "--hex-cell": "#fffdf7",
  "--hex-line": "#cfc6b4",
  "--hex-hover": "#f1ead8",
  "--hex-ring": "#fff",
  "--hex-chain": "#f5b700",
  "--hex-path": "#fff1b8",
  "--hex-coords": "#555",
  "--hex-hint": "#0a7d32",
  "--hex-suggest": "rgba(214, 140, 0, 0.35)",
  "--hex-suggest-line": "#b36b00",
};
// The same board, darker, the players' colours kept apart.
const DARK = {
  "--hex-x": "#ef5b52",
  "--hex-x-dark": "#ffb3ad",
  "--hex-o": "#5b95f0",
  "--hex-o-dark": "#b7d0ff",
  "--hex-ink": "#ececec",
  "--hex-board": "#1c1f25",
  "--hex-cell": "#23262d",
  "--hex-line": "#474c57",
  "--hex-hover": "#2f333c",
  "--hex-ring": "#23262d",
  "--hex-chain": "#f5c400",
  "--hex-path": "#4a4120",
  "--hex-coords": "#b9bdc6",
  "--hex-hint": "#6fdc95",
  "--hex-suggest": "rgba(255, 190, 60, 0.3)",
  "--hex-suggest-line": "#ffbe3c",
};

/** The custom properties a page may set, with their light and dark defaults. */
export const COLOURS = Object.freeze(Object.fromEntries(Object.keys(LIGHT).map((name) => [name, Object.freeze({ light: LIGHT[name], dark: DARK[name] })])));

const declarations = (colours) => Object.entries(colours).map(([name, value]) => `${name}: ${value};`).join(" ");

// The drawing's rules: one selector each, no colour written outside the tables above. The
// edges take --hex-x-edge and --hex-o-edge when a page sets them, the stones' colours otherwise.
const DRAWING = `
svg { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.edge { fill: none; stroke-width: 9; stroke-linejoin: round; stroke-linecap: round; }
.edge-X { stroke: var(--hex-x-edge, var(--hex-x)); }
.edge-O { stroke: var(--hex-o-edge, var(--hex-o)); }
.tile { fill: var(--hex-cell); stroke: var(--hex-line); stroke-width: 1.2; }
.row rect { y: 10px; width: 34.64px; height: 20px; fill: none; pointer-events: all; cursor: pointer; outline: none; -webkit-tap-highlight-color: transparent; }
.readonly .row rect { cursor: default; }
.hover { fill: var(--hex-hover); stroke: var(--hex-line); stroke-width: 1.2; }
.extent { fill: transparent; pointer-events: none; }
.focus-ring { fill: none; stroke: var(--hex-ink); stroke-width: 3; pointer-events: none; }
.stone circle { fill: var(--hex-x); stroke: var(--hex-x-dark); stroke-width: 1.5; }
.stone circle.ring { fill: var(--hex-ring); stroke: var(--hex-o); stroke-width: 5; }
.stone text { font-weight: 700; font-size: 13px; fill: #fff; pointer-events: none; }
.stones { pointer-events: none; }
.stone-O text { fill: var(--hex-o-dark); font-size: 11px; }
.dense .stone text { display: none; }
.path-cell { fill: var(--hex-path); stroke: var(--hex-chain); stroke-width: 2.5; }
.chain { fill: none; stroke: var(--hex-chain); stroke-width: 6; stroke-linecap: round; stroke-linejoin: round; opacity: 0.95; pointer-events: none; filter: drop-shadow(0 0 1.5px rgba(0,0,0,0.7)); }
.dense .chain { stroke-width: 4; }
.coords text { font-size: 12px; fill: var(--hex-coords); pointer-events: none; user-select: none; }
.dense .coords text { font-size: 9px; }
.no-coords .coords { display: none; }
.last-move { fill: none; stroke: var(--hex-ink); stroke-width: 2.5; stroke-dasharray: 3 2.5; pointer-events: none; }
.hint-cell { fill: none; stroke: var(--hex-hint); stroke-width: 3; stroke-dasharray: 4 3; }
`;

// What only the demo page draws (page-render.js): the computer's suggestion and the knowledge
// overlay, left out of the element's sheet.
const MARKS = `
.suggest-cell { fill: var(--hex-suggest); stroke: var(--hex-suggest-line); stroke-width: 3; pointer-events: none; }
.knowledge { pointer-events: none; }
.vc-carrier { opacity: 0.2; }
.vc-carrier.vc-X { fill: var(--hex-x); }
.vc-carrier.vc-O { fill: var(--hex-o); }
.vc-link { stroke-width: 4; stroke-linecap: round; stroke-dasharray: 7 5; opacity: 0.85; }
.vc-link.vc-X { stroke: var(--hex-x); }
.vc-link.vc-O { stroke: var(--hex-o); }
.vc-link.vc-semi { stroke-width: 2.5; stroke-dasharray: 2 4; }
.must-play { fill: none; stroke: var(--hex-ink); stroke-width: 2.5; stroke-dasharray: 2 3; }
.dead-cell { fill: none; stroke: var(--hex-coords); stroke-width: 3; stroke-linecap: round; }
`;

// How the two layers sit: the board sets the height, the overlay lies on it.
const LAYERS = `
.board-stack { position: relative; width: 100%; margin: 0 auto; }
svg.board { display: block; width: 100%; height: auto; user-select: none; -webkit-user-select: none; will-change: transform; }
svg.overlay { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; will-change: transform; }
`;

/** The colours declared on `scope`, the light theme by default and the dark one when the
 * system asks, then `rules`. */
const themed = (scope, rules) => `${scope} { ${declarations(LIGHT)} }
@media (prefers-color-scheme: dark) { ${scope} { ${declarations(DARK)} } }
${rules}${LAYERS}`;

/** The demo page's style sheet, its colours declared on `scope` (":root"). */
export const boardCss = (scope) => themed(scope, DRAWING + MARKS);

/** The style sheet of <hex-board>'s shadow root: the page's but for what only the page draws. */
export const elementCss = () => themed(":host", DRAWING);

/**
 * The rules for a picture that leaves the page (an SVG file, a PNG): the light theme, since a
 * file has no page theme to follow, with the board's background behind the drawing. `colours`
 * replaces defaults (a themed element passes the values it shows).
 */
export function pictureCss(colours = {}) {
  return `:root { ${declarations({ ...LIGHT, ...colours })} background: var(--hex-board); }${DRAWING}${MARKS}`;
}
