import { describe, expect, it, vi } from 'vitest';
import {
  $layout,
  DEFAULT_LAYOUT,
  LAYOUT_KEY,
  changeLayout,
  loadLayout,
  resetLayout,
  textOn,
} from './console-layout.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('console layout settings', () => {
  it('start from the defaults: dark side theme, tags, dynamic title, #409EFF', () => {
    expect(loadLayout(memoryStorage())).toEqual({
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: true,
      sideTheme: 'theme-dark',
      theme: '#409EFF',
    });
  });

  it('are saved under layout-setting on every change and found again on the next load', () => {
    const storage = memoryStorage();
    $layout.set({ ...DEFAULT_LAYOUT });
    changeLayout({ sideTheme: 'theme-light' }, storage);
    changeLayout({ theme: '#13c2c2', tagsView: false }, storage);
    expect($layout.get()).toMatchObject({ sideTheme: 'theme-light', theme: '#13c2c2' });
    expect(loadLayout(storage)).toEqual({
      ...DEFAULT_LAYOUT,
      sideTheme: 'theme-light',
      theme: '#13c2c2',
      tagsView: false,
    });
    expect(JSON.parse(storage.items.get(LAYOUT_KEY) ?? '{}').theme).toBe('#13c2c2');
  });

  it('keep each good value of a damaged entry and default the rest', () => {
    const saved = { fixedHeader: true, sideTheme: 'theme-purple', theme: '#6959cd', topNav: 'yes' };
    expect(loadLayout(memoryStorage({ [LAYOUT_KEY]: JSON.stringify(saved) }))).toEqual({
      ...DEFAULT_LAYOUT,
      fixedHeader: true,
      theme: '#6959CD',
    });
    expect(loadLayout(memoryStorage({ [LAYOUT_KEY]: '{not json' }))).toEqual(DEFAULT_LAYOUT);
    // A colour outside the eight presets is not taken.
    expect(loadLayout(memoryStorage({ [LAYOUT_KEY]: '{"theme":"#123456"}' })).theme).toBe(
      '#409EFF',
    );
  });

  it('reset forgets them and reloads the page', () => {
    const storage = memoryStorage();
    changeLayout({ topNav: true }, storage);
    const reload = vi.fn();
    resetLayout(storage, reload);
    expect(storage.items.has(LAYOUT_KEY)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(loadLayout(storage)).toEqual(DEFAULT_LAYOUT);
  });

  it('write on a theme colour in black or white, whichever reads', () => {
    expect(textOn('#409EFF')).toBe('#000000');
    expect(textOn('#13c2c2')).toBe('#000000');
    expect(textOn('#304156')).toBe('#ffffff');
    expect(textOn('#212121')).toBe('#ffffff');
    expect(textOn('#6959CD')).toBe('#ffffff');
  });
});
