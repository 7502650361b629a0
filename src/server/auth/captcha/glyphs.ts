/**
 * Glyph outlines of DejaVu Sans Bold (a thick, plain face stays legible when bent). Outlines are
 * read once from the font and only ever leave the server as pixels.
 */
import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkitten';

export type Point = readonly [number, number];
/** One outline command in em units (y up): the SVG letter and its points. */
export interface OutlineStep {
  op: 'M' | 'L' | 'Q' | 'C' | 'Z';
  points: Point[];
}
export interface Outline {
  steps: OutlineStep[];
  /** Ink box in em units. */
  box: { minX: number; minY: number; maxX: number; maxY: number };
}

const OPS = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
} as const;

let font: Font | undefined;
function loadFont(): Font {
  if (font) return font;
  const file = import.meta.resolve(
    '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff',
  );
  const loaded = create(readFileSync(new URL(file)));
  if (!('glyphForCodePoint' in loaded)) throw new Error('captcha font is a collection');
  font = loaded;
  return font;
}

const outlines = new Map<string, Outline>();

/** The outline of one character, scaled to 1 em. */
export function outlineOf(char: string): Outline {
  const known = outlines.get(char);
  if (known) return known;
  const f = loadFont();
  const glyph = f.glyphForCodePoint(char.codePointAt(0) ?? 0);
  const em = f.unitsPerEm;
  const steps = glyph.path.commands.map((c) => {
    const points: Point[] = [];
    for (let i = 0; i + 1 < c.args.length; i += 2)
      points.push([c.args[i]! / em, c.args[i + 1]! / em]);
    return { op: OPS[c.command], points };
  });
  const b = glyph.bbox;
  const outline = {
    steps,
    box: { minX: b.minX / em, minY: b.minY / em, maxX: b.maxX / em, maxY: b.maxY / em },
  };
  outlines.set(char, outline);
  return outline;
}
