import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import svgCaptcha from 'svg-captcha';
import { api } from '#tests/helpers/api.ts';
import {
  learnPaths,
  plainText,
  readByPaths,
  readByTemplates,
  templates,
} from '#tests/helpers/captcha-reader.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { CAPTCHA_ALPHABET } from './maker.ts';

const ROUNDS = 200;
const fontFile = (name: string) => createRequire(import.meta.url).resolve(name);
const DEJAVU_BOLD = fontFile('@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff');

/** The svg-captcha settings the site used before; its pictures were read 500 times out of 500. */
const OLD = {
  size: 4,
  ignoreChars: '0oO1ilI',
  noise: 3,
  color: true,
  background: '#f4f6fa',
  width: 120,
  height: 40,
};

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

/** `count` captchas as any client gets them, with the answer the server keeps. */
async function harvest(count: number): Promise<{ image: Buffer; text: string }[]> {
  const out = [];
  for (let i = 0; i < count; i++) {
    // Sixty pictures a minute per address: the attacker waits, the test moves the clock.
    if (i % 50 === 49) s.advance(60_000);
    const r = await api(s.base).GET('/captchaImage');
    out.push({ image: Buffer.from(r.body.img!, 'base64'), text: s.lastCaptcha() });
  }
  return out;
}

const readRate = (answers: string[], truths: string[]) =>
  answers.filter((a, i) => a.toLowerCase() === truths[i]!.toLowerCase()).length;

describe('graphic captcha against automated readers', () => {
  it('the glyph-path reader that read svg-captcha finds nothing to read: the picture is a PNG', async () => {
    // The attacker learns every glyph's path from a few hundred pictures with known answers.
    const book = learnPaths(
      Array.from({ length: 400 }, () => svgCaptcha.create(OLD)).map((c) => ({
        text: c.text,
        svg: c.data,
      })),
    );
    // The reader is real: it reads the captcha this site used to draw.
    const old = Array.from({ length: ROUNDS }, () => svgCaptcha.create(OLD));
    const oldRead = readRate(
      old.map((c) => readByPaths(Buffer.from(c.data), book)),
      old.map((c) => c.text),
    );
    expect(oldRead).toBeGreaterThanOrEqual(ROUNDS * 0.95);

    const served = await harvest(ROUNDS);
    const read = readRate(
      served.map((c) => readByPaths(c.image, book)),
      served.map((c) => c.text),
    );
    expect(read).toBe(0);
    expect(served.every((c) => c.image.subarray(1, 4).toString() === 'PNG')).toBe(true);
  }, 60_000);

  it('a template reader in the captcha’s own font reads plain text, but almost none of 200 captchas', async () => {
    // At a third of the picture's size, as an attacker would for speed; sizes span the maker's.
    const width = 80;
    const all = await templates(DEJAVU_BOLD, CAPTCHA_ALPHABET, [16, 18, 20]);
    const plain = ['KX4M', 'T2AJ', 'WN7H', '98PE', 'FLRY', 'C3K6'];
    const plainRead = await Promise.all(
      plain.map((t) => readByTemplates(plainText(DEJAVU_BOLD, t, 56), all, { width, length: 4 })),
    );
    expect(plainRead).toEqual(plain);

    const served = await harvest(ROUNDS);
    const answers = [];
    for (const c of served) answers.push(await readByTemplates(c.image, all, { width, length: 4 }));
    const read = readRate(
      answers,
      served.map((c) => c.text),
    );
    // Measured: about 1 in 200 (4 of 800); more than 5 means the distortion has weakened.
    expect(read).toBeLessThanOrEqual(5);
  }, 90_000);
});
