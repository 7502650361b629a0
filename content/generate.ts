/**
 * Generates a large site for benchmarks: N bilingual articles spread over the channels, with
 * plausible titles and bodies. `insertGenerated(db, n)` is used by bench/build.ts.
 */
import { CHANNELS } from '../src/shared/vocabulary.ts';
import type { Db } from '../src/server/db/client.ts';
import { articles } from '#features/content/server/tables.ts';

const SUBJECTS = [
  ['冻干机', 'freeze dryer'], ['压片机', 'tablet press'], ['胶囊充填机', 'capsule filler'], ['灭菌柜', 'steriliser'], ['隔离器', 'isolator'],
  ['制药用水系统', 'pharmaceutical water system'], ['泡罩包装机', 'blister packer'], ['灯检机', 'inspection machine'], ['混合机', 'mixer'], ['包衣机', 'coating machine'],
] as const;
const ACTIONS = [
  ['技术研讨会在苏州召开', 'technical seminar held in Suzhou'], ['团体标准立项', 'group standard approved for drafting'], ['出口同比增长', 'exports grow year on year'],
  ['企业开展质量提升行动', 'makers launch a quality drive'], ['智能化改造案例发布', 'smart upgrade cases published'], ['培训班顺利结业', 'training course completed'],
] as const;

export function generatedArticle(i: number) {
  const [sz, se] = SUBJECTS[i % SUBJECTS.length]!;
  const [az, ae] = ACTIONS[Math.floor(i / SUBJECTS.length) % ACTIONS.length]!;
  const day = new Date(Date.UTC(2020, 0, 1) + (i % 2500) * 86_400_000);
  return {
    channel: CHANNELS[i % CHANNELS.length]!,
    title: `${sz}${az}（第 ${i + 1} 期）`,
    titleEn: `${se[0]!.toUpperCase()}${se.slice(1)}: ${ae} (no. ${i + 1})`,
    summary: `关于${sz}的行业动态，第 ${i + 1} 条。`,
    summaryEn: `Industry news on the ${se}, item ${i + 1}.`,
    body: `<p>${sz}${az}。</p><p>本文为基准测试生成的内容。</p>`,
    bodyEn: `<p>${se}: ${ae}.</p><p>Generated for the build benchmark.</p>`,
    publishedAt: day,
  };
}

export async function insertGenerated(db: Db, n: number): Promise<void> {
  for (let start = 0; start < n; start += 500) {
    const batch = Array.from({ length: Math.min(500, n - start) }, (_, k) => generatedArticle(start + k));
    await db.insert(articles).values(batch);
  }
}
