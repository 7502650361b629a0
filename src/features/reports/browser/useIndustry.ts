/**
 * A year's industry figures for an island, read through the page's one store (so the table, the
 * shares and the trend ask once); null while they come, or when `enabled` is false.
 */
import { useEffect, useState } from 'react';
import type { IndustryFigures } from './reports.calls.ts';
import type { IndustryView } from '#features/statistics/contract/statistics.contract.ts';
import { industryOf } from './industry.store.ts';

export function useIndustry(
  year: number,
  view?: IndustryView,
  version = 0,
  enabled = true,
): IndustryFigures | null {
  const [figures, setFigures] = useState<IndustryFigures | null>(null);
  useEffect(() => {
    setFigures(null);
    if (!enabled) return;
    let current = true;
    void industryOf(year, view, version)
      .then((f) => current && setFigures(f))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [year, view, version, enabled]);
  return figures;
}
