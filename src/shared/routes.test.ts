import { describe, expect, it } from 'vitest';
import { isPublicPath, localePath, loginUrl, safeRedirect, splitLocale } from './routes.ts';

describe('route rules', () => {
  it('public paths pass in both languages; centre pages do not', () => {
    for (const p of [
      '/login',
      '/en/login',
      '/index',
      '/register/result',
      '/redirect/index',
      '/404',
      '/en/',
    ])
      expect(isPublicPath(p)).toBe(true);
    for (const p of ['/center', '/en/center/person', '/center/payfee', '/anything'])
      expect(isPublicPath(p)).toBe(false);
  });
  it('splits and builds localized paths', () => {
    expect(splitLocale('/en/login')).toEqual({ locale: 'en', path: '/login' });
    expect(splitLocale('/login')).toEqual({ locale: 'zh', path: '/login' });
    expect(localePath('en', '/index')).toBe('/en/index');
    expect(loginUrl('zh', '/center/payfee?x=1')).toBe('/login?redirect=%2Fcenter%2Fpayfee%3Fx%3D1');
  });
  it('redirect targets never leave the site', () => {
    expect(safeRedirect('/center/person?type=center')).toBe('/center/person?type=center');
    expect(safeRedirect('%2Fcenter')).toBe('/index');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '%2F%2Fevil.example',
      'javascript:alert(1)',
      '/%0d%0aevil',
      '',
    ]) {
      expect(safeRedirect(bad)).toBe('/index');
    }
  });
});
