/**
 * The day of a 200-attendee training on the product, step by step over real HTTP: four units
 * register 50 people each, the secretariat accepts them (200 tickets, their PDFs and mails), the
 * tickets are read, the desk prints the badges; at the door the tickets are scanned as a staff
 * phone sends them (one request per scan, each waiting for its answer): one phone, then two
 * phones at once, then several runs of one phone for the sustained rate (median), then a phone's
 * offline queue sent in batches; finally the certificates. The training has sessions (one per
 * run, the first two required), so every run checks 200 people in afresh. Writes
 * bench/results/event-day.json (the embedded database; PostgreSQL too with DATABASE_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { startServer } from '#server/server.ts';
import { roles, userRoles, users } from '#server/auth/tables.ts';
import { beijingToday } from '#shared/format.ts';
import { memberUnits } from '#tests/helpers/load-units.ts';
import { signInAs, startProduct } from './load.ts';
import { onPostgres } from './postgres.ts';
import { record } from './record.ts';

const UNITS = 4;
const PER_UNIT = 50;
const PEOPLE = UNITS * PER_UNIT;
/** Runs of one phone for the sustained rate; the median is reported. */
const SUSTAINED_RUNS = 3;
const BATCH = 50;

interface Answer {
  code: number;
  msg: string;
  data?: unknown;
  rows?: unknown[];
}
type Call = (method: string, path: string, token: string, body?: unknown) => Promise<Answer>;

function caller(url: string): Call {
  return async (method, path, token, body) => {
    const res = await fetch(`${url}/prod-api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'content-language': 'zh',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const type = res.headers.get('content-type') ?? '';
    if (!type.includes('json')) {
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
      return { code: 200, msg: '' };
    }
    const answer = (await res.json()) as Answer;
    if (answer.code !== 200) throw new Error(`${path}: ${answer.msg}`);
    return answer;
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const perMinute = (scans: number, ms: number) => Math.round((scans / ms) * 60_000);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - start)];
}

async function eventDay(database: string, databaseUrl: string) {
  const dir = mkdtempSync(join(tmpdir(), 'assoc-event-day-'));
  const env = { DATA_DIR: dir, SITE_BUILD: 'false', JOBS: 'false', DATABASE_URL: databaseUrl };
  // The units and their sessions go straight into the database; the product then runs in a
  // process of its own, so the phones here do not share its event loop.
  const setup = await startServer({ env: { ...process.env, ...env, PORT: '0' }, log: () => {} });
  const db = setup.database.db;
  const tokens = await memberUnits(db, UNITS);
  const [enterprise] = await db.select().from(roles).where(eq(roles.roleKey, 'enterprise'));
  const accounts = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.userName,
        tokens.map((_, n) => `load${n}`),
      ),
    );
  await db
    .insert(userRoles)
    .values(accounts.map((a) => ({ userId: a.id, roleId: enterprise!.id })))
    .onConflictDoNothing();
  await setup.close();
  const product = await startProduct(env);
  const call = caller(product.url);
  const [editor, desk] = [
    await signInAs(product.url, dir, 'editor'),
    await signInAs(product.url, dir, 'secretariat'),
  ];
  const today = beijingToday(Date.now());
  const idOf = (a: Answer) => (a.data as { row?: { id: number }; id?: number }).row?.id ?? 0;
  const trainingId = idOf(
    await call('POST', '/content/training', editor, {
      title: '洁净室验证实务培训班',
      titleEn: 'Cleanroom validation in practice',
      startDate: today,
      endDate: today,
      deadline: today,
      location: '苏州',
      capacity: PEOPLE,
      fee: 0,
    }),
  );
  await call('POST', `/content/training/${trainingId}/publish`, editor, {});
  // One session per run at the door; the certificate needs the first two.
  const runs = [
    'phone',
    'twoPhones',
    ...Array.from({ length: SUSTAINED_RUNS }, (_, i) => `run${i}`),
  ];
  const sessionList = [...runs, 'offline'].map((name, i) => ({
    name: `场次${i + 1}`,
    nameEn: name,
    startsAt: `${today}T${String(i * 3).padStart(2, '0')}:00:00+08:00`,
    endsAt: `${today}T${String(i * 3 + 2).padStart(2, '0')}:59:00+08:00`,
    required: i < 2,
  }));
  const sessions = (
    (await call('PUT', `/console/trainings/${trainingId}/sessions`, desk, {
      sessions: sessionList,
    })) as { rows: { id: number }[] }
  ).rows.map((s) => s.id);

  const steps: Record<string, unknown> = {};
  // 1. Registrations: the four units at once, 50 people each.
  const [registrations, registerMs] = await timed(() =>
    Promise.all(
      tokens.map(
        async (token, u) =>
          (
            (
              await call('POST', '/center/training-registrations', token, {
                trainingId,
                contact: '赵敏',
                phone: '0512-66668888',
                position: '',
                ethnicity: '',
                gender: '0',
                accommodation: '0',
                checkIn: '',
                checkOut: '',
                attendees: Array.from({ length: PER_UNIT }, (_, p) => ({
                  name: `学员${u}-${p}`,
                  gender: '1',
                  position: '',
                  phone: '13812345678',
                  ethnicity: '',
                })),
              })
            ).data as { id: number }
          ).id,
      ),
    ),
  );
  steps.registrations = { units: UNITS, people: PEOPLE, ms: registerMs };
  // 2. Acceptance: each confirmation issues its 50 tickets and mails them as one PDF.
  const [, acceptMs] = await timed(async () => {
    for (const id of registrations)
      await call('POST', `/review/training-registrations/${id}`, desk, { decision: 'pass' });
  });
  steps.acceptance = { registrations: UNITS, tickets: PEOPLE, ms: acceptMs };
  // 3. Tickets: each unit reads its QR codes; the desk prints the 200 badges.
  const [codes, ticketsMs] = await timed(async () => {
    const all: string[] = [];
    for (const [u, id] of registrations.entries()) {
      const answer = await call('GET', `/center/training-registrations/${id}/tickets`, tokens[u]!);
      all.push(...(answer.rows as { code: string }[]).map((t) => t.code));
    }
    return all;
  });
  const [, badgesMs] = await timed(() =>
    call('GET', `/console/trainings/${trainingId}/badges`, desk),
  );
  if (codes.length !== PEOPLE) throw new Error(`${codes.length} tickets`);
  steps.tickets = { tickets: codes.length, readMs: ticketsMs, badgesPdfMs: badgesMs };

  // 4. The door: each scan is one request, and a phone waits for its answer before the next.
  const scanAll = async (token: string, list: string[], sessionId: number) => {
    let checkedIn = 0;
    for (const code of list) {
      const a = await call('POST', `/console/trainings/${trainingId}/checkin`, token, {
        code,
        sessionId,
      });
      if ((a.data as { outcome: string }).outcome === 'checkedIn') checkedIn++;
    }
    return checkedIn;
  };
  const phoneB = await signInAs(product.url, dir, 'secretariat');
  const [one, oneMs] = await timed(() => scanAll(desk, codes, sessions[0]!));
  steps.onePhone = {
    scans: PEOPLE,
    checkedIn: one,
    ms: oneMs,
    perMinute: perMinute(PEOPLE, oneMs),
  };
  const half = PEOPLE / 2;
  const [two, twoMs] = await timed(() =>
    Promise.all([
      scanAll(desk, codes.slice(0, half), sessions[1]!),
      scanAll(phoneB, codes.slice(half), sessions[1]!),
    ]),
  );
  steps.twoPhones = {
    scans: PEOPLE,
    checkedIn: two[0] + two[1],
    ms: twoMs,
    perMinute: perMinute(PEOPLE, twoMs),
    perPhonePerMinute: perMinute(half, twoMs),
  };
  const sustained: number[] = [];
  for (let r = 0; r < SUSTAINED_RUNS; r++) {
    const [n, ms] = await timed(() => scanAll(desk, codes, sessions[2 + r]!));
    if (n !== PEOPLE) throw new Error(`run ${r}: ${n} checked in`);
    sustained.push(perMinute(PEOPLE, ms));
  }
  steps.sustainedOnePhone = { runs: sustained, medianPerMinute: median(sustained) };
  // 5. A phone back online sends what it kept, 50 scans a batch.
  const offlineSession = sessions.at(-1)!;
  const [, offlineMs] = await timed(async () => {
    for (let i = 0; i < PEOPLE; i += BATCH)
      await call('POST', `/console/trainings/${trainingId}/checkin/batch`, desk, {
        scans: codes.slice(i, i + BATCH).map((code) => ({
          code,
          scannedAt: new Date().toISOString(),
          sessionId: offlineSession,
        })),
      });
  });
  steps.offlineBatches = { scans: PEOPLE, batch: BATCH, ms: offlineMs };
  const counts = (
    await call(
      'GET',
      `/console/trainings/${trainingId}/checkin/counts?session=${sessions[0]}`,
      desk,
    )
  ).data as { checkedIn: number; registered: number };
  // 6. Certificates: everyone was at both required sessions.
  const [issued, certMs] = await timed(
    async () =>
      (await call('POST', `/console/trainings/${trainingId}/certificates`, desk, {})).data as {
        issued: number;
      },
  );
  const [, certPdfMs] = await timed(() =>
    call('GET', `/console/trainings/${trainingId}/certificates/pdf`, desk),
  );
  steps.certificates = { issued: issued.issued, ms: certMs, pdfMs: certPdfMs };
  await product.stop();
  rmSync(dir, { recursive: true, force: true });
  if (issued.issued !== PEOPLE || counts.checkedIn !== PEOPLE)
    throw new Error(`certificates ${issued.issued}, checked in ${counts.checkedIn}`);
  return { database, ...steps };
}

const results = [await eventDay('embedded', '')];
const pg = await onPostgres((url) => eventDay('postgres', url));
if (pg) results.push(pg);
record('event-day', {
  date: new Date().toISOString().slice(0, 10),
  cores: cpus().length,
  attendees: PEOPLE,
  results,
});
