import { z } from 'zod';
import { dataOf } from '#shared/schemas/envelope.ts';

export const configKeyParams = z.object({ key: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/) });
export const dictTypeParams = z.object({ type: z.string().regex(/^[A-Za-z0-9_]{1,100}$/) });

export const dictEntry = z.object({
  /** In the reader's language, Chinese when no English exists. */
  dictLabel: z.string(),
  dictValue: z.string(),
  dictSort: z.number(),
  /** Both languages, for forms that show either. */
  raw: z.object({ zh: z.string(), en: z.string().nullable() }),
});
export const dictResponse = dataOf(z.array(dictEntry));

/** RuoYi route objects. */
export const siteRoute = z.object({
  path: z.string(),
  component: z.string(),
  hidden: z.boolean(),
  meta: z.object({
    title: z.string(),
    titleKey: z.string(),
    group: z.string(),
    coloured: z.boolean(),
  }),
  children: z.array(
    z.object({
      path: z.string(),
      component: z.string(),
      hidden: z.boolean(),
      meta: z.object({
        title: z.string(),
        titleKey: z.string(),
        group: z.string(),
        coloured: z.boolean(),
      }),
    }),
  ),
});
export const siteRoutersResponse = dataOf(z.array(siteRoute));

/** A console page the caller may open: its path below /admin, its title, its menu group. */
export const consoleRoute = z.object({
  path: z.string(),
  title: z.string(),
  titleKey: z.string(),
  group: z.string(),
});
export const consoleRoutesResponse = dataOf(z.array(consoleRoute));
