import { describe, expect, it } from 'vitest';
import {
  ballotsHash,
  electionChoice,
  electionTally,
  majorityMet,
  quorumMet,
  receiptHash,
  tally,
} from './governance-rules.ts';

describe('the rules of a vote', () => {
  it('a simple majority is more for than against; abstentions do not count for it', () => {
    expect(majorityMet({ for: 3, against: 2, abstain: 10 }, 'simple')).toBe(true);
    expect(majorityMet({ for: 2, against: 2, abstain: 0 }, 'simple')).toBe(false);
    expect(majorityMet({ for: 0, against: 0, abstain: 5 }, 'simple')).toBe(false);
  });
  it('two thirds is at least two of every three for or against', () => {
    expect(majorityMet({ for: 2, against: 1, abstain: 0 }, 'twoThirds')).toBe(true);
    expect(majorityMet({ for: 5, against: 3, abstain: 9 }, 'twoThirds')).toBe(false);
    expect(majorityMet({ for: 0, against: 0, abstain: 1 }, 'twoThirds')).toBe(false);
  });
  it('the quorum counts everyone who voted, abstaining too; an empty roll never meets it', () => {
    expect(quorumMet(5, 10, 50)).toBe(true);
    expect(quorumMet(4, 10, 50)).toBe(false);
    expect(quorumMet(0, 0, 1)).toBe(false);
  });
  it('adopts only with both the quorum and the majority', () => {
    const rules = { quorumPercent: 50, majority: 'simple' as const };
    expect(tally(['for', 'for', 'against'], 4, rules, 'h')).toMatchObject({
      voted: 3,
      turnoutPercent: 75,
      adopted: true,
    });
    expect(tally(['for'], 4, rules, 'h')).toMatchObject({ quorumMet: false, adopted: false });
  });
  it('the hash does not depend on the order ballots were cast; a receipt is bound to its poll', async () => {
    const a = { receiptHash: 'aa', choice: 'for' };
    const b = { receiptHash: 'bb', choice: 'against' };
    expect(await ballotsHash([a, b])).toBe(await ballotsHash([b, a]));
    expect(await ballotsHash([a, b])).not.toBe(await ballotsHash([a, { ...b, choice: 'for' }]));
    expect(await receiptHash(1, 'abc')).not.toBe(await receiptHash(2, 'abc'));
    expect(await receiptHash(1, 'abc')).toBe(await receiptHash(1, ' ABC '));
  });
});

describe('the count of an election', () => {
  const people = [1, 2, 3, 4].map((id) => ({ id, unitName: `U${id}`, representative: `R${id}` }));
  const elected = (r: ReturnType<typeof electionTally>) =>
    r.ranking?.filter((c) => c.elected).map((c) => c.candidateId);
  it('fills the seats with the most voted, ranks every candidate, and counts blank ballots', () => {
    const ballots = ['1,2', '1,3', '1', electionChoice([3, 2]), ''];
    const r = electionTally(ballots, people, 6, { quorumPercent: 50, seats: 2 }, 'h');
    expect(r.ranking?.map((c) => [c.candidateId, c.votes])).toEqual([
      [1, 3],
      [2, 2],
      [3, 2],
      [4, 0],
    ]);
    // 2 and 3 tie for the second seat: neither is elected, the tie is reported.
    expect(elected(r)).toEqual([1]);
    expect(r.ranking?.filter((c) => c.tied).map((c) => c.candidateId)).toEqual([2, 3]);
    expect(r).toMatchObject({ counts: { abstain: 1 }, adopted: false, quorumMet: true });
  });
  it('elects no one without the quorum, and never a candidate with no vote', () => {
    const seats = { quorumPercent: 50, seats: 3 };
    expect(elected(electionTally(['1'], people, 6, seats, 'h'))).toEqual([]);
    expect(elected(electionTally(['1', '1,2', '2', '1'], people, 6, seats, 'h'))).toEqual([1, 2]);
  });
  it('stores a ballot the same whatever order the boxes were ticked in', () => {
    expect(electionChoice([3, 1, 3])).toBe('1,3');
    expect(electionChoice([])).toBe('');
  });
});
