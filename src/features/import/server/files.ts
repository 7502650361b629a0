/**
 * Files: RuoYi's upload folder (its `/profile/…` addresses, given with --files) and RuoYi-Vue-Plus's
 * sys_oss rows come into the product's file storage under new ids. Content and notices are
 * rewritten to the new addresses as they come in (rewriteLinks); a file that cannot be found or is
 * of a kind the product does not serve is reported, its link left as it was.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { files } from '#server/files/tables.ts';
import { detectType, fileUrl } from '#server/files/store.ts';
import { normaliseFileName } from '#shared/text.ts';
import type { FileAccess } from '#shared/vocabulary.ts';
import type { ImportContext } from './context.ts';
import { count, skip } from './report.ts';

const FILES_TABLE = 'files';
/** `/profile/…` as RuoYi links it: bare, behind /prod-api or /dev-api, or with the old host. */
const PROFILE_LINK =
  /^(?:https?:\/\/[^/"'\s]+)?(?:\/(?:prod-api|dev-api|[\w-]+-api))?\/profile\/([^"'?#\s]+)/i;

/** sys_oss (RuoYi-Vue-Plus): each object, found in the folder by its key or fetched by its url. */
export async function importOss(ctx: ImportContext): Promise<void> {
  if (!(await ctx.source.has('sys_oss'))) return;
  const c = count(ctx.report, 'sys_oss');
  for (const row of await ctx.source.rows('sys_oss')) {
    c.read++;
    const key = `oss:${row.oss_id ?? ''}`;
    const url = row.url?.trim() ?? '';
    const known = await ctx.keys.target(FILES_TABLE, key);
    if (known) {
      if (url) ctx.ossLinks.set(url, known);
      c.already++;
      continue;
    }
    const bytes = (await fromFolder(ctx, row.file_name ?? '')) ?? (await fromUrl(url));
    const original = row.original_name?.trim() || row.file_name || key;
    // The kind is read from the name's extension: Vue-Plus keeps it apart too.
    const name = /\.\w+$/.test(original) ? original : `${original}${row.file_suffix ?? ''}`;
    if (!bytes) {
      ctx.report.missingFiles.push(`sys_oss #${row.oss_id}: ${url || row.file_name}`);
      skip(c, 'file not found / 文件未找到');
      continue;
    }
    const owner = row.create_by && (await ctx.keys.target('sys_user', row.create_by));
    const id = await store(ctx, bytes, name, owner ? Number(owner) : null, 'owner');
    if (!id) {
      ctx.report.missingFiles.push(
        `sys_oss #${row.oss_id}: ${name} (kind not served / 类型不接受)`,
      );
      skip(c, 'kind of file the product does not serve / 本系统不接受的文件类型');
      continue;
    }
    await ctx.keys.remember(FILES_TABLE, key, id);
    if (url) ctx.ossLinks.set(url, id);
    c.imported++;
  }
}

/**
 * The HTML with every link to an old file pointed at its new address (the file brought in on
 * first sight, public: RuoYi served /profile/ to anyone). `where` names the item for the report.
 */
export async function rewriteLinks(ctx: ImportContext, html: string, where: string) {
  const found = [...html.matchAll(/\b(src|href)\s*=\s*(["'])(.*?)\2/gi)];
  let out = html;
  for (const match of found) {
    const link = match[3] ?? '';
    const id = await fileFor(ctx, link, where);
    if (id)
      out = out.replace(match[0], `${match[1]}=${match[2]}${fileUrl(id, 'public')}${match[2]}`);
  }
  return out;
}

async function fileFor(ctx: ImportContext, link: string, where: string) {
  const oss = ctx.ossLinks.get(link);
  if (oss) return publish(ctx, oss);
  const path = PROFILE_LINK.exec(link)?.[1];
  if (!path) return undefined;
  // Counted as a table of its own: the files of the upload folder that content links to.
  const c = count(ctx.report, 'profile/');
  const key = `profile/${safeDecode(path)}`;
  c.read++;
  const known = await ctx.keys.target(FILES_TABLE, key);
  if (known) {
    c.already++;
    return publish(ctx, known);
  }
  const bytes = await fromFolder(ctx, safeDecode(path));
  if (!bytes) {
    ctx.report.missingFiles.push(`${where}: ${link}`);
    skip(c, 'file not found / 文件未找到');
    return undefined;
  }
  const id = await store(ctx, bytes, path.split('/').pop() ?? path, null, 'public');
  if (!id) {
    ctx.report.missingFiles.push(`${where}: ${link} (kind not served / 类型不接受)`);
    skip(c, 'kind of file the product does not serve / 本系统不接受的文件类型');
    return undefined;
  }
  await ctx.keys.remember(FILES_TABLE, key, id);
  c.imported++;
  return id;
}

/** A file content links to is read by the public pages: it becomes public if it was not. */
async function publish(ctx: ImportContext, id: string) {
  await ctx.tx
    .update(files)
    .set({ access: 'public' })
    .where(and(eq(files.id, id), ne(files.access, 'public')));
  return id;
}

const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** A path under the upload folder (with or without its profile/ level), never outside it. */
async function fromFolder(ctx: ImportContext, path: string): Promise<Buffer | undefined> {
  const dir = ctx.files.dir;
  if (!dir || !path || path.includes('\0')) return undefined;
  for (const base of [dir, join(dir, 'profile')]) {
    const full = resolve(base, path.replace(/^\/+/, ''));
    if (relative(resolve(dir), full).startsWith('..')) return undefined;
    if (existsSync(full) && statSync(full).isFile()) return readFileSync(full);
  }
  return undefined;
}

async function fromUrl(url: string): Promise<Buffer | undefined> {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(20_000) });
    return res.ok ? Buffer.from(await res.arrayBuffer()) : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the bytes (not on a dry run) and their row; undefined for a kind the product refuses. */
export async function store(
  ctx: Pick<ImportContext, 'tx' | 'dryRun' | 'files'>,
  bytes: Buffer,
  originalName: string,
  ownerUserId: number | null,
  access: FileAccess,
): Promise<string | undefined> {
  const type = detectType(bytes, originalName);
  if (!type) return undefined;
  const id = randomUUID();
  const storedName = `${id}.${type.ext}`;
  if (!ctx.dryRun && ctx.files.storage) {
    await ctx.files.storage.using(ctx.tx).put(storedName, bytes);
    ctx.files.written.push(storedName);
  }
  const image = type.mime.startsWith('image/');
  await ctx.tx.insert(files).values({
    id,
    originalName: normaliseFileName(originalName),
    storedName,
    mime: type.mime,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    ownerUserId,
    access,
    purpose: access === 'owner' ? null : image ? 'contentImage' : 'contentFile',
  });
  return id;
}
