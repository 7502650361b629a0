/**
 * What editors change besides content items: single pages, the contact and industry statistics
 * documents, and the menu tree. Both languages side by side; English may be left out, readers then
 * see the Chinese.
 */
import { z } from 'zod';
import { isSafeLink } from '#shared/links.ts';
import { optionalEmail } from '#shared/schemas/fields.ts';
import { CONTENT_STATUS } from '#shared/vocabulary.ts';
import { buildId } from '#features/content/contract/editor.contract.ts';

const text = (max = 200) => z.string().trim().max(max, { error: 'validation.tooLong' });
const required = (max = 200) => text(max).min(1, { error: 'validation.required' });
const optionalText = (max = 200) => text(max).nullish();
/** The version a save started from: the edited thing as it was then, as the server named it. */
const version = z.string().min(1, { error: 'validation.version' }).max(100);

export const PAGE_SLUG = /^[a-zA-Z]{1,40}$/;

export const pageEdit = z.object({
  title: required(),
  titleEn: optionalText(),
  body: z.string().max(200_000, { error: 'validation.tooLong' }),
  bodyEn: z.string().max(200_000, { error: 'validation.tooLong' }).nullish(),
  version,
});

export const contactEdit = z.object({
  address: required(),
  addressEn: optionalText(),
  postcode: text(20),
  phone: required(50),
  fax: text(50),
  email: optionalEmail,
  hours: text(),
  hoursEn: optionalText(),
  departments: z
    .array(
      z.object({
        name: required(100),
        nameEn: optionalText(100),
        contact: text(50),
        phone: text(50),
        email: optionalEmail,
        duties: text(500),
        dutiesEn: optionalText(500),
      }),
    )
    .max(30),
});

const figure = z.number({ error: 'validation.number' }).min(0, { error: 'validation.nonNegative' });
export const statisticsEdit = z.object({
  years: z
    .array(
      z.object({
        year: z.number().int().min(1990).max(2100),
        revenue: figure,
        profit: z.number({ error: 'validation.number' }),
        exportValue: figure,
        enterprises: figure,
        employees: figure,
      }),
    )
    .max(50),
  categories: z.array(z.object({ category: required(20), share: figure.max(100) })).max(30),
});

export const DOCUMENT_KEYS = ['contact', 'statistics'] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];
export const documentSchemas = { contact: contactEdit, statistics: statisticsEdit } as const;

/** A menu entry goes to a site path or out by http(s); English falls back to Chinese. */
export interface MenuEdit {
  name: string;
  enName?: string | null | undefined;
  path?: string | null | undefined;
  hidden: boolean;
  children?: MenuEdit[] | undefined;
}
const menuPath = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === '' || isSafeLink(v, { sitePaths: true }), {
    error: 'validation.menuLink',
  })
  .nullish();
const entryFields = {
  name: required(40),
  enName: optionalText(60),
  path: menuPath,
  hidden: z.boolean().default(false),
};
// Three levels at most: the header draws no deeper, and a fourth is refused, not dropped.
const thirdLevel = z.object(entryFields).strict();
const secondLevel = z
  .object({ ...entryFields, children: z.array(thirdLevel).max(30).optional() })
  .strict();
const firstLevel = z
  .object({ ...entryFields, children: z.array(secondLevel).max(30).optional() })
  .strict();
export const menuEdit = z.object({ tree: z.array(firstLevel).min(1).max(30), version });

/** A single page as editors see it, both languages, with the version a save names. */
export const sitePage = z.object({
  slug: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  body: z.string(),
  bodyEn: z.string().nullable(),
  status: z.enum(CONTENT_STATUS),
  updatedAt: z.string(),
  version: z.string(),
});
export const siteDocument = z.object({
  key: z.enum(DOCUMENT_KEYS),
  value: z.record(z.string(), z.unknown()),
  version: z.string(),
});
/** The whole menu tree (hidden entries and both names included) and its version. */
export const siteMenu = z.object({
  tree: z.array(z.record(z.string(), z.unknown())),
  version: z.string(),
});

/**
 * What a save or a restore answers: the thing as saved, which kind it is, and the build that
 * rebuilds the pages showing it (null when this server builds no pages).
 */
export const siteSaved = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), row: sitePage, buildId }),
  z.object({ kind: z.literal('document'), row: siteDocument, buildId }),
  z.object({ kind: z.literal('menu'), row: siteMenu, buildId }),
]);
export type SiteSaved = z.infer<typeof siteSaved>;
