import { describe, expect, it } from 'vitest';
import { CONTENT_FORMS } from './forms.ts';
import { blankOf, instantOf, localDateTime, nameIn, payloadOf } from './values.ts';

describe('form values', () => {
  it('a new standard starts blank with its first category and no revisions', () => {
    expect(blankOf(CONTENT_FORMS.standard)).toMatchObject({
      code: '',
      name: '',
      nameEn: null,
      category: 'national',
      revisions: [],
      issuedAt: null,
    });
  });

  it('are sent as the server takes them: figures as numbers, empties as nothing', () => {
    const body = payloadOf(CONTENT_FORMS.periodical, {
      ...blankOf(CONTENT_FORMS.periodical),
      title: '会刊',
      titleEn: '   ',
      year: '2026',
      issue: ' 3 ',
      publishedAt: '2026-03-01',
      contents: [{ title: '卷首语', titleEn: '', author: '编辑部', page: '1' }],
    });
    expect(body).toMatchObject({
      title: '会刊',
      titleEn: null,
      year: 2026,
      issue: 3,
      fileId: null,
      contents: [{ title: '卷首语', titleEn: null, author: '编辑部', page: 1 }],
    });
  });

  it('keep a figure that is not one as typed, so the server can name it', () => {
    const body = payloadOf(CONTENT_FORMS.periodical, { year: '二〇二六' });
    expect(body.year).toBe('二〇二六');
  });

  it('leave a required field empty rather than absent, so the server says it is required', () => {
    expect(payloadOf(CONTENT_FORMS.periodical, {}).year).toBe('');
  });

  it('turn the picker’s time (Beijing’s clock, whatever the browser’s) into an instant and back', () => {
    const local = '2026-12-01T09:30';
    const instant = instantOf(local);
    expect(instant).toBe('2026-12-01T01:30:00.000Z');
    expect(localDateTime(instant)).toBe(local);
    expect(instantOf('')).toBeNull();
  });

  it('send members one per line, without empty lines', () => {
    expect(payloadOf(CONTENT_FORMS.alliance, { members: ['甲', ' ', '乙 '] }).members).toEqual([
      '甲',
      '乙',
    ]);
  });

  it('name a row in English where it has an English name, else as it was typed', () => {
    const row = { title: '协会介绍', titleEn: 'About', name: '联盟', nameEn: ' ' };
    expect(nameIn(row, 'title', 'en')).toBe('About');
    expect(nameIn(row, 'title', 'zh')).toBe('协会介绍');
    expect(nameIn(row, 'name', 'en')).toBe('联盟');
  });
});
