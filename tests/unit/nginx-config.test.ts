/** The committed nginx configuration is the one this version of the product makes. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nginxConfig } from '#server/site/nginx-config.ts';

describe('deploy/nginx/assoc.conf', () => {
  it('is what `npm run nginx:config` makes now (run it after changing the route rules)', () => {
    const committed = readFileSync(
      new URL('../../deploy/nginx/assoc.conf', import.meta.url),
      'utf8',
    );
    expect(committed).toBe(nginxConfig());
  });

  it('serves no public section past the guard that the product would guard', () => {
    const sections = /location ~ \^\(\/en\)\?\/\(([^)]+)\)\(\/\|\$\) \{\n {8}if/.exec(
      nginxConfig(),
    );
    expect(sections?.[1]?.split('|')).not.toContain('center');
    expect(sections?.[1]?.split('|')).not.toContain('admin');
    expect(sections?.[1]?.split('|')).not.toContain('login');
  });
});
