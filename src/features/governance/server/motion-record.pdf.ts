/**
 * The result record of a motion or an election, a PDF in Chinese and English the secretariat
 * prints and signs: the question, the window, the roll, the turnout, the counts (an election's
 * candidates ranked, who is elected, any tie for the last seat), the result and the ballots' hash.
 */
import { formatDate } from '#shared/format.ts';
import type { Deps } from '#server/http/context.ts';
import type { FileToSend } from '#server/http/send-file.ts';
import { conflict } from '#server/http/errors.ts';
import { pollOf, type Poll } from './motions.service.ts';
import type { PollResult } from '../contract/governance-rules.ts';
import { type RecordLine, resultRecordPdf } from './result-record.pdf.ts';

const minute = (d: Date) => formatDate(d, 'YYYY-MM-DD HH:mm');
const yesNo = (v: boolean) => (v ? '是 Yes' : '否 No');
const fact = (zh: string, en: string, value: string): RecordLine => ({ zh, en, value });

/** An election's seats, blank ballots and every candidate by votes, with who is elected. */
function electionLines(seats: number, r: PollResult): RecordLine[] {
  const ranked = (r.ranking ?? []).map(
    (c, i) =>
      `${i + 1}. ${c.unitName}（${c.representative}）${c.votes} 票 votes` +
      (c.elected ? ' — 当选 Elected' : c.tied ? ' — 末席票数相同 Tied for the last seat' : ''),
  );
  return [
    fact('应选席位', 'Seats', String(seats)),
    fact('空白票', 'Blank ballots', String(r.counts.abstain)),
    fact('得票', 'Votes', ranked.join('\n') || '—'),
  ];
}

function motionLines(p: Poll, r: PollResult): RecordLine[] {
  return [
    fact(
      '赞成 / 反对 / 弃权',
      'For / against / abstain',
      `${r.counts.for} / ${r.counts.against} / ${r.counts.abstain}`,
    ),
    fact(
      '通过所需多数',
      'Majority needed',
      p.majority === 'twoThirds' ? '三分之二 Two thirds' : '简单多数 Simple majority',
    ),
    fact('表决结果', 'Result', r.adopted ? '通过 Adopted' : '未通过 Not adopted'),
  ];
}

function recordLines(p: Poll, r: PollResult): RecordLine[] {
  const election = p.kind === 'election';
  return [
    fact(election ? '选举' : '动议', election ? 'Election' : 'Motion', `${p.title}\n${p.titleEn}`),
    fact(
      '表决期间',
      'Voting window',
      `${minute(p.opensAt)} – ${minute(p.closesAt)}（北京时间 Beijing time）`,
    ),
    fact(
      '投票人',
      'Who may vote',
      p.electorate === 'council'
        ? '理事会成员单位 Council units'
        : `${p.recordDate} 在册会员单位 Member units in good standing on ${p.recordDate}`,
    ),
    fact('投票方式', 'Ballot', p.secret ? '无记名 Secret' : '记名 Open'),
    fact('有表决权单位数', 'Eligible units', String(r.eligible)),
    fact('投票单位数（投票率）', 'Voted (turnout)', `${r.voted}（${r.turnoutPercent}%）`),
    fact('法定人数', 'Quorum', `${p.quorumPercent}% — ${yesNo(r.quorumMet)}`),
    ...(election && r.ranking ? electionLines(p.seats ?? 1, r) : motionLines(p, r)),
    fact('选票哈希（SHA-256）', 'Hash of the ballots (SHA-256)', r.hash),
  ];
}

export async function recordDownload(deps: Deps, id: number): Promise<FileToSend> {
  const p = await pollOf(deps.db, id);
  const result = p.result;
  if (!result) throw conflict('error.governance.notCounted');
  const election = p.kind === 'election';
  return resultRecordPdf(deps, {
    fileTitle: `表决结果 Result of the vote ${p.id}`,
    heading: election
      ? { zh: '选举结果', en: 'Result of the election' }
      : { zh: '动议表决结果', en: 'Result of the vote on a motion' },
    lines: recordLines(p, result),
    note:
      '哈希按收据哈希排序的全部选票（每行“收据哈希:选择”）计算，可用公布的选票复核。' +
      'The hash is taken over every ballot, one line “receipt hash:choice” each, sorted; ' +
      'anyone can check it against the published ballots.',
    fileName: `motion-${p.id}-result.pdf`,
  });
}
