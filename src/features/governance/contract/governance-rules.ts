/**
 * The rules of a vote, pure so the server counts and the pages explain with the same code: who may
 * vote, what a majority is, when the quorum is met, and the hash that lets anyone check the count.
 */
/** A motion is adopted or not; an election fills seats from the candidates who consented. */
export const POLL_KINDS = ['motion', 'election'] as const;
/** An election takes nominations (`nominating`) between its draft and its voting. */
export const POLL_STATUSES = ['draft', 'nominating', 'open', 'closed', 'published'] as const;
export type PollStatus = (typeof POLL_STATUSES)[number];
/** Member units in good standing on the record date, or the council's units (president to director). */
export const ELECTORATES = ['members', 'council'] as const;
export type Electorate = (typeof ELECTORATES)[number];
export const MAJORITIES = ['simple', 'twoThirds'] as const;
export type Majority = (typeof MAJORITIES)[number];
export const MOTION_CHOICES = ['for', 'against', 'abstain'] as const;
export type MotionChoice = (typeof MOTION_CHOICES)[number];

/** Why a unit may not vote on a poll; each is a message in both languages. */
export const REFUSALS = [
  'notMember',
  'lapsed',
  'inGrace',
  'joinedAfterRecordDate',
  'notCouncil',
  'erased',
] as const;
export type Refusal = (typeof REFUSALS)[number];

/** A nominee's answer: only those who accepted are on the ballot. */
export const CONSENTS = ['pending', 'accepted', 'declined'] as const;
export type Consent = (typeof CONSENTS)[number];

interface PollCounts {
  for: number;
  against: number;
  abstain: number;
}

export interface PollResult {
  eligible: number;
  voted: number;
  counts: PollCounts;
  /** Votes cast over the roll, in percent with one decimal. */
  turnoutPercent: number;
  quorumMet: boolean;
  majorityMet: boolean;
  adopted: boolean;
  /** SHA-256 over every ballot (see ballotLines), in hex. */
  hash: string;
  /** An election's candidates by votes, most first; absent for a motion. */
  ranking?: RankedCandidate[];
}

export interface RankedCandidate {
  candidateId: number;
  unitName: string;
  representative: string;
  votes: number;
  elected: boolean;
  /** Tied for the last seat with others: no one of them is elected; the assembly decides. */
  tied: boolean;
}

/**
 * Simple: more for than against. Two-thirds: at least two thirds of those for or against.
 * Abstentions count for the quorum, never for the majority.
 */
export function majorityMet(counts: PollCounts, majority: Majority): boolean {
  const decided = counts.for + counts.against;
  if (counts.for === 0) return false;
  return majority === 'simple' ? counts.for > counts.against : counts.for * 3 >= decided * 2;
}

/** The quorum: at least `quorumPercent` of the roll voted (an empty roll never meets it). */
export const quorumMet = (voted: number, eligible: number, quorumPercent: number) =>
  eligible > 0 && voted * 100 >= quorumPercent * eligible;

export function tally(
  choices: readonly string[],
  eligible: number,
  rules: { quorumPercent: number; majority: Majority },
  hash: string,
): PollResult {
  const counts: PollCounts = { for: 0, against: 0, abstain: 0 };
  for (const c of choices) if (c === 'for' || c === 'against' || c === 'abstain') counts[c]++;
  const voted = choices.length;
  const quorum = quorumMet(voted, eligible, rules.quorumPercent);
  const majority = majorityMet(counts, rules.majority);
  return {
    eligible,
    voted,
    counts,
    turnoutPercent: eligible === 0 ? 0 : Math.round((voted * 1000) / eligible) / 10,
    quorumMet: quorum,
    majorityMet: majority,
    adopted: quorum && majority,
    hash,
  };
}

async function sha256(text: string): Promise<string> {
  const bytes = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

const RECEIPT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A fresh receipt code, made on the voter's (or a survey's answerer's) device and kept there:
 * 16 characters from 32 easy to read and copy (80 random bits).
 */
export function newReceipt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => RECEIPT_ALPHABET[b % 32]).join('');
}

/** What is stored of a voter's receipt code: only its hash, bound to the poll. */
export const receiptHash = (pollId: number, code: string) =>
  sha256(`${pollId}:${code.trim().toUpperCase()}`);

/** Every ballot as one line, `receiptHash:choice`, sorted: the order they were cast says nothing. */
const ballotLines = (ballots: readonly { receiptHash: string; choice: string }[]) =>
  ballots.map((b) => `${b.receiptHash}:${b.choice}`).sort();

/** The published hash: anyone holding the published ballots can recompute it. */
export const ballotsHash = (ballots: readonly { receiptHash: string; choice: string }[]) =>
  sha256(ballotLines(ballots).join('\n'));

/** An election ballot as stored and hashed: the chosen candidates' ids, ascending; '' is blank. */
export const electionChoice = (candidateIds: readonly number[]) =>
  [...new Set(candidateIds)].sort((a, b) => a - b).join(',');

export const candidatesOf = (choice: string): number[] =>
  choice === '' ? [] : choice.split(',').map(Number);

/**
 * Counts an election: each ballot gives one vote to each candidate it names (up to the seats);
 * blank ballots count for the quorum as abstentions. The most-voted fill the seats; when the last
 * seat falls between candidates with equal votes, none of those is elected and the tie is reported
 * (the articles, not the software, say how it is broken). No seat goes to a candidate with no vote.
 */
export function electionTally(
  choices: readonly string[],
  candidates: readonly { id: number; unitName: string; representative: string }[],
  eligible: number,
  rules: { quorumPercent: number; seats: number },
  hash: string,
): PollResult {
  const votes = new Map(candidates.map((c) => [c.id, 0]));
  let blank = 0;
  for (const choice of choices) {
    const ids = candidatesOf(choice);
    if (ids.length === 0) blank++;
    for (const id of ids) if (votes.has(id)) votes.set(id, (votes.get(id) ?? 0) + 1);
  }
  const ranked = [...candidates]
    .map((c) => ({ ...c, votes: votes.get(c.id) ?? 0 }))
    .sort((a, b) => b.votes - a.votes || a.id - b.id);
  const last = ranked[rules.seats - 1]?.votes;
  const next = ranked[rules.seats]?.votes;
  const tieVotes = last !== undefined && last === next && last > 0 ? last : undefined;
  const voted = choices.length;
  const quorum = quorumMet(voted, eligible, rules.quorumPercent);
  const ranking = ranked.map((c, i) => {
    const tied = tieVotes !== undefined && c.votes === tieVotes;
    return {
      candidateId: c.id,
      unitName: c.unitName,
      representative: c.representative,
      votes: c.votes,
      elected: quorum && !tied && i < rules.seats && c.votes > 0,
      tied,
    };
  });
  return {
    eligible,
    voted,
    counts: { for: 0, against: 0, abstain: blank },
    turnoutPercent: eligible === 0 ? 0 : Math.round((voted * 1000) / eligible) / 10,
    quorumMet: quorum,
    majorityMet: tieVotes === undefined,
    adopted: quorum && tieVotes === undefined,
    hash,
    ranking,
  };
}
