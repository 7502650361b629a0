/**
 * sys_notice → notices, their HTML through the product's sanitiser (the report lists each notice it
 * changed) and their links to old files pointed at the new ones; read receipts where the source
 * keeps them (the mapping's noticeReads: sys_notice_read by default).
 */
import { notices, noticeReads } from '#server/notices/tables.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';
import { NOTICE_SHOWN, NOTICE_WITHDRAWN } from '#server/notices/notices.ts';
import { beijingTime, type ImportContext, isDeleted, sourceKey } from './context.ts';
import { rewriteLinks } from './files.ts';
import { count, skip } from './report.ts';

export async function importNotices(ctx: ImportContext): Promise<void> {
  const c = count(ctx.report, 'sys_notice');
  for (const row of await ctx.source.rows('sys_notice')) {
    c.read++;
    if (isDeleted(row)) {
      skip(c, 'deleted (del_flag) / 已删除');
      continue;
    }
    const key = sourceKey(row, 'notice_id');
    if (await ctx.keys.target('sys_notice', key)) {
      c.already++;
      continue;
    }
    const title = row.notice_title?.trim() ?? '';
    const author = row.create_by?.trim();
    const html = row.notice_content ?? '';
    const clean = sanitizeRichText(await rewriteLinks(ctx, html, `sys_notice #${key} ${title}`));
    // A link given rel="noopener" is no loss; only what the sanitiser took out is listed.
    const removed = removedBySanitiser(html, sanitizeRichText(html));
    if (removed.length) ctx.report.sanitisedNotices.push({ id: key, title, removed });
    const [notice] = await ctx.tx
      .insert(notices)
      .values({
        noticeTitle: title,
        noticeContent: clean,
        // RuoYi-Vue keeps the author's name; RuoYi-Vue-Plus an account id, which says nothing.
        sendUser: author && !/^\d+$/.test(author) ? author : '秘书处',
        sendTime: beijingTime(row.create_time),
        messageType: 'system',
        receiveType: 'all',
        // RuoYi: 0 shown, 1 closed.
        status: row.status === '1' ? NOTICE_WITHDRAWN : NOTICE_SHOWN,
      })
      .returning({ id: notices.id });
    if (!notice) throw new Error(`notice ${title} not saved`);
    await ctx.keys.remember('sys_notice', key, notice.id);
    c.imported++;
  }
}

export async function importNoticeReads(ctx: ImportContext): Promise<void> {
  const m = ctx.mapping.noticeReads;
  if (!(await ctx.source.has(m.table))) return;
  const c = count(ctx.report, m.table);
  for (const row of await ctx.source.rows(m.table)) {
    c.read++;
    const notice = row[m.notice.toLowerCase()] ?? '';
    const user = row[m.user.toLowerCase()] ?? '';
    const key = `${notice}>${user}`;
    if (await ctx.keys.target(m.table, key)) {
      c.already++;
      continue;
    }
    const noticeId = await ctx.keys.target('sys_notice', notice);
    const userId = await ctx.keys.target('sys_user', user);
    if (!noticeId || !userId) {
      skip(c, 'its notice or account was not brought in / 对应通知或账号未导入');
      continue;
    }
    const readAt = m.readAt ? beijingTime(row[m.readAt.toLowerCase()]) : undefined;
    await ctx.tx
      .insert(noticeReads)
      .values({ noticeId: Number(noticeId), userId: Number(userId), ...(readAt ? { readAt } : {}) })
      .onConflictDoNothing();
    await ctx.keys.remember(m.table, key, `${noticeId}>${userId}`);
    c.imported++;
  }
}

/** What the sanitiser took out, as the IT provider can check it: tags and attributes. */
export function removedBySanitiser(before: string, after: string): string[] {
  const tags = (html: string) =>
    [...html.matchAll(/<([a-z][a-z0-9]*)\b[^>]*>/gi)].map((m) => ({
      name: `<${(m[1] ?? '').toLowerCase()}>`,
      attributes: [...m[0].matchAll(/\s([a-z][\w-]*)\s*=/gi)].map((a) =>
        (a[1] ?? '').toLowerCase(),
      ),
    }));
  const kept = new Set(tags(after).flatMap((t) => [t.name, ...t.attributes]));
  const removed = new Set(
    tags(before)
      .flatMap((t) => [t.name, ...t.attributes])
      .filter((x) => !kept.has(x)),
  );
  return [...removed];
}
