/** Loads content/demo/*.json (see content/README.md) into an empty database. Missing files are skipped. */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Db } from '#server/db/client.ts';
import * as t from '#features/tables.ts';
import { saveFile } from '#server/files/store.ts';
import type { FileStorage } from '#server/files/storage.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';

type Json = Record<string, any>;
const MIME: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};
const html = (v: unknown) => (typeof v === 'string' ? sanitizeRichText(v) : null);
const s = (v: unknown) => (typeof v === 'string' && v.length ? v : null);

export async function seedContent(db: Db, contentDir: string, files: FileStorage): Promise<void> {
  const read = (name: string): any => {
    const path = join(contentDir, 'demo', name);
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  };
  /** Demo files become stored files like any upload: generated names, opaque ids. */
  const store = async (
    rel: string | undefined,
    access: 'public' | 'login' | 'member',
  ): Promise<string | null> => {
    if (!rel) return null;
    const path = join(contentDir, 'files', rel);
    if (!existsSync(path)) return null;
    const ext = extname(rel).toLowerCase();
    return saveFile(db, files, {
      bytes: readFileSync(path),
      originalName: rel.split('/').pop()!,
      mime: MIME[ext] ?? 'application/octet-stream',
      ext: ext.slice(1),
      access,
      purpose: 'contentFile',
    });
  };

  const pagesJson: Json[] = read('pages.json') ?? [];
  if (pagesJson.length)
    await db.insert(t.pages).values(
      pagesJson.map((p) => ({
        slug: p.slug,
        title: p.title,
        titleEn: s(p.titleEn),
        body: html(p.body) ?? '',
        bodyEn: html(p.bodyEn),
      })),
    );

  const standards: Json[] = read('standards.json') ?? [];
  if (standards.length) {
    await db.insert(t.standards).values(
      standards.map((x) => ({
        code: x.code,
        name: x.name,
        nameEn: s(x.nameEn),
        category: x.category,
        state: x.status ?? x.state ?? 'current',
        issuedAt: s(x.issuedAt),
        implementedAt: s(x.implementedAt),
        draftingUnits: x.draftingUnits ?? '',
        summary: x.summary ?? '',
        summaryEn: s(x.summaryEn),
        revisions: x.revisions ?? [],
      })),
    );
  }
  const patents: Json[] = read('patents.json') ?? [];
  if (patents.length) {
    await db.insert(t.patents).values(
      patents.map((x) => ({
        name: x.name,
        nameEn: s(x.nameEn),
        abstract: x.abstract ?? '',
        abstractEn: s(x.abstractEn),
        applicationNo: x.applicationNo,
        country: x.country,
        type: x.type,
        applicationDate: s(x.applicationDate),
        grantDate: s(x.grantDate),
        expiryDate: s(x.expiryDate),
        applicant: x.applicant ?? '',
        applicantAddress: x.applicantAddress ?? '',
        patentee: x.patentee ?? '',
        patenteeAddress: x.patenteeAddress ?? '',
        everGranted: !!x.everGranted,
        inForce: !!x.inForce,
      })),
    );
  }
  const experts: Json[] = read('experts.json') ?? [];
  if (experts.length) {
    await db.insert(t.experts).values(
      experts.map((x, i) => ({
        name: x.name,
        nameEn: s(x.nameEn),
        title: x.title ?? '',
        titleEn: s(x.titleEn),
        organization: x.organization ?? '',
        organizationEn: s(x.organizationEn),
        field: x.field ?? '',
        fieldEn: s(x.fieldEn),
        role: x.role ?? 'member',
        bio: x.bio ?? '',
        bioEn: s(x.bioEn),
        sort: (x.role === 'chair' ? 0 : x.role === 'vice' ? 100 : 1000) + i,
      })),
    );
  }
  const trainings: Json[] = read('trainings.json') ?? [];
  if (trainings.length) {
    await db.insert(t.trainings).values(
      trainings.map((x) => ({
        title: x.title,
        titleEn: s(x.titleEn),
        startDate: x.startDate,
        endDate: x.endDate,
        deadline: s(x.deadline),
        location: x.location ?? '',
        locationEn: s(x.locationEn),
        fee: Number(x.fee ?? 0),
        capacity: Number(x.capacity ?? 0),
        summary: x.summary ?? '',
        summaryEn: s(x.summaryEn),
        body: html(x.body) ?? '',
        bodyEn: html(x.bodyEn),
        access: x.access ?? 'public',
      })),
    );
  }
  for (const x of (read('periodicals.json') ?? []) as Json[]) {
    const access = x.access ?? 'public';
    await db.insert(t.periodicals).values({
      title: x.title,
      titleEn: s(x.titleEn),
      year: x.year,
      issue: x.issue,
      publishedAt: x.publishedAt,
      summary: x.summary ?? '',
      summaryEn: s(x.summaryEn),
      fileId: await store(x.file, access),
      contents: x.contents ?? [],
      access,
    });
  }
  for (const [i, x] of ((read('links.json') ?? []) as Json[]).entries()) {
    await db.insert(t.links).values({
      name: x.name,
      nameEn: s(x.nameEn),
      link: x.link,
      logoFileId: await store(x.logo, 'public'),
      sort: i,
    });
  }
  for (const x of (read('downloads.json') ?? []) as Json[]) {
    await db.insert(t.downloads).values({
      title: x.title,
      titleEn: s(x.titleEn),
      category: x.category,
      publishedAt: x.publishedAt,
      fileId: await store(x.file, 'public'),
    });
  }
  const alliances: Json[] = read('alliances.json') ?? [];
  if (alliances.length) {
    await db.insert(t.alliances).values(
      alliances.map((x, i) => ({
        name: x.name,
        nameEn: s(x.nameEn),
        founded: x.founded ?? null,
        intro: html(x.intro) ?? '',
        introEn: html(x.introEn),
        members: x.members ?? [],
        sort: i,
      })),
    );
  }
  const members: Json[] = read('members.json') ?? [];
  if (members.length) {
    const rank: Record<string, number> = {
      president: 0,
      vicePresident: 1000,
      director: 2000,
      member: 3000,
    };
    await db.insert(t.memberUnits).values(
      members.map((x, i) => ({
        unitName: x.unitName,
        unitNameEn: s(x.unitNameEn),
        region: x.region ?? '',
        regionEn: s(x.regionEn),
        category: x.category ?? '',
        level: x.level ?? 'member',
        joinedYear: x.joinedYear ?? null,
        website: s(x.website),
        sort: (rank[x.level] ?? 3000) + i,
      })),
    );
  }
  await seedMenu(db, read('menu.json') ?? []);
  for (const key of ['contact', 'statistics']) {
    const value = read(`${key}.json`);
    if (value) await db.insert(t.documents).values({ key, value });
  }
}

async function seedMenu(db: Db, tree: Json[], parentId: number | null = null): Promise<void> {
  for (const [i, node] of tree.entries()) {
    const [row] = await db
      .insert(t.menus)
      .values({
        parentId,
        name: node.name,
        enName: s(node.enName),
        path: s(node.path),
        hidden: !!node.hidden,
        sort: i,
      })
      .returning({ id: t.menus.id });
    if (node.children?.length) await seedMenu(db, node.children, row!.id);
  }
}
