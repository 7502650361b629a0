/**
 * Pager arithmetic: sizes 10/20/50/100, 7 page buttons (5 under 992 px), first and
 * last always reachable. Pages, islands and the list script all use it.
 */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Page numbers to show, with 0 standing for "…". */
export function pagerWindow(current: number, pages: number, buttons = 7): number[] {
  if (pages <= buttons) return Array.from({ length: pages }, (_, i) => i + 1);
  const inner = buttons - 2;
  let start = Math.max(2, current - Math.floor(inner / 2));
  const end = Math.min(pages - 1, start + inner - 1);
  start = Math.max(2, end - inner + 1);
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [1, ...(start > 2 ? [0] : []), ...middle, ...(end < pages - 1 ? [0] : []), pages];
}
