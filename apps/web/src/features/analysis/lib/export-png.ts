/** The annotated chart as one PNG: the screenshot with the overlay drawn on it, as shown. */

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The annotated chart could not be drawn.'));
    img.src = src;
  });
}

/**
 * Draws the screenshot and the overlay SVG (whose viewBox is in image pixels, the screenshot at
 * its left) onto a canvas of the overlay's size, and returns it as a PNG.
 */
export async function annotatedPng(
  imageUrl: string,
  overlay: SVGSVGElement | null,
  size: { width: number; height: number },
): Promise<Blob> {
  const res = await fetch(imageUrl, { credentials: 'same-origin' });
  if (!res.ok) throw new Error('The chart image could not be loaded.');
  const imageData = await blobToDataUrl(await res.blob());
  const box = overlay?.viewBox.baseVal;
  const width = Math.round(box?.width || size.width);
  const height = Math.round(box?.height || size.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the chart.');
  ctx.fillStyle = '#0b1120';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(await loadImage(imageData), 0, 0, size.width, size.height);
  if (overlay) {
    const copy = overlay.cloneNode(true) as SVGSVGElement;
    copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    copy.setAttribute('width', String(width));
    copy.setAttribute('height', String(height));
    const svg = new XMLSerializer().serializeToString(copy);
    const drawn = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    ctx.drawImage(drawn, 0, 0, width, height);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG export failed'))), 'image/png'),
  );
}

/** Saves a blob under a file name, as a download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
