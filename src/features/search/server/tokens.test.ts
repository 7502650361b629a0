/** The pieces the index and queries are made of: exactness rests on these rules. */
import { describe, expect, it } from 'vitest';
import { snippetOf } from './snippets.ts';
import { editDistance } from './suggest.ts';
import {
  bodyChunks,
  chinesePhrase,
  chineseMatch,
  chineseQuery,
  chineseLexemes,
  chineseVector,
  codeKey,
  looksLikeCode,
  plainText,
  runsText,
} from './tokens.ts';

describe('Chinese as two-character chunks', () => {
  it('a run is its chunks and its last character, each at its own position', () => {
    expect(chineseVector([{ text: '冻干机', weight: 'A' }])).toBe("'冻干':1A '干机':2A '机':3A");
    // Two runs: the second starts after the first's last character, so no chunk joins them.
    expect(chineseVector([{ text: '冻干，机器', weight: 'C' }])).toBe(
      "'冻干':1C '干':2C '机器':3C '器':4C",
    );
  });
  it("a body's vector holds the same chunks once each, without positions", () => {
    expect(chineseLexemes('冻干机，冻干GB30664')).toBe("'冻干' '干机' '机' '干' 'gb' '30664'");
  });
  it('a term is a phrase of its chunks; one character a prefix; words apart all needed', () => {
    expect(chineseQuery('冻干机')).toBe("('冻干' <-> '干机')");
    expect(chineseQuery('菌')).toBe("'菌':*");
    expect(chineseQuery('冻干 无菌')).toBe("'冻干' & '无菌'");
    expect(chineseQuery('GB/T 30664')).toBe("('gb' <-> 't') & '30664'");
    expect(chinesePhrase('GB/T 30664')).toBe("('gb' <-> 't' <-> '30664')");
    expect(chineseQuery('，。')).toBeNull();
  });
  it('a phrase is confirmed as a substring of the runs, exactly as its positions would', () => {
    // Checked against PostgreSQL's phrase match on thousands of generated texts and terms.
    const holds = (text: string, words: string, whole = false) => {
      const m = chineseMatch(words, whole);
      return !!m && m.patterns.every((p) => runsText(text).includes(p));
    };
    expect(holds('大冻干机组', '冻干机')).toBe(true);
    expect(holds('冻干，机', '冻干机')).toBe(false);
    expect(holds('见GB/T30664', 'GB/T 30664', true)).toBe(true);
    expect(holds('GB/T 306645', 'GB/T 30664', true)).toBe(false);
    expect(holds('大冻干GB', '冻干gb')).toBe(true);
    expect(holds('冻干机gb', '冻干gb')).toBe(false);
  });
  it('full-width letters read as ordinary ones; HTML bodies as their text', () => {
    expect(chineseQuery('ＧＭＰ')).toBe("'gmp'");
    expect(plainText('<p>无菌&amp;灭菌<script>x</script></p>')).toBe('无菌&灭菌');
  });
  it('a long body is cut with an overlap longer than any query', () => {
    const text = '冻'.repeat(9000);
    const chunks = bodyChunks(text);
    expect(chunks.length).toBe(3);
    expect(chunks.every((c) => c.length <= 4000)).toBe(true);
  });
});

describe('codes', () => {
  it('a code typed any way has one key', () => {
    expect(codeKey('GB/T 30664-2014')).toBe('GB30664');
    expect(codeKey('gb30664')).toBe('GB30664');
    expect(codeKey('ＹＹ／Ｔ 0216')).toBe('YY0216');
    expect(looksLikeCode('GB/T 30664')).toBe(true);
    expect(looksLikeCode('CN202010123456.7')).toBe(true);
    expect(looksLikeCode('冻干机')).toBe(false);
  });
});

describe('suggestions and snippets', () => {
  it('edits: insertions, deletions, replacements and swaps count one each', () => {
    expect(editDistance('sterilzer', 'sterilizer')).toBe(1);
    expect(editDistance('sterilzer', 'steriliser')).toBe(2);
    expect(editDistance('dyrer', 'dryer')).toBe(1);
    expect(editDistance('tablet', 'capsule')).toBe(3);
  });
  it('a snippet is escaped first, then marked, around the first match', () => {
    const html = snippetOf({
      keywords: '无菌',
      stems: [],
      texts: [`${'前文'.repeat(40)}<b>无菌</b>灌装`],
      lang: 'zh',
    });
    expect(html.startsWith('…')).toBe(true);
    expect(html).toContain('&#60;b&#62;<mark>无菌</mark>&#60;/b&#62;');
    const en = snippetOf({
      keywords: 'dryer',
      stems: ['dryer'],
      texts: ['Two Dryers.'],
      lang: 'en',
    });
    expect(en).toBe('Two <mark>Dryers</mark>.');
  });
});
