import { describe, expect, it } from 'vitest';
import { menuTitle } from '#lib/menu.ts';

describe('menu titles', () => {
  it('are English on English pages, and Chinese where an entry has no English name', () => {
    const obligations = { name: '会员义务', enName: 'Member Obligations' };
    expect(menuTitle(obligations, 'en')).toBe('Member Obligations');
    expect(menuTitle(obligations, 'zh')).toBe('会员义务');
    expect(menuTitle({ name: '会员义务', enName: null }, 'en')).toBe('会员义务');
    expect(menuTitle({ name: '会员义务', enName: '' }, 'en')).toBe('会员义务');
  });
});
