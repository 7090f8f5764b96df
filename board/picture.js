// A board as a picture that leaves the page: a standalone SVG document (its styles inside it,
// nothing external) and a PNG rendered from that SVG in the browser (png.js).
import { pictureCss } from "./style.js";

export { svgToPng } from "./png.js";

/** A board (`svg` and the `overlay` drawn on it) as one standalone SVG document: sized,
 * styled inside (the light theme, with `colours` as pictureCss takes them), without the
 * hover, focus and hint marks. */
export function standaloneSvg(svg, overlay, colours = {}) {
  const copy = svg.cloneNode(true);
  for (const child of overlay.children) copy.appendChild(child.cloneNode(true));
  for (const node of copy.querySelectorAll(".extent, .hover, .hints, .focus-ring")) node.remove();
  const [, , width, height] = copy.getAttribute("viewBox").split(" ").map(Number);
  copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  copy.setAttribute("width", String(Math.round(width)));
  copy.setAttribute("height", String(Math.round(height)));
  for (const attr of ["style", "id", "role", "aria-label", "aria-busy"]) copy.removeAttribute(attr);
  for (const node of copy.querySelectorAll("[tabindex]")) node.removeAttribute("tabindex");
  for (const node of copy.querySelectorAll("[data-hint]")) node.removeAttribute("data-hint");
  const style = document.createElementNS("http://www.w3.org/2000/svg", "style");
  style.textContent = pictureCss(colours);
  copy.insertBefore(style, copy.firstChild);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}
