/**
 * Fills an empty database with the bilingual demo content of content/demo and one demo account
 * per role, each with a random password written to $DATA_DIR/demo-accounts.json.
 */
import { ACCESS, CHANNELS } from '#shared/vocabulary.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import * as t from '#features/tables.ts';
import { AUDIT_STATUS } from '#shared/constants.ts';
import { usccCheckChar } from '#shared/uscc.ts';
import { seedReportingPanel } from './panel.ts';
import { beijingToday } from '#shared/format.ts';
import { addDays } from '#features/membership/contract/member-term.ts';
import { hashPassword, randomPassword } from '#server/auth/passwords.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';
import { seedContent } from './content.ts';
import { read, seedBase } from './base.ts';
import { saveFile } from '#server/files/store.ts';
import type { FileStorage } from '#server/files/storage.ts';
import { sendNotice } from '#server/notices/notices.ts';

export interface DemoAccount {
  role: string;
  username: string;
  password: string;
}

/** A demo unit's enterprise information, with its licence as the one attachment. */
async function seedProfile(
  db: Db,
  opts: { contentDir: string; files: FileStorage },
  p: { enterpriseId: number; userId: number; attachment: string; data: Record<string, unknown> },
): Promise<void> {
  const bytes = readFileSync(join(opts.contentDir, '..', p.attachment));
  const fileId = await saveFile(db, opts.files, {
    bytes,
    originalName: '营业执照.pdf',
    mime: 'application/pdf',
    ext: 'pdf',
    ownerUserId: p.userId,
    access: 'owner',
  });
  await db.insert(t.enterpriseProfiles).values({
    enterpriseId: p.enterpriseId,
    data: { ...p.data, attachments: [fileId] },
    version: 1,
  });
}

interface AccountSeed {
  role: string;
  username: string;
  nickName: string;
  userType: string;
  roles: string[];
  profile?: { attachment: string; data: Record<string, unknown> };
  enterprise?: {
    taxPrefix: string;
    contactPerson: string;
    email: string;
    phone: string;
    isMember: boolean;
  };
}

/**
 * Demo members' terms end 45 days after the demo is made, inside the renewal window: the first
 * start sends the payment notice, so the whole renewal (notice, payment, receipt, certificate)
 * can be tried at once, whatever the day.
 */
const demoTermEnd = () => addDays(beijingToday(Date.now()), 45);
/** The demo members joined on 1 January two years ago (Beijing). */
const demoMemberSince = () =>
  new Date(`${Number(beijingToday(Date.now()).slice(0, 4)) - 2}-01-01T00:00:00+08:00`);

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.roles);
  return (row?.n ?? 0) === 0;
}

/** Seeds only an empty database; returns the accounts created (empty when nothing was done). */
export async function seedIfEmpty(
  db: Db,
  opts: { contentDir: string; dataDir: string; files: FileStorage; statistics?: boolean },
): Promise<DemoAccount[]> {
  if (!(await isEmpty(db))) return [];
  const accounts = read<AccountSeed[]>(opts.contentDir, 'accounts.json');
  const passwords = await Promise.all(
    accounts.map(async () => {
      const p = randomPassword();
      return { plain: p, hash: await hashPassword(p) };
    }),
  );
  await db.transaction(async (tx) => {
    await seedBase(tx, opts.contentDir);
    for (const [i, a] of accounts.entries()) {
      let enterpriseId: number | null = null;
      if (a.enterprise) {
        const body = `${a.enterprise.taxPrefix}${String(i).padStart(17 - a.enterprise.taxPrefix.length, '0')}`;
        const [ent] = await tx
          .insert(t.enterprises)
          .values({
            unitName: a.username,
            taxId: body + usccCheckChar(body),
            contactPerson: a.enterprise.contactPerson,
            email: a.enterprise.email,
            phone: a.enterprise.phone,
            auditStatus: AUDIT_STATUS.passed,
            isMember: a.enterprise.isMember,
            // A member of long standing: it owes the reports of the months the demo asks for.
            memberSince: a.enterprise.isMember ? demoMemberSince() : null,
            memberUntil: a.enterprise.isMember ? demoTermEnd() : null,
          })
          .returning();
        enterpriseId = ent!.id;
      }
      const [user] = await tx
        .insert(t.users)
        .values({
          userName: a.username,
          nickName: a.nickName,
          userType: a.userType,
          passwordHash: passwords[i]!.hash,
          enterpriseId,
          phone: a.enterprise?.phone,
        })
        .returning();
      // The demo units have read the privacy notice in force, as a registered unit has.
      if (enterpriseId && user)
        await tx.insert(t.privacyConsents).values({
          userId: user.id,
          kind: 'notice',
          version: sql`(select max(version) from privacy_notice)`,
          granted: true,
          ip: 'demo',
        });
      for (const key of a.roles) {
        const [role] = await tx.select().from(t.roles).where(eq(t.roles.roleKey, key));
        await tx.insert(t.userRoles).values({ userId: user!.id, roleId: role!.id });
      }
      if (a.profile && enterpriseId && user)
        await seedProfile(tx, opts, {
          enterpriseId,
          userId: user.id,
          ...a.profile,
        });
    }
    await seedContent(tx, opts.contentDir, opts.files);
    if (opts.statistics) await seedReportingPanel(tx, read(opts.contentDir, 'panel.json'));
    // The demo members are in the demo members table: link their entries by id, as staff would.
    await tx.execute(
      sql`update member_unit m set enterprise_id = e.id from enterprise e
          where e.is_member and e.unit_name = m.unit_name and m.enterprise_id is null`,
    );
    await seedArticles(tx, opts.contentDir);
    await seedNotices(tx, opts.contentDir);
    await tx.insert(t.siteState).values({ id: 1, contentVersion: 1 }).onConflictDoNothing();
  });
  const demo = accounts.map((a, i) => ({
    role: a.role,
    username: a.username,
    password: passwords[i]!.plain,
  }));
  writeFileSync(join(opts.dataDir, 'demo-accounts.json'), `${JSON.stringify(demo, null, 2)}\n`, {
    mode: 0o600,
  });
  return demo;
}

interface ArticleSeed {
  channel: string;
  publishedAt: string;
  access?: string;
  title: string;
  titleEn?: string;
  summary: string;
  summaryEn?: string;
  body?: string;
  bodyEn?: string;
  source?: string;
  /** Alliance articles name their alliance. */
  alliance?: string;
}

async function seedArticles(db: Db, contentDir: string): Promise<void> {
  const alliances = await db
    .select({ id: t.alliances.id, name: t.alliances.name })
    .from(t.alliances);
  const rows = read<ArticleSeed[]>(contentDir, 'articles.json').map((a) => ({
    source: a.source ?? '',
    allianceId: alliances.find((x) => x.name === a.alliance)?.id ?? null,
    channel: CHANNELS.find((c) => c === a.channel) ?? 'info',
    title: a.title,
    titleEn: a.titleEn ?? null,
    summary: a.summary,
    summaryEn: a.summaryEn ?? null,
    body: sanitizeRichText(a.body ?? `<p>${a.summary}</p>`),
    bodyEn: a.bodyEn ? sanitizeRichText(a.bodyEn) : null,
    access: ACCESS.find((x) => x === a.access) ?? 'public',
    publishedAt: new Date(`${a.publishedAt}T08:00:00+08:00`),
  }));
  await db.insert(t.articles).values(rows);
}

/** Notices addressed to everyone or to the demo account of a role. */
async function seedNotices(db: Db, contentDir: string): Promise<void> {
  const list = read<
    {
      to: string;
      from: string;
      fromEn?: string;
      title: string;
      titleEn?: string;
      content: string;
      contentEn?: string;
      linkTo?: string;
      linkTitle?: string;
      linkTitleEn?: string;
    }[]
  >(contentDir, 'notices.json');
  const accounts = read<AccountSeed[]>(contentDir, 'accounts.json');
  for (const n of list) {
    const username = accounts.find((a) => a.role === n.to)?.username;
    const [user] = username
      ? await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.userName, username))
      : [];
    if (n.to !== 'all' && !user) continue;
    await sendNotice(db, { ...n, to: n.to === 'all' ? 'all' : user!.id });
  }
}

export function readDemoAccounts(dataDir: string): DemoAccount[] {
  try {
    return JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8')) as DemoAccount[];
  } catch {
    return [];
  }
}
