import { describe, expect, it } from 'vitest';
import { clientIp, ipBucket, pickLocale } from './middleware.ts';

describe('client address', () => {
  it('ignores X-Forwarded-For unless the peer is a configured proxy', () => {
    expect(clientIp('6.6.6.6', '203.0.113.9', [])).toBe('203.0.113.9');
    expect(clientIp('6.6.6.6', '203.0.113.9', ['10.0.0.1'])).toBe('203.0.113.9');
  });
  it('behind trusted proxies, takes the right-most address that is not a proxy', () => {
    expect(clientIp('6.6.6.6, 198.51.100.7', '10.0.0.1', ['10.0.0.1'])).toBe('198.51.100.7');
    expect(clientIp('198.51.100.7, 10.0.0.2', '::ffff:10.0.0.1', ['10.0.0.1', '10.0.0.2'])).toBe(
      '198.51.100.7',
    );
  });
});

describe('per-address limits', () => {
  it('count IPv4 addresses singly and IPv6 by /64', () => {
    expect(ipBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(ipBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('::1')).toBe('0:0:0:0::/64');
  });
});

describe('reader language', () => {
  it('explicit header, then cookie, then browser, then Chinese', () => {
    expect(pickLocale('en', 'zh', 'zh-CN')).toBe('en');
    expect(pickLocale(undefined, 'en', 'zh-CN')).toBe('en');
    expect(pickLocale(undefined, undefined, 'en-US,en;q=0.9')).toBe('en');
    expect(pickLocale(undefined, undefined, 'fr-FR')).toBe('zh');
  });
});
