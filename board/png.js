// A PNG of a standalone SVG picture (picture.js), drawn by the browser. Its own module so that
// <hex-board> loads it when toPNG() is first called, not with the element.

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
      // The SVG paints its own background (see boardStyle).
      const ctx = canvas.getContext("2d");
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
