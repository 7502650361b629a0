import { beforeEach, describe, expect, it } from 'vitest';
import {
  $tags,
  cleanTags,
  closeOtherTags,
  closeTag,
  closeTagsBeside,
  openTag,
} from './console-tags.ts';

beforeEach(() => $tags.set(['']));

describe('console tags', () => {
  it('keep the pages in the order opened, each once, the start page first', () => {
    openTag('content/article');
    openTag('menu');
    openTag('content/article');
    expect($tags.get()).toEqual(['', 'content/article', 'menu']);
  });

  it('closing the page on screen goes to the tag before it; the start page never closes', () => {
    for (const p of ['content/article', 'menu', 'builds'] as const) openTag(p);
    expect(closeTag('menu', 'menu')).toBe('content/article');
    expect(closeTag('builds', 'content/article')).toBeUndefined();
    expect(closeTag('', 'content/article')).toBeUndefined();
    expect($tags.get()).toEqual(['', 'content/article']);
  });

  it('close-others keeps the start page and the one asked for', () => {
    for (const p of ['content/article', 'menu', 'builds'] as const) openTag(p);
    closeOtherTags('menu');
    expect($tags.get()).toEqual(['', 'menu']);
  });

  it('close the tags left or right of one, or all, keeping the start page; says where to go', () => {
    const open = () => {
      $tags.set(['']);
      for (const p of ['content/article', 'menu', 'builds', 'audit'] as const) openTag(p);
    };
    open();
    expect(closeTagsBeside('menu', 'left', 'menu')).toBeUndefined();
    expect($tags.get()).toEqual(['', 'menu', 'builds', 'audit']);
    open();
    expect(closeTagsBeside('menu', 'right', 'audit')).toBe('menu');
    expect($tags.get()).toEqual(['', 'content/article', 'menu']);
    open();
    expect(closeTagsBeside('menu', 'all', 'builds')).toBe('');
    expect($tags.get()).toEqual(['']);
  });

  it('drop what this build does not know when restored', () => {
    expect(cleanTags(['menu', 'nope', 42, 'menu', 'profile'])).toEqual(['', 'menu', 'profile']);
  });
});
