import { describe, expect, it } from 'vitest';
import { consoleHref, consolePathOf } from './console-nav.ts';

describe('console addresses', () => {
  it('name their page in either language, /user/profile being the profile', () => {
    expect(consolePathOf('/admin')).toBe('');
    expect(consolePathOf('/en/admin/')).toBe('');
    expect(consolePathOf('/admin/content/article')).toBe('content/article');
    expect(consolePathOf('/en/user/profile')).toBe('profile');
    expect(consolePathOf('/admin/nope')).toBeUndefined();
    expect(consolePathOf('/center/person')).toBeUndefined();
  });

  it('are written in the reader language', () => {
    expect(consoleHref('zh', '')).toBe('/admin');
    expect(consoleHref('en', 'menu')).toBe('/en/admin/menu');
  });
});
