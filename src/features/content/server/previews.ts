/**
 * What an item's page will show, in one language, for an editor checking a draft before it is
 * published: each type with a page of its own reads its row as its table types it, and shapes it
 * as that page does.
 */
import { eq } from 'drizzle-orm';
import type { Locale } from '#shared/constants.ts';
import type { ContentTypeKey } from '#shared/content-types.ts';
import { beijingToday } from '#shared/format.ts';
import type { Db } from '#server/db/client.ts';
import { fileRefs } from '#server/files/store.ts';
import type { PreviewPage } from '../contract/editor.contract.ts';
import { articlePage } from './articles.ts';
import * as M from './catalog.ts';
import * as T from './tables.ts';

export interface PreviewContext {
  db: Db;
  locale: Locale;
  now: number;
}

type Preview = (ctx: PreviewContext, id: number) => Promise<PreviewPage | undefined>;

export const PREVIEWS: Partial<Record<ContentTypeKey, Preview>> = {
  article: async ({ db, locale }, id) => {
    const [r] = await db.select().from(T.articles).where(eq(T.articles.id, id));
    return r && { kind: 'detail', page: articlePage(r, locale, null) };
  },
  standard: async ({ db, locale }, id) => {
    const [r] = await db.select().from(T.standards).where(eq(T.standards.id, id));
    return r && { kind: 'standard', page: M.standardDetail(r, locale) };
  },
  patent: async ({ db, locale, now }, id) => {
    const [r] = await db.select().from(T.patents).where(eq(T.patents.id, id));
    return r && { kind: 'patent', page: M.patentRow(r, locale, now) };
  },
  training: async ({ db, locale, now }, id) => {
    const [r] = await db.select().from(T.trainings).where(eq(T.trainings.id, id));
    return r && { kind: 'training', page: M.trainingRow(r, locale, undefined, beijingToday(now)) };
  },
  periodical: async ({ db, locale }, id) => {
    const [r] = await db.select().from(T.periodicals).where(eq(T.periodicals.id, id));
    if (!r) return undefined;
    const file = (await fileRefs(db, [r.fileId])).get(r.fileId ?? '') ?? null;
    return { kind: 'periodical', page: M.periodicalRow(r, locale, file) };
  },
};
