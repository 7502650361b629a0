/**
 * Text kept in one language only, as someone typed it: a person's or a company's name, an address.
 * Where it is Chinese it stays Chinese on English pages too, and says so with lang="zh-CN", so a
 * screen reader reads it as Chinese. Translated text never goes through here: a missing English
 * translation must show up, not hide behind this mark.
 */
const HAN = /\p{Script=Han}/u;

export const typedLang = (text: unknown): 'zh-CN' | undefined =>
  typeof text === 'string' && HAN.test(text) ? 'zh-CN' : undefined;
