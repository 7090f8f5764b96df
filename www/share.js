// Pictures to share: the board as a standalone SVG file (its styles inside it, nothing
// external), a PNG rendered from that SVG in the page, and a download helper.

// The board's look, light theme, written out for files that leave the page.
const STYLE = `
svg { background: #fff; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.edge { fill: none; stroke-width: 9; stroke-linejoin: round; stroke-linecap: round; }
.edge-X { stroke: #d1362f; }
.edge-O { stroke: #2563c9; }
.tile { fill: #fffdf7; stroke: #cfc6b4; stroke-width: 1.2; }
.row rect { fill: none; }
.path-cell { fill: #fff1b8; stroke: #f5b700; stroke-width: 2.5; }
.coords text { font-size: 12px; fill: #555; }
.stone circle { fill: #d1362f; stroke: #8f1d18; stroke-width: 1.5; }
.stone circle.ring { fill: #fff; stroke: #2563c9; stroke-width: 5; }
.stone text { font-weight: 700; font-size: 13px; fill: #fff; }
.stone-O text { fill: #153d80; font-size: 11px; }
.dense .stone text { display: none; }
.chain { fill: none; stroke: #f5b700; stroke-width: 6; stroke-linecap: round; stroke-linejoin: round; }
.last-move { fill: none; stroke: #222; stroke-width: 2.5; stroke-dasharray: 3 2.5; }
`;

/** The board on the page (`svg` and the `overlay` drawn on it) as one standalone SVG
 * document: sized, styled inside, without the page's hover and hint marks. */
export function standaloneSvg(svg, overlay) {
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
  style.textContent = STYLE;
  copy.insertBefore(style, copy.firstChild);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

/** A PNG of the SVG text, at its own size (at most 4096 pixels a side), as a Blob. */
export function svgToPng(svgText) {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([svgText], { type: "image/svg+xml" }));
    const img = new Image();
    img.onload = () => {
      const scale = Math.min(2, 4096 / Math.max(img.naturalWidth, img.naturalHeight));
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
      canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
      const ctx = canvas.getContext("2d");
      ctx.fillStyle = "#fff";
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(url);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the browser made no PNG"))), "image/png");
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error("the SVG did not load as an image"));
    };
    img.src = url;
  });
}

/** Offers `blob` as a download named `name`. */
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
