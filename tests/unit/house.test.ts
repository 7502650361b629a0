import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { houseProblems } from '../../scripts/check-house.ts';

const trees: string[] = [];
afterEach(() => {
  for (const t of trees.splice(0)) rmSync(t, { recursive: true, force: true });
});

/** A small tree with the project's aliases and the given files (path → imports). */
function tree(files: Record<string, string[]>): string {
  const root = mkdtempSync(join(tmpdir(), 'house-'));
  trees.push(root);
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({
      imports: { '#features/*': './src/features/*', '#server/*': './src/server/*' },
    }),
  );
  for (const [file, imports] of Object.entries(files)) {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    const lines = imports.map((spec, i) => `import { x${i} } from '${spec}';`);
    writeFileSync(join(root, file), `${lines.join('\n')}\nexport const x = 1;\n`);
  }
  return root;
}

describe('the house rules', () => {
  it('let a feature use a kernel and another feature’s public file', () => {
    const root = tree({
      'src/server/db/client.ts': [],
      'src/features/fees/server/fees.service.ts': [
        '#server/db/client.ts',
        '#features/membership/server/public.ts',
      ],
      'src/features/membership/server/public.ts': ['./term.ts'],
      'src/features/membership/server/term.ts': ['#server/db/client.ts'],
    });
    expect(houseProblems(root)).toEqual([]);
  });

  it('name each breach: past a public file, a kernel on a feature, browser on server', () => {
    const root = tree({
      'src/server/db/client.ts': ['#features/fees/server/fees.service.ts'],
      'src/features/fees/server/fees.service.ts': ['#features/membership/server/term.ts'],
      'src/features/membership/server/term.ts': [],
      'src/features/fees/browser/PayFee.tsx': ['../server/fees.service.ts'],
    });
    const problems = houseProblems(root).join('\n');
    expect(problems).toContain('a kernel imports a feature: src/server/db/client.ts');
    expect(problems).toContain(
      'past another feature’s public files: src/features/fees/server/fees.service.ts',
    );
    expect(problems).toContain('browser code imports server code: src/features/fees/browser');
  });

  it('find two folders that import each other round a loop, and files in a circle', () => {
    const root = tree({
      'src/server/a/one.ts': ['../b/two.ts'],
      'src/server/b/two.ts': ['../c/three.ts'],
      'src/server/c/three.ts': ['../a/one.ts'],
    });
    const problems = houseProblems(root);
    expect(problems).toContain('folders in a circle: src/server/a, src/server/b, src/server/c');
    expect(problems).toContain(
      'files in a circle: src/server/a/one.ts, src/server/b/two.ts, src/server/c/three.ts',
    );
  });
});
