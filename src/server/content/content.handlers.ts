import { CODE } from '../../shared/constants.ts';
import { newRouter } from '../http/openapi.ts';
import { latest } from './articles.ts';
import * as routes from './content.routes.ts';

export const contentRouter = newRouter().openapi(routes.indexNews, async (c) => {
  const { db } = c.var.deps;
  const [news, dynamics] = [await latest(db, 'news', 6, c.var.locale), await latest(db, 'dynamics', 6, c.var.locale)];
  return c.json({ code: CODE.ok, msg: c.var.t('common.ok'), data: { news, dynamics } }, 200);
});
