/**
 * Draws captcha text as a PNG that a template reader cannot match: every glyph gets its own random
 * rotation, skew and uneven scale, neighbours overlap, one smooth random warp bends every outline
 * point, and strokes in the glyphs' own colours cross the text. The vector drawing is rasterised
 * here (sharp), so no glyph shape or path ever reaches the client.
 */
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { outlineOf, type Point } from './glyphs.ts';

/** Pixels of the PNG; the page shows it at half size, sharp on high-density screens. */
const WIDTH = 240;
const HEIGHT = 80;
const MARGIN = 6;
const BACKGROUND = '#f4f6fa';
/** Dark, well-separated inks that read on the light background. */
const INKS = ['#1f3a93', '#9b1c1c', '#17663a', '#8a5200', '#333333', '#7b1f7a'];

/** A uniform random number in [min, max) from the system's secure generator. */
const between = (min: number, max: number) =>
  min + (randomInt(0, 1 << 30) / (1 << 30)) * (max - min);
const sign = () => (randomInt(0, 2) === 0 ? -1 : 1);
const pick = <T>(xs: readonly T[]): T => xs[randomInt(0, xs.length)]!;

type Map2 = (p: Point) => Point;

/**
 * A smooth random displacement of the whole picture: long waves move glyphs against each other,
 * one short wave (about a glyph long) bends strokes inside each glyph.
 */
function randomWarp(): Map2 {
  const wave = (amp: number, k: number) => ({
    ax: between(amp * 0.6, amp),
    ay: between(amp * 0.6, amp),
    kx: between(k * 0.7, k),
    ky: between(k * 0.7, k),
    px: between(0, 2 * Math.PI),
    py: between(0, 2 * Math.PI),
  });
  const waves = [wave(3.5, 0.05), wave(3, 0.08), wave(3, 0.16)];
  return ([x, y]) => {
    let dx = 0;
    let dy = 0;
    for (const w of waves) {
      dx += w.ax * Math.sin(y * w.ky + w.px);
      dy += w.ay * Math.sin(x * w.kx + w.py);
    }
    return [x + dx, y + dy];
  };
}

/**
 * Rotation, skew and uneven scale about the glyph's centre, in pixels with y down. Turn and skew
 * are never near zero: an upright glyph is what a template reader matches best.
 */
function randomShape(size: number): Map2 {
  const turn = sign() * between(0.12, 0.33);
  const skew = sign() * between(0.1, 0.3);
  const sx = size * between(0.9, 1.2);
  const sy = size * between(0.9, 1.1);
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  return ([x, y]) => {
    const u = x * sx + skew * y * sy;
    const v = -y * sy;
    return [u * cos - v * sin, u * sin + v * cos];
  };
}

interface ShapedGlyph {
  /** Outline around the glyph's centre, in pixels. */
  steps: { op: string; points: Point[] }[];
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  ink: string;
}

function shapeGlyph(char: string, ink: string): ShapedGlyph {
  const { steps, box } = outlineOf(char);
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  const shape = randomShape(between(52, 62));
  const moved = steps.map((s) => ({
    op: s.op,
    points: s.points.map(([x, y]) => shape([x - cx, y - cy])),
  }));
  const xs = moved.flatMap((s) => s.points.map((p) => p[0]));
  const ys = moved.flatMap((s) => s.points.map((p) => p[1]));
  return {
    steps: moved,
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
    minY: Math.min(...ys),
    maxY: Math.max(...ys),
    ink,
  };
}

/**
 * Centres of the glyphs: neighbouring boxes overlap by up to an eighth, so turned glyphs touch or
 * cross (no gap to cut at); the line stays inside the picture.
 */
function layOut(glyphs: ShapedGlyph[]): Point[] {
  const gaps = glyphs.slice(1).map((g, i) => (glyphs[i]!.maxX - g.minX) * between(0.88, 1));
  const first = glyphs[0]!;
  const last = glyphs.at(-1)!;
  const span = -first.minX + gaps.reduce((a, b) => a + b, 0) + last.maxX;
  const squeeze = Math.min(1, (WIDTH - 2 * MARGIN) / span);
  let x = Math.max(MARGIN, (WIDTH - span * squeeze) / 2 + between(-8, 8)) - first.minX * squeeze;
  return glyphs.map((g, i) => {
    const room = HEIGHT - 2 * MARGIN - (g.maxY - g.minY);
    const y = MARGIN - g.minY + (room > 0 ? between(0.2, 0.8) * room : room / 2);
    const centre: Point = [x, y];
    x += (gaps[i] ?? 0) * squeeze;
    return centre;
  });
}

const fmt = (p: Point) => `${p[0].toFixed(1)} ${p[1].toFixed(1)}`;

function glyphPath(g: ShapedGlyph, offset: Point, warp: Map2): string {
  const d = g.steps
    .map(
      (s) => s.op + s.points.map((p) => fmt(warp([p[0] + offset[0], p[1] + offset[1]]))).join(' '),
    )
    .join('');
  return `<path fill="${g.ink}" d="${d}"/>`;
}

/** A wavy stroke across the text band, bent by the same warp as the glyphs. */
function crossingStroke(ink: string, width: number, warp: Map2): string {
  const base = between(HEIGHT * 0.3, HEIGHT * 0.7);
  const amp = between(6, 16);
  const k = between(0.02, 0.05);
  const phase = between(0, 2 * Math.PI);
  const slope = between(-0.15, 0.15);
  const from = between(-10, 30);
  const to = between(WIDTH - 30, WIDTH + 10);
  const points: Point[] = [];
  for (let x = from; x <= to; x += 6)
    points.push(warp([x, base + slope * (x - WIDTH / 2) + amp * Math.sin(k * x + phase)]));
  const pen = `stroke="${ink}" stroke-width="${width.toFixed(1)}"`;
  const round = 'stroke-linecap="round" stroke-linejoin="round"';
  return `<path fill="none" ${pen} ${round} d="M${points.map(fmt).join('L')}"/>`;
}

/** The SVG drawing of `text`; it never leaves the server. */
function drawing(text: string): string {
  const warp = randomWarp();
  const glyphs: ShapedGlyph[] = [];
  for (const char of text) {
    // Neighbours differ in colour, which helps people tell touching glyphs apart.
    const ink = pick(INKS.filter((c) => c !== glyphs.at(-1)?.ink));
    glyphs.push(shapeGlyph(char, ink));
  }
  const offsets = layOut(glyphs);
  const letters = glyphs.map((g, i) => glyphPath(g, offsets[i]!, warp));
  const inks = glyphs.map((g) => g.ink);
  const strokes = [
    crossingStroke(pick(inks), between(4, 5.5), warp),
    crossingStroke(pick(inks), between(2, 3), warp),
    crossingStroke(pick(inks), between(1.5, 2.5), warp),
  ];
  // One stroke goes under the letters, the others over them.
  const body = [strokes[0], ...letters, ...strokes.slice(1)].join('');
  const size = `width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"`;
  const ground = `<rect width="100%" height="100%" fill="${BACKGROUND}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size}>${ground}${body}</svg>`;
}

/** The captcha picture of `text` as PNG bytes (about 8 kB, a few milliseconds). */
export function drawCaptcha(text: string): Promise<Buffer> {
  return sharp(Buffer.from(drawing(text)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
