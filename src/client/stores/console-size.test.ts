import { afterEach, describe, expect, it } from 'vitest';
import { $size, setSize, sizeFrom } from './console-size.ts';

/** A document whose cookie jar keeps name=value pairs the way a browser does. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document');
});

describe('console size', () => {
  it('is mini unless the size cookie names another known size', () => {
    expect(sizeFrom('')).toBe('mini');
    expect(sizeFrom('Site-Token=abc; size=small')).toBe('small');
    expect(sizeFrom('size=huge')).toBe('mini');
  });

  it('is kept in the size cookie for a year, site-wide, and read back', () => {
    const doc = fakeDocument();
    Object.assign(globalThis, { document: doc });
    setSize('medium');
    expect($size.get()).toBe('medium');
    expect(sizeFrom()).toBe('medium');
    expect(doc.writes[0]).toMatch(/^size=medium; Path=\/; SameSite=Lax; Max-Age=31536000/);
  });
});
