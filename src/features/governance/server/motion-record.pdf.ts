/**
 * The result record of a motion or an election, a PDF in Chinese and English the secretariat
 * prints and signs: the question, the window, the roll, the turnout, the counts (an election's
 * candidates ranked, who is elected, any tie for the last seat), the result and the ballots' hash.
 */
import { formatDate } from '#shared/format.ts';
import type { Deps } from '#server/http/context.ts';
import { type Pdf, PDF_TYPE, renderPdf } from '#server/pdf/pdf.ts';
import type { FileToSend } from '#server/http/send-file.ts';
import { conflict } from '#server/http/errors.ts';
import { pollOf, type Poll } from './motions.service.ts';
import type { PollResult } from '../contract/governance-rules.ts';

const GRAY = '#555555';
const minute = (d: Date) => formatDate(d, 'YYYY-MM-DD HH:mm');
const yesNo = (v: boolean) => (v ? '是 Yes' : '否 No');

function line(doc: Pdf, zh: string, en: string, value: string) {
  const y = doc.y;
  doc.fillColor(GRAY).fontSize(10).text(zh, 56, y, { width: 150 });
  doc.fontSize(8).text(en, 56, doc.y, { width: 150 });
  const labelEnd = doc.y;
  doc.fillColor('black').fontSize(11).text(value, 210, y, { width: 330 });
  doc.y = Math.max(labelEnd, doc.y) + 8;
}

/** An election's seats, blank ballots and every candidate by votes, with who is elected. */
function electionLines(doc: Pdf, seats: number, r: PollResult) {
  line(doc, '应选席位', 'Seats', String(seats));
  line(doc, '空白票', 'Blank ballots', String(r.counts.abstain));
  const ranked = (r.ranking ?? []).map(
    (c, i) =>
      `${i + 1}. ${c.unitName}（${c.representative}）${c.votes} 票 votes` +
      (c.elected ? ' — 当选 Elected' : c.tied ? ' — 末席票数相同 Tied for the last seat' : ''),
  );
  line(doc, '得票', 'Votes', ranked.join('\n') || '—');
}

function recordPdf(
  p: Poll & { result: PollResult },
  issuer: { name: string; nameEn: string; font?: string | undefined },
) {
  const r = p.result;
  const election = p.kind === 'election';
  return renderPdf({ font: issuer.font, title: `表决结果 Result of the vote ${p.id}` }, (doc) => {
    doc.fontSize(16).text(issuer.name, { align: 'center' });
    doc.fontSize(10).fillColor(GRAY).text(issuer.nameEn, { align: 'center' });
    doc
      .moveDown(0.8)
      .fillColor('black')
      .fontSize(18)
      .text(election ? '选举结果' : '动议表决结果', { align: 'center' });
    doc.fontSize(11).text(election ? 'Result of the election' : 'Result of the vote on a motion', {
      align: 'center',
    });
    doc.moveDown(1);
    line(
      doc,
      election ? '选举' : '动议',
      election ? 'Election' : 'Motion',
      `${p.title}\n${p.titleEn}`,
    );
    line(
      doc,
      '表决期间',
      'Voting window',
      `${minute(p.opensAt)} – ${minute(p.closesAt)}（北京时间 Beijing time）`,
    );
    line(
      doc,
      '投票人',
      'Who may vote',
      p.electorate === 'council'
        ? '理事会成员单位 Council units'
        : `${p.recordDate} 在册会员单位 Member units in good standing on ${p.recordDate}`,
    );
    line(doc, '投票方式', 'Ballot', p.secret ? '无记名 Secret' : '记名 Open');
    line(doc, '有表决权单位数', 'Eligible units', String(r.eligible));
    line(doc, '投票单位数（投票率）', 'Voted (turnout)', `${r.voted}（${r.turnoutPercent}%）`);
    line(doc, '法定人数', 'Quorum', `${p.quorumPercent}% — ${yesNo(r.quorumMet)}`);
    if (election && r.ranking) electionLines(doc, p.seats ?? 1, r);
    else {
      line(
        doc,
        '赞成 / 反对 / 弃权',
        'For / against / abstain',
        `${r.counts.for} / ${r.counts.against} / ${r.counts.abstain}`,
      );
      line(
        doc,
        '通过所需多数',
        'Majority needed',
        p.majority === 'twoThirds' ? '三分之二 Two thirds' : '简单多数 Simple majority',
      );
      line(doc, '表决结果', 'Result', r.adopted ? '通过 Adopted' : '未通过 Not adopted');
    }
    line(doc, '选票哈希（SHA-256）', 'Hash of the ballots (SHA-256)', r.hash);
    doc.moveDown(2).fontSize(11).fillColor('black');
    doc.text('秘书处签字 Signed for the secretariat：____________________', 56, doc.y);
    doc.moveDown(1).text('日期 Date：____________________', 56, doc.y);
    doc
      .moveDown(2)
      .fillColor(GRAY)
      .fontSize(8)
      .text(
        '哈希按收据哈希排序的全部选票（每行“收据哈希:选择”）计算，可用公布的选票复核。' +
          'The hash is taken over every ballot, one line “receipt hash:choice” each, sorted; ' +
          'anyone can check it against the published ballots.',
        56,
        doc.y,
        { width: 484 },
      );
  });
}

export async function recordDownload(deps: Deps, id: number): Promise<FileToSend> {
  const p = await pollOf(deps.db, id);
  const result = p.result;
  if (!result) throw conflict('error.governance.notCounted');
  const pdf = await recordPdf(
    { ...p, result },
    {
      name: deps.env.PUBLIC_SITE_NAME,
      nameEn: deps.env.PUBLIC_SITE_NAME_EN,
      font: deps.env.PDF_FONT,
    },
  );
  return { body: pdf, type: PDF_TYPE, name: `motion-${p.id}-result.pdf` };
}
