/**
 * Selecting rows of an editable table and deleting them: deleting with nothing selected says
 * "select first" and deletes nothing; when the caller wants, it asks to confirm.
 */
import { useState } from 'react';
import type { Translate } from '#i18n/index.ts';
import { toast } from '#client/stores/feedback.ts';

export function useRowSelection(t: Translate) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  /** Props of row i's checkbox. */
  const checkbox = (i: number) => ({
    type: 'checkbox' as const,
    'aria-label': t('common.selectRow', { n: i + 1 }),
    checked: selected.has(i),
    onChange: (e: { target: { checked: boolean } }) =>
      setSelected((s) => {
        const next = new Set(s);
        if (e.target.checked) next.add(i);
        else next.delete(i);
        return next;
      }),
  });

  /** The rows without the selected ones, or undefined when nothing was selected or the reader said no. */
  const remove = async <T>(
    rows: readonly T[],
    confirmed?: (count: number) => Promise<boolean>,
  ): Promise<T[] | undefined> => {
    if (selected.size === 0) {
      toast('warning', t('common.selectFirst'));
      return undefined;
    }
    if (confirmed && !(await confirmed(selected.size))) return undefined;
    setSelected(new Set());
    return rows.filter((_, i) => !selected.has(i));
  };

  return { checkbox, remove };
}
