import { describe, expect, it } from 'vitest';
import { isSafeLink } from './links.ts';

describe('links readers follow', () => {
  it('keep http, https and mailto', () => {
    for (const v of [
      'https://www.nmpa.gov.cn/',
      'http://example.cn/a?b=1',
      'mailto:info@cpeia.org.cn',
    ])
      expect(isSafeLink(v), v).toBe(true);
  });
  it('refuse script, data and other schemes however they are spelled', () => {
    for (const v of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/',
      'ftp://example.cn/',
      'file:///etc/passwd',
      '',
    ])
      expect(isSafeLink(v), JSON.stringify(v)).toBe(false);
  });
  it('take site paths only where the field allows them', () => {
    expect(isSafeLink('/member?href=equity')).toBe(false);
    expect(isSafeLink('/member?href=equity', { sitePaths: true })).toBe(true);
    expect(isSafeLink('//evil.example', { sitePaths: true })).toBe(false);
    expect(isSafeLink('/\\evil.example', { sitePaths: true })).toBe(false);
  });
});
