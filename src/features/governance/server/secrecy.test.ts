/**
 * A secret ballot's secrecy, read from the database itself: after units vote (one changes its
 * vote by its receipt), every row of every table is read, with the system columns that say which
 * transaction wrote a row and where it sits, and nothing ties a voter to a choice. The published
 * hash is recomputed from the ballots, and each voter finds their own ballot by their receipt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '#shared/constants.ts';
import { api } from '#tests/helpers/api.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { ballotsHash, receiptHash } from '../contract/governance-rules.ts';
import { newReceipt, openMotion, staff, step, type Unit, unitThat } from './governance.fixture.ts';
import { everyRow, expectUnlinked } from './unlinked.fixture.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

const CHOICES = ['for', 'against', 'abstain'];

const vote = (unit: Unit, id: number, choice: string, receipt: string) =>
  api(s.base).POST('/governance/ballots/{id}/vote', {
    token: unit.token,
    params: { path: { id } },
    body: { choice: choice as 'for', receipt },
    // As the page sends it: the stored answer of a retry must hold nothing of the ballot either.
    headers: { [IDEMPOTENCY_HEADER]: `vote-${choice}-${receipt}` },
  });

describe('a secret ballot', () => {
  it('leaves no link between voter and choice anywhere in the database', async () => {
    const secretariat = await staff(s);
    const units = [await unitThat(s), await unitThat(s), await unitThat(s)];
    const m = await openMotion(s, secretariat, { secret: true, quorumPercent: 1 });
    const receipts = units.map(() => newReceipt());
    const choices = ['for', 'against', 'abstain'];
    for (const [i, unit] of units.entries())
      expect((await vote(unit, m.id, choices[i]!, receipts[i]!)).status).toBe(200);
    // The first changes its mind, by its receipt: still three ballots, the change last.
    expect((await vote(units[0]!, m.id, 'against', receipts[0]!)).body.data).toEqual({
      changed: true,
    });
    choices[0] = 'against';

    const rows = await everyRow(s.deps.db);
    const ballots = expectUnlinked(rows, {
      choices: 'gov_ballot',
      columns: ['choice', 'enterprise_id', 'id', 'poll_id', 'receipt_hash'],
      takers: 'gov_voted',
      units,
      receipts,
      holdsChoice: (row, text) =>
        Object.values(row).some((v) => CHOICES.includes(String(v))) || /"choice"/.test(text),
      route: /ballots/,
    });
    expect(ballots).toHaveLength(3);

    // Members and staff alike see no choice of any unit while voting runs.
    const view = await api(s.base).GET('/governance/ballots/{id}', {
      token: units[1]!.token,
      params: { path: { id: m.id } },
    });
    expect(view.body.data.mine).toMatchObject({ voted: true, choice: null });
    expect(view.body.data.ballots).toBeNull();

    // Counted and published: the hash is the ballots', and each receipt finds its own ballot.
    const closed = (await step(s, secretariat, m.id, 'close')).body.data.result!;
    expect(closed.counts).toEqual({ for: 0, against: 2, abstain: 1 });
    const fromDb = ballots.map((b) => ({
      receiptHash: String(b.receipt_hash),
      choice: String(b.choice),
    }));
    expect(closed.hash).toBe(await ballotsHash(fromDb));
    await step(s, secretariat, m.id, 'publish');
    const published = (
      await api(s.base).GET('/governance/ballots/{id}', {
        token: units[2]!.token,
        params: { path: { id: m.id } },
      })
    ).body.data;
    expect(published.ballots!.every((b) => b.unitName === null)).toBe(true);
    expect(await ballotsHash(published.ballots!)).toBe(published.result!.hash);
    for (const [i, code] of receipts.entries()) {
      const hash = await receiptHash(m.id, code);
      expect(published.ballots!.find((b) => b.receiptHash === hash)?.choice).toBe(choices[i]);
    }
  });
});
