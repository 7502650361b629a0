/**
 * A general assembly on the product: 200 member units, each on its own phone, vote at once on
 * three motions (one open, two secret) and one secret election for five seats with eight
 * candidates; then the secretariat closes and counts each. Reports the time of the whole
 * assembly's voting, each vote's latency (p50, p99), and each count, on the embedded database and,
 * when DATABASE_URL is set, on PostgreSQL; every ballot must be counted once. Medians of RUNS
 * runs (3). Writes bench/results/governance.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { startServer } from '#server/server.ts';
import { enterprises } from '#server/auth/tables.ts';
import { beijingToday } from '#shared/format.ts';
import { memberUnits } from '#tests/helpers/load-units.ts';
import { signInAs, startProduct } from './load.ts';
import { onPostgres } from './postgres.ts';
import { record } from './record.ts';

const UNITS = 200;
const SEATS = 5;
const CANDIDATES = 8;
const RUNS = Number(process.env.RUNS ?? 3);

type Call = (path: string, token: string, body?: unknown) => Promise<{ data?: unknown }>;

function caller(url: string): Call {
  return async (path, token, body) => {
    const res = await fetch(`${url}/prod-api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await res.json()) as { code: number; msg: string; data?: unknown };
    if (answer.code !== 200) throw new Error(`${path}: ${answer.msg}`);
    return answer;
  };
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.floor((sorted.length - 1) * p)]!);

async function assembly(database: string, databaseUrl: string) {
  const dir = mkdtempSync(join(tmpdir(), 'assoc-assembly-'));
  const env = { DATA_DIR: dir, SITE_BUILD: 'false', JOBS: 'false', DATABASE_URL: databaseUrl };
  // The units, in good standing, and their sessions go straight into the database; the product
  // then runs in a process of its own, so the 200 phones here do not share its event loop.
  const setup = await startServer({
    env: { ...process.env, ...env, PORT: '0' },
    log: () => undefined,
  });
  const tokens = await memberUnits(setup.database.db, UNITS);
  const units = await setup.database.db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(
      inArray(
        enterprises.unitName,
        tokens.map((_, n) => `申报单位${n}`),
      ),
    );
  await setup.database.db
    .update(enterprises)
    .set({ memberSince: new Date('2020-01-01T00:00:00Z'), memberUntil: '2099-12-31' })
    .where(
      inArray(
        enterprises.id,
        units.map((u) => u.id),
      ),
    );
  await setup.close();
  const product = await startProduct(env);
  const call = caller(product.url);
  const desk = await signInAs(product.url, dir, 'secretariat');
  const now = Date.now();
  const poll = (title: string, extra: Record<string, unknown>) => ({
    title,
    titleEn: title,
    body: '提请会员代表大会表决。',
    bodyEn: 'Put to the general assembly.',
    electorate: 'members',
    recordDate: beijingToday(now),
    opensAt: new Date(now).toISOString(),
    closesAt: new Date(now + 3_600_000).toISOString(),
    quorumPercent: 50,
    majority: 'simple',
    ...extra,
  });
  const idOf = (a: { data?: unknown }) => (a.data as { id: number }).id;
  const motions: number[] = [];
  for (const [n, secret] of [false, true, true].entries()) {
    const id = idOf(await call('/governance/motions', desk, poll(`动议${n + 1}`, { secret })));
    await call(`/governance/motions/${id}/open`, desk, {});
    motions.push(id);
  }
  const election = idOf(
    await call(
      '/governance/motions',
      desk,
      poll('理事会选举', {
        kind: 'election',
        secret: true,
        seats: SEATS,
        nominationClosesAt: new Date(now + 60_000).toISOString(),
        opensAt: new Date(now + 60_000).toISOString(),
      }),
    ),
  );
  await call(`/governance/motions/${election}/nominations`, desk, {});
  for (let n = 0; n < CANDIDATES; n++)
    await call(`/governance/ballots/${election}/nominations`, tokens[n]!, {
      enterpriseId: units[n]!.id,
      representative: `代表${n}`,
    });
  const opened = (await call(`/governance/motions/${election}/open`, desk, {})).data as {
    candidates: { id: number }[];
  };
  const candidates = opened.candidates.map((c) => c.id);

  // Each phone: its three motions, then its election ballot, one after another.
  const latencies: number[] = [];
  const voteAll = async (token: string, n: number, receipt: string) => {
    for (const [m, id] of motions.entries()) {
      const start = performance.now();
      await call(`/governance/ballots/${id}/vote`, token, {
        choice: (n + m) % 3 === 0 ? 'against' : 'for',
        receipt: `${receipt}M${m}`,
      });
      latencies.push(performance.now() - start);
    }
    const start = performance.now();
    await call(`/governance/ballots/${election}/vote`, token, {
      candidates: candidates.filter((_, c) => (c + n) % 3 !== 0).slice(0, SEATS),
      receipt: `${receipt}E`,
    });
    latencies.push(performance.now() - start);
  };
  const began = performance.now();
  await Promise.all(tokens.map((token, n) => voteAll(token, n, `ASSEMBLY${n}X${now}`)));
  const votingMs = Math.round(performance.now() - began);
  latencies.sort((a, b) => a - b);

  const counts: { poll: number; ms: number; voted: number }[] = [];
  for (const id of [...motions, election]) {
    const start = performance.now();
    const closed = (await call(`/governance/motions/${id}/close`, desk, {})).data as {
      result: { voted: number };
    };
    counts.push({
      poll: id,
      ms: Math.round(performance.now() - start),
      voted: closed.result.voted,
    });
  }
  await product.stop();
  rmSync(dir, { recursive: true, force: true });
  if (counts.some((c) => c.voted !== UNITS))
    throw new Error(`ballots counted: ${counts.map((c) => c.voted).join(', ')}`);
  return {
    database,
    units: UNITS,
    votes: latencies.length,
    assemblyVotingMs: votingMs,
    voteP50Ms: percentile(latencies, 0.5),
    voteP99Ms: percentile(latencies, 0.99),
    countMs: counts.map((c) => c.ms),
  };
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** RUNS assemblies on one database, each figure the median of the runs (each count its own). */
type Assembly = Awaited<ReturnType<typeof assembly>>;
async function medianAssembly(run: () => Promise<Assembly>) {
  const runs: Assembly[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run());
  const first = runs[0]!;
  return {
    ...first,
    runs: RUNS,
    assemblyVotingMs: middle(runs.map((r) => r.assemblyVotingMs)),
    assemblyVotingMsRuns: runs.map((r) => r.assemblyVotingMs),
    voteP50Ms: middle(runs.map((r) => r.voteP50Ms)),
    voteP99Ms: middle(runs.map((r) => r.voteP99Ms)),
    countMs: first.countMs.map((_, poll) => middle(runs.map((r) => r.countMs[poll]!))),
  };
}

const results = [await medianAssembly(() => assembly('embedded', ''))];
// Each PostgreSQL run on a database of its own, made and dropped (bench/postgres.ts).
if (process.env.DATABASE_URL)
  results.push(
    await medianAssembly(async () => (await onPostgres((url) => assembly('postgres', url)))!),
  );
record('governance', { units: UNITS, motions: 3, electionSeats: SEATS, results });
console.log(JSON.stringify(results, null, 2));
