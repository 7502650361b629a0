/**
 * Captcha readers as an attacker writes them in an afternoon, to prove the captcha defeats them.
 *
 * - The path reader: svg-captcha draws each character as a font-glyph <path> of the same shape
 *   every time, so path data moved to the origin identifies the character.
 * - The template reader: draw every allowed character upright from the captcha's own font, at
 *   the sizes the captcha uses, slide each over the picture scoring normalised cross-correlation,
 *   and read the best non-overlapping matches left to right.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { create, type Font } from 'fontkitten';

interface PathShape {
  letters: string;
  /** Coordinates relative to the path's first point. */
  numbers: number[];
}

/** Path data moved to the origin: the same glyph anywhere in the picture has the same shape. */
function shapeOf(d: string): PathShape {
  const numbers = (d.match(/-?\d*\.?\d+/g) ?? []).map(Number);
  const [x0 = 0, y0 = 0] = numbers;
  return {
    letters: d.replace(/[^A-Za-z]/g, ''),
    numbers: numbers.map((n, i) => n - (i % 2 === 0 ? x0 : y0)),
  };
}

/** Filled paths of an SVG picture (glyphs; its noise lines are strokes), left to right. */
function glyphPaths(svg: string): string[] {
  const startX = (d: string) => Number(d.match(/-?\d*\.?\d+/)?.[0]);
  return [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"/g)]
    .map((m) => m[1]!)
    .sort((a, b) => startX(a) - startX(b));
}

type PathBook = (PathShape & { char: string })[];

/** Learns each character's path shape from pictures whose answer is known. */
export function learnPaths(samples: { text: string; svg: string }[]): PathBook {
  return samples.flatMap(({ text, svg }) =>
    glyphPaths(svg).map((d, i) => ({ ...shapeOf(d), char: text[i]!.toLowerCase() })),
  );
}

/** Reads a picture (any bytes) by its glyph paths; a picture without them reads as ''. */
export function readByPaths(image: Buffer, book: PathBook): string {
  return glyphPaths(image.toString('latin1'))
    .map((d) => {
      const seen = shapeOf(d);
      const same = book.find(
        (s) =>
          s.letters === seen.letters &&
          s.numbers.every((n, i) => Math.abs(n - seen.numbers[i]!) < 1),
      );
      return same?.char ?? '?';
    })
    .join('');
}

/** A grey "ink" picture: 0 background, 1 full ink. */
interface Ink {
  width: number;
  height: number;
  data: Float32Array;
}

interface Template extends Ink {
  char: string;
  /** Norm of the zero-mean ink, so a match score is a correlation in [-1, 1]. */
  norm: number;
}

/** Ink of a picture (PNG or SVG bytes) scaled to `width`: its distance from the corner colour. */
async function inkOf(image: Buffer, width: number): Promise<Ink> {
  const { data, info } = await sharp(image)
    .resize({ width })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = new Float32Array(info.width * info.height);
  for (let i = 0; i < out.length; i++) {
    let d = 0;
    for (let c = 0; c < 3; c++) d += Math.abs(data[i * 3 + c]! - data[c]!);
    out[i] = Math.min(1, d / 150);
  }
  return { width: info.width, height: info.height, data: out };
}

function loadFont(file: string): Font {
  const font = create(readFileSync(file));
  if (!('glyphForCodePoint' in font)) throw new Error('a font collection');
  return font;
}

/** A character's outline as SVG path data, `size` pixels to the em, its ink box at (x, y). */
function glyphAt(font: Font, char: string, size: number, x: number, y: number) {
  const glyph = font.glyphForCodePoint(char.codePointAt(0) ?? 0);
  const s = size / font.unitsPerEm;
  const b = glyph.bbox;
  // Font units have y up; pictures have y down.
  const d = glyph.path
    .scale(s, -s)
    .translate(x - b.minX * s, y + b.maxY * s)
    .toSVG();
  return { d, width: (b.maxX - b.minX) * s, height: (b.maxY - b.minY) * s };
}

const svgOf = (w: number, h: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#f4f6fa"/>${body}</svg>`,
  );

async function templateOf(font: Font, char: string, size: number): Promise<Template> {
  const g = glyphAt(font, char, size, 1, 1);
  const w = Math.ceil(g.width) + 2;
  const ink = await inkOf(svgOf(w, Math.ceil(g.height) + 2, `<path d="${g.d}"/>`), w);
  const mean = ink.data.reduce((a, v) => a + v, 0) / ink.data.length;
  let sq = 0;
  for (let i = 0; i < ink.data.length; i++) {
    ink.data[i]! -= mean;
    sq += ink.data[i]! ** 2;
  }
  return { ...ink, char, norm: Math.sqrt(sq) };
}

/** Templates of `chars` from a font file, at each size in pixels to the em. */
export async function templates(fontFile: string, chars: string, sizes: number[]) {
  const font = loadFont(fontFile);
  const all: Template[] = [];
  for (const char of chars) for (const size of sizes) all.push(await templateOf(font, char, size));
  return all;
}

/** Plain text in the font: upright, spaced, no noise. Any reader worth the name reads it. */
export function plainText(fontFile: string, text: string, size: number): Buffer {
  const font = loadFont(fontFile);
  let x = 8;
  let body = '';
  for (const char of text) {
    const g = glyphAt(font, char, size, x, 16);
    body += `<path fill="#1f3a93" d="${g.d}"/>`;
    x += g.width + 8;
  }
  return svgOf(240, 80, body);
}

/** Summed-area tables of ink and ink², so a window's mean and spread cost four lookups each. */
function integrals(img: Ink) {
  const w = img.width + 1;
  const sum = new Float64Array(w * (img.height + 1));
  const sq = new Float64Array(w * (img.height + 1));
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      const v = img.data[y * img.width + x]!;
      const at = (y + 1) * w + x + 1;
      sum[at] = v + sum[at - 1]! + sum[at - w]! - sum[at - w - 1]!;
      sq[at] = v * v + sq[at - 1]! + sq[at - w]! - sq[at - w - 1]!;
    }
  const box = (t: Float64Array, x: number, y: number, bw: number, bh: number) =>
    t[(y + bh) * w + x + bw]! - t[y * w + x + bw]! - t[(y + bh) * w + x]! + t[y * w + x]!;
  return { sum, sq, box };
}

interface Match {
  char: string;
  x: number;
  width: number;
  score: number;
}

/** The best score of each template in each column. */
function matches(img: Ink, all: Template[]): Match[] {
  const { sum, sq, box } = integrals(img);
  const found: Match[] = [];
  for (const t of all) {
    const n = t.width * t.height;
    for (let x = 0; x + t.width <= img.width; x++) {
      let best = -1;
      for (let y = 0; y + t.height <= img.height; y++) {
        const s = box(sum, x, y, t.width, t.height);
        const spread = Math.sqrt(Math.max(1e-9, box(sq, x, y, t.width, t.height) - (s * s) / n));
        let dot = 0;
        for (let v = 0; v < t.height; v++) {
          const row = (y + v) * img.width + x;
          const trow = v * t.width;
          for (let u = 0; u < t.width; u++) dot += t.data[trow + u]! * img.data[row + u]!;
        }
        best = Math.max(best, dot / (t.norm * spread));
      }
      found.push({ char: t.char, x, width: t.width, score: best });
    }
  }
  return found;
}

/** Reads `length` characters from a picture (PNG or SVG) scaled to `width` pixels. */
export async function readByTemplates(
  image: Buffer,
  all: Template[],
  opts: { width: number; length: number },
): Promise<string> {
  const img = await inkOf(image, opts.width);
  const ranked = matches(img, all).sort((a, b) => b.score - a.score);
  const chosen: Match[] = [];
  for (const m of ranked) {
    if (chosen.length === opts.length) break;
    const overlap = (c: Match) => Math.min(c.x + c.width, m.x + m.width) - Math.max(c.x, m.x);
    if (!chosen.some((c) => overlap(c) > 0.4 * Math.min(c.width, m.width))) chosen.push(m);
  }
  return chosen
    .sort((a, b) => a.x - b.x)
    .map((m) => m.char)
    .join('');
}
