/**
 * A year's industry figures, read once for every part of a page that shows them (the table, the
 * shares by product category, the trend): asked again only for another year, view or version.
 */
import type { IndustryView } from '#features/statistics/contract/statistics.contract.ts';
import { industryFigures, type IndustryFigures } from './reports.calls.ts';

type View = IndustryView | undefined;
const read = new Map<string, Promise<IndustryFigures>>();

export function industryOf(year: number, view: View, version = 0): Promise<IndustryFigures> {
  const key = `${year}|${view ?? ''}|${version}`;
  let answer = read.get(key);
  if (!answer) {
    answer = industryFigures(year, view);
    // A refusal is not kept: the next look asks again.
    answer.catch(() => read.delete(key));
    read.set(key, answer);
  }
  return answer;
}
