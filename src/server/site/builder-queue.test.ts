/**
 * A new item moves every page of its list: the list's first page goes live in the round with the
 * item's own page, its later pages in the round after, and a change to the list meanwhile wants
 * its first page first again.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteBuilder } from './builder.ts';
import { BuildQueue, firstPagesFirst } from './builder-queue.ts';

const queue = () => new BuildQueue(() => undefined, 60_000);

describe('a moved list goes live first page first', () => {
  it('renders the first page with the change, the later pages next', () => {
    const q = queue();
    q.add({ keys: ['list:news', 'detail:7', 'list:notice/3'], removed: [] }, undefined);
    q.stopWaiting();
    const first = firstPagesFirst(q.take());
    expect(first.now.sort()).toEqual(['detail:7', 'list:news/1', 'list:notice/3']);
    expect(first.rest).toEqual(['list:news']);

    q.addRest(first.rest);
    expect(q.any).toBe(true);
    expect(firstPagesFirst(q.take())).toEqual({ now: ['list:news'], rest: [] });
  });

  it('splits a list again when a new change to it comes before its later pages are built', () => {
    const q = queue();
    q.addRest(['list:news']);
    q.add({ keys: ['list:news', 'detail:8'], removed: [] }, undefined);
    q.stopWaiting();
    const next = firstPagesFirst(q.take());
    expect(next.now.sort()).toEqual(['detail:8', 'list:news/1']);
    expect(next.rest).toEqual(['list:news']);
  });

  it('builds a change waiting before the later pages of a list it does not touch', () => {
    const q = queue();
    q.addRest(['list:news']);
    q.add({ keys: ['detail:9'], removed: [] }, undefined);
    q.stopWaiting();
    expect(firstPagesFirst(q.take())).toEqual({ now: ['detail:9'], rest: [] });
    expect(firstPagesFirst(q.take())).toEqual({ now: ['list:news'], rest: [] });
    expect(q.any).toBe(false);
  });

  it('leaves a change with no whole list as it is', () => {
    expect(firstPagesFirst({ keys: new Set(['list:news/2', 'pages']), rest: new Set() })).toEqual({
      now: ['list:news/2', 'pages'],
      rest: [],
    });
  });
});

describe('a restart between the two rounds', () => {
  it('builds every page again while a list waits for its later pages', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'assoc-unfinished-'));
    const build = join(dataDir, 'site', 'build-x-1');
    mkdirSync(build, { recursive: true });
    const startWith = async (pointer: object) => {
      writeFileSync(join(dataDir, 'site', 'current.json'), JSON.stringify(pointer));
      const builder = new SiteBuilder({
        root: dataDir,
        dataDir,
        apiUrl: () => 'http://127.0.0.1:1',
        fingerprint: async () => 'x',
        log: () => undefined,
      });
      const fresh = await builder.isFresh();
      builder.stop();
      return fresh;
    };
    try {
      const pointer = { dir: build, layers: [], fingerprint: 'x', builtAt: '' };
      expect(await startWith(pointer)).toBe(true);
      expect(await startWith({ ...pointer, unfinished: ['list:news'] })).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
