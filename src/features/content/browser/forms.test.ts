import { describe, expect, it } from 'vitest';
import { consoleWords } from '#i18n/console.ts';
import mainEn from '#i18n/en.json' with { type: 'json' };
import mainZh from '#i18n/zh.json' with { type: 'json' };
import { z } from 'zod';
import { DOCUMENT_KEYS, documentSchemas, pageEdit } from '#features/site/contract/site.contract.ts';
import { CONTENT_FORMS, DOCUMENT_FORMS, type FormField, PAGE_FORM } from './forms.ts';

const names = (fields: readonly FormField[]): string[] =>
  fields.flatMap((f) => [f.name, ...names(f.row ?? [])]);

const every = [...Object.values(CONTENT_FORMS), PAGE_FORM, ...Object.values(DOCUMENT_FORMS)];

describe('the editors’ forms', () => {
  it('label every field in both languages', () => {
    const missing = every
      .flatMap(names)
      .map((name) => `console.field.${name}`)
      .filter((key) => !(key in consoleWords.zh) || !(key in consoleWords.en));
    expect(missing).toEqual([]);
  });

  it('name every choice’s options in both languages', () => {
    const zh: Record<string, string> = { ...mainZh, ...consoleWords.zh };
    const en: Record<string, string> = { ...mainEn, ...consoleWords.en };
    const missing = every
      .flat()
      .filter((f) => f.kind === 'choice')
      .flatMap((f) => (f.options ?? []).map((o) => f.optionLabel?.(o) ?? o))
      .filter((key) => !(key in zh) || !(key in en));
    expect(missing).toEqual([]);
  });

  it('ask for every field the server keeps in a document, and no other', () => {
    const asked = (fields: readonly FormField[]) =>
      fields.flatMap((f) => [f.name, ...(f.en ? [f.en] : [])]).sort();
    for (const key of DOCUMENT_KEYS) {
      const { shape } = documentSchemas[key];
      expect(asked(DOCUMENT_FORMS[key])).toEqual(Object.keys(shape).sort());
      for (const f of DOCUMENT_FORMS[key].filter((x) => x.kind === 'rows')) {
        const rows: unknown = Object.entries(shape).find(([name]) => name === f.name)?.[1];
        if (!(rows instanceof z.ZodArray) || !(rows.element instanceof z.ZodObject))
          throw new Error(`${key}.${f.name} is no list of rows`);
        expect(asked(f.row ?? [])).toEqual(Object.keys(rows.element.shape).sort());
      }
    }
  });

  it('ask for a single page as the server keeps one', () => {
    const asked = PAGE_FORM.flatMap((f) => [f.name, f.en]).sort();
    expect([...asked, 'version'].sort()).toEqual(Object.keys(pageEdit.shape).sort());
  });
});
