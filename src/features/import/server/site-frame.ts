/**
 * What frames every page of the old site: its header menu (`menuList`) and the secretariat's
 * contact details (`queryContactus`). Both are brought in only where this product has none of its
 * own yet: a menu or contact page written here is never overwritten (reported as skipped).
 */
import { eq } from 'drizzle-orm';
import type { ContactDoc, MenuItem } from '#features/content/contract/content.contract.ts';
import { documents, menus } from '#features/content/server/tables.ts';
import { count, skip } from './report.ts';
import { english, type SiteContext } from './site-context.ts';

const WRITTEN_HERE = 'written here already, not overwritten / 本系统已有，未覆盖';

/**
 * The menu tree, each entry under the one it sat under there, in the same order. Entries the old
 * site added since an earlier run join the tree; once an editor here has saved the menu (every row
 * then is theirs), it is left as they made it.
 */
export async function importMenu(ctx: SiteContext): Promise<void> {
  const zh = (await ctx.site.call<MenuItem[]>('menuList'))?.data ?? [];
  if (!zh.length) return;
  const c = count(ctx.report, 'menuList');
  const ours = await ctx.keys.targets('menu');
  const here = await ctx.tx.select({ id: menus.id }).from(menus);
  const ownMenu = here.some((r) => !ours.has(String(r.id)));
  const walk = async (entries: MenuItem[], parentId: number | null): Promise<void> => {
    for (const [sort, entry] of entries.entries()) {
      c.read++;
      const key = String(entry.id);
      let id = Number(await ctx.keys.target('menu', key)) || undefined;
      if (id) c.already++;
      else if (ownMenu) skip(c, `menu ${WRITTEN_HERE}`);
      else {
        const [made] = await ctx.tx
          .insert(menus)
          .values({
            parentId,
            name: entry.name,
            // The menu call answers both names at once: no English is a null, not a fallback.
            enName: entry.enName || null,
            path: entry.path ?? null,
            hidden: !!entry.hidden,
            sort,
          })
          .returning({ id: menus.id });
        if (!made) throw new Error(`menu ${entry.name} not saved`);
        await ctx.keys.remember('menu', key, made.id);
        c.imported++;
        id = made.id;
      }
      if (entry.children?.length && id) await walk(entry.children, id);
    }
  };
  await walk(zh, null);
}

/** The contact document as the contact page's editor keeps it: both languages side by side. */
export async function importContact(ctx: SiteContext): Promise<void> {
  const zh = (await ctx.site.call<ContactDoc>('queryContactus'))?.data;
  if (!zh) return;
  const c = count(ctx.report, 'queryContactus');
  c.read++;
  if (await ctx.keys.target('document', 'contact')) {
    c.already++;
    return;
  }
  const [here] = await ctx.tx
    .select({ key: documents.key })
    .from(documents)
    .where(eq(documents.key, 'contact'));
  if (here) {
    skip(c, `contact page ${WRITTEN_HERE}`);
    return;
  }
  const en = (await ctx.site.call<ContactDoc>('queryContactus', {}, 'en'))?.data;
  const only = (key: string, value: string | null) => (value ? { [key]: value } : {});
  const value = {
    address: zh.address,
    ...only('addressEn', english(zh.address, en?.address)),
    postcode: zh.postcode,
    phone: zh.phone,
    fax: zh.fax,
    email: zh.email,
    hours: zh.hours,
    ...only('hoursEn', english(zh.hours, en?.hours)),
    // Departments in the same order in both languages.
    departments: zh.departments.map((d, i) => ({
      ...d,
      ...only('nameEn', english(d.name, en?.departments[i]?.name)),
      ...only('dutiesEn', english(d.duties, en?.departments[i]?.duties)),
    })),
  };
  await ctx.tx.insert(documents).values({ key: 'contact', value });
  await ctx.keys.remember('document', 'contact', 'contact');
  c.imported++;
}
