// The demo page's board drawing: everything render.js draws, and what only the page shows, kept
// here so that <hex-board> ships without it: the knowledge overlay (the state's `knowledge`,
// see view.js) and the computer's suggested move (`suggestion`), with their test hooks
// (data-dead, data-must-play, data-suggest).
import { BoardRenderer, SIZE, fmt, samePlace } from "./render.js";
import { hexToPixel, turn } from "./geometry.js";
import { edgeOwners } from "./players.js";
import { cellName } from "./a11y.js";

export class PageRenderer extends BoardRenderer {
  render(state) {
    const was = this.drawn?.board === state.board ? this.drawn : null;
    super.render(state);
    if (!was || was.knowledge !== state.knowledge || was.rule !== state.rule) this.drawKnowledge(state.knowledge, state.rule);
    if (!was || !samePlace(was.suggestion, state.suggestion)) this.drawFlag("data-suggest", was?.suggestion ?? null, state.suggestion, this.suggestMark);
  }

  /** The board's drawing, with the knowledge layer under the chain and the suggestion's mark
   * under the focus ring. */
  build(state) {
    super.build(state);
    this.chain.insertAdjacentHTML("beforebegin", '<g class="knowledge" part="knowledge"></g>');
    this.focusRing.insertAdjacentHTML("beforebegin", '<polygon class="suggest-cell" points="" visibility="hidden"/>');
    this.knowledgeLayer = this.overlay.querySelector(".knowledge");
    this.suggestMark = this.overlay.querySelector(".suggest-cell");
    this.deadCells = [];
    this.mustPlayCells = [];
  }

  /**
   * Draws what the position's knowledge says (see view.js): each connection as a link between
   * its ends, a stone's centre or the point of its player's edge nearest the other end, with
   * its carrier's cells tinted in the player's colour; the must-play region outlined; and a
   * cross on each dead cell.
   */
  drawKnowledge(knowledge, rule) {
    this.deadCells = this.flagCells("data-dead", this.deadCells, knowledge?.dead);
    this.mustPlayCells = this.flagCells("data-must-play", this.mustPlayCells, knowledge?.mustPlay);
    const links = knowledge?.links ?? [];
    const parts = [];
    const tinted = new Set(); // one tint a cell and player, however many links it carries
    for (const { player, carrier } of links) {
      for (const [r, c] of carrier) {
        const key = `${player}${this.index(r, c)}`;
        if (tinted.has(key)) continue;
        tinted.add(key);
        const { x, y } = this.spot(r, c);
        parts.push(`<polygon class="vc-carrier vc-${player}" points="${this.hexPoints(x, y)}"/>`);
      }
    }
    for (const [r, c] of knowledge?.mustPlay ?? []) {
      const { x, y } = this.spot(r, c);
      parts.push(`<polygon class="must-play" points="${this.hexPoints(x, y)}"/>`);
    }
    const name = (end) => (typeof end === "string" ? end : cellName(end[0], end[1]));
    for (const link of links) {
      const a = this.endPoint(link.from, link.to, link.player, rule);
      const b = this.endPoint(link.to, link.from, link.player, rule);
      const carrier = link.carrier.map(([r, c]) => cellName(r, c)).join(" ");
      parts.push(`<line class="vc-link vc-${link.player} vc-${link.kind}" x1="${fmt(a.x)}" y1="${fmt(a.y)}" x2="${fmt(b.x)}" y2="${fmt(b.y)}" ` +
        `data-player="${link.player}" data-kind="${link.kind}" data-from="${name(link.from)}" data-to="${name(link.to)}" data-carrier="${carrier}"/>`);
    }
    const d = SIZE * 0.3;
    for (const [r, c] of knowledge?.dead ?? []) {
      const { x, y } = this.spot(r, c);
      parts.push(`<path class="dead-cell" d="M${fmt(x - d)},${fmt(y - d)}L${fmt(x + d)},${fmt(y + d)}M${fmt(x - d)},${fmt(y + d)}L${fmt(x + d)},${fmt(y - d)}"/>`);
    }
    this.knowledgeLayer.innerHTML = parts.join("");
  }

  /**
   * Where a link to `end` is drawn: a cell's centre, or, for an edge of `player` under `rule`
   * ("edge-start", the top or left one, or "edge-goal"), the point of that edge nearest to the
   * link's other end `other` (the board's middle when both ends are edges).
   */
  endPoint(end, other, player, rule) {
    if (typeof end !== "string") return this.spot(end[0], end[1]);
    const start = end === "edge-start";
    const across = edgeOwners(rule).topBottom === player; // the edge runs along a row
    // The edge's line runs through the middles of the half cells just off the board, beside
    // its first cell and its last.
    const first = across ? [start ? 0 : this.rows - 1, 0] : [0, start ? 0 : this.cols - 1];
    const last = across ? [first[0], this.cols - 1] : [this.rows - 1, first[1]];
    const out = across ? { q: 0, r: start ? -0.5 : 0.5 } : { q: start ? -0.5 : 0.5, r: 0 };
    const off = hexToPixel(this.layout, out);
    const a = this.centre(...first);
    const b = this.centre(...last);
    const o = typeof other === "string"
      ? hexToPixel(this.layout, { q: (this.cols - 1) / 2, r: (this.rows - 1) / 2 })
      : this.centre(other[0], other[1]);
    // The point of the segment a-b nearest to o, moved out onto the edge's line.
    const vx = b.x - a.x;
    const vy = b.y - a.y;
    const t = vx || vy ? Math.min(1, Math.max(0, ((o.x - a.x) * vx + (o.y - a.y) * vy) / (vx * vx + vy * vy))) : 0;
    return turn({ x: a.x + t * vx + off.x, y: a.y + t * vy + off.y }, this.degrees);
  }

  /** Moves the test hook `attribute` from cell `from` to cell `to` (each [row, col] or null)
   * and puts `mark` on `to`. */
  drawFlag(attribute, from, to, mark) {
    if (from && from[0] < this.rows && from[1] < this.cols) this.setAttr(this.index(from[0], from[1]), attribute, null);
    if (to) this.setAttr(this.index(to[0], to[1]), attribute, "");
    this.outlineAt(mark, to);
  }

}
