/** An election's count, most votes first: who is elected, and who tied for the last seat. */
import type { MotionRow } from '../contract/governance.contract.ts';

type Ranking = NonNullable<NonNullable<MotionRow['result']>['ranking']>;

export function RankingList({
  ranking,
  words,
}: {
  ranking: Ranking;
  /** In the page's dictionary: the console's or the centre's. */
  words: { votes: (n: number) => string; elected: string; tied: string };
}) {
  return (
    <ol className="mt-2 space-y-1 text-sm" data-ranking>
      {ranking.map((r) => (
        <li key={r.candidateId} className="flex flex-wrap gap-x-2">
          <span lang="zh-CN" className="min-w-0 break-words font-medium">
            {r.unitName}
          </span>
          <span lang="zh-CN" className="text-gray-600">
            {r.representative}
          </span>
          <span>{words.votes(r.votes)}</span>
          {r.elected && <strong className="text-green-800">{words.elected}</strong>}
          {r.tied && <strong className="text-amber-800">{words.tied}</strong>}
        </li>
      ))}
    </ol>
  );
}
