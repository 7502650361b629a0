/**
 * The dictionaries forms offer (industry categories, ownership, …): pick one, change its entries
 * (value, Chinese and English words, order), save it whole. A value stays as units chose it, so
 * change the words rather than the value of an entry in use.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { type Dict, type DictEntry, listDicts, saveDict } from './settings.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';

export default function DictsPage({ page }: ConsolePageProps) {
  const { t } = useConsole();
  const id = useId();
  const [dicts, setDicts] = useState<Dict[]>([]);
  const [type, setType] = useState('');
  const [rows, setRows] = useState<DictEntry[]>([]);
  const load = useCallback(async (keep?: string) => {
    const all = await listDicts();
    setDicts(all);
    const chosen = all.find((d) => d.type === keep) ?? all[0];
    setType(chosen?.type ?? '');
    setRows(chosen?.entries ?? []);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const choose = (next: string) => {
    setType(next);
    setRows(dicts.find((d) => d.type === next)?.entries ?? []);
  };
  const set = (i: number, change: Partial<DictEntry>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const save = async () => {
    await saveDict(type, rows);
    toast('success', t('console.settings.dictSaved'));
    await load(type);
  };
  const box = 'w-full rounded border border-gray-300 px-2 py-1 text-sm';
  const headers = ['value', 'label', 'labelEn', 'sort'] as const;
  return (
    <Panel title={page.title}>
      <div className="mt-4 space-y-3">
        <label htmlFor={id} className="flex max-w-xs flex-col text-sm text-gray-700">
          {t('console.settings.dictType')}
          <select id={id} value={type} onChange={(e) => choose(e.target.value)} className={box}>
            {dicts.map((d) => (
              <option key={d.type} value={d.type}>
                {d.type}
              </option>
            ))}
          </select>
        </label>
        {/* relative: the hidden header text is placed within the scrolling box, not the page. */}
        <div className="relative overflow-x-auto rounded border border-gray-200 bg-white">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-gray-50 text-gray-600">
              <tr>
                {headers.map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {t(`console.settings.${h}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('console.staff.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row being typed has no key of its own yet
                <tr key={i} className="border-t border-gray-100">
                  {headers.map((h) => (
                    <td key={h} className="px-3 py-1.5">
                      <input
                        aria-label={`${t(`console.settings.${h}`)} ${i + 1}`}
                        value={String(r[h])}
                        type={h === 'sort' ? 'number' : 'text'}
                        onChange={(e) =>
                          set(i, { [h]: h === 'sort' ? Number(e.target.value) : e.target.value })
                        }
                        className={box}
                      />
                    </td>
                  ))}
                  <td className="px-3 py-1.5">
                    <Button variant="link" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                      {t('common.delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              setRows([...rows, { value: '', label: '', labelEn: '', sort: rows.length + 1 }])
            }
          >
            {t('console.settings.addEntry')}
          </Button>
          <Button onClick={() => void save()} disabled={!type}>
            {t('common.save')}
          </Button>
        </div>
      </div>
    </Panel>
  );
}
