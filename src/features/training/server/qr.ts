/**
 * QR codes drawn from the `qrcode` library's module matrix: as an SVG path for the centre's page
 * (no image file, no inline script: nothing the CSP has to allow) and as filled squares in a PDF.
 */
import QRCode from 'qrcode';
import type { Pdf } from '#server/pdf/pdf.ts';

export interface QrShape {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Dark runs as one SVG path in module units. */
  path: string;
}

/** Each row's dark modules merged into runs: a few hundred rectangles, not a thousand. */
function runs(text: string): { size: number; runs: [number, number, number][] } {
  const m = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const found: [number, number, number][] = [];
  for (let y = 0; y < m.size; y++) {
    let x = 0;
    while (x < m.size) {
      if (!m.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < m.size && m.get(y, x)) x++;
      found.push([start, y, x - start]);
    }
  }
  return { size: m.size, runs: found };
}

export function qrShape(text: string): QrShape {
  const { size, runs: r } = runs(text);
  return { size, path: r.map(([x, y, w]) => `M${x} ${y}h${w}v1h-${w}z`).join('') };
}

/** Draws the code at (left, top), `side` points wide, with its quiet zone of four modules. */
export function drawQr(doc: Pdf, text: string, left: number, top: number, side: number): void {
  const { size, runs: r } = runs(text);
  const unit = side / (size + 8);
  doc.save().fillColor('white').rect(left, top, side, side).fill();
  doc.fillColor('black');
  for (const [x, y, w] of r) doc.rect(left + (x + 4) * unit, top + (y + 4) * unit, w * unit, unit);
  doc.fill().restore();
}
