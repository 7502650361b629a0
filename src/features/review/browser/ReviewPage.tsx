/**
 * The review queues as tables, one tab per step the reviewer may decide (the council sees only
 * what awaits the council): words narrow a queue, ticked items pass together, and one opened
 * shows its evidence beside the decision.
 */
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { $session } from '#client/stores/session.ts';
import { confirm, toast } from '#client/stores/feedback.ts';
import { beijingMinute } from '#shared/format.ts';
import {
  type DeskMode,
  NO_QUEUE_FILTER,
  type Queue,
  type QueueFilter,
  reviewDeskOf,
  shownItems,
} from './review-desk.store.ts';
import { Button } from '#ui/Button.tsx';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import { ItemPanel } from './ItemPanel.tsx';

function QueueTable({ mode, queue }: { mode: DeskMode; queue: Queue }) {
  const { t } = useConsole();
  const desk = reviewDeskOf(mode);
  const { permissions } = useStore($session);
  const selected = useStore(desk.$selected)[queue.kind] ?? [];
  const [filter, setFilter] = useState<QueueFilter>(NO_QUEUE_FILTER);
  const [open, setOpen] = useState<number | null>(null);
  const rowButtons = useRef(new Map<number, HTMLButtonElement>());
  const wordsBox = useRef<HTMLInputElement>(null);
  const reload = () => desk.load(t, permissions);
  const shown = shownItems(queue.items, filter);
  const narrow = (key: keyof QueueFilter) => (e: { target: { value: string } }) =>
    setFilter({ ...filter, [key]: e.target.value });
  const item = queue.items.find((i) => i.id === open);

  const shownIds = shown.map((i) => i.id);
  const ticked = selected.filter((id) => shownIds.includes(id));
  const passTicked = async () => {
    if (ticked.length === 0) return toast('warning', t('common.selectFirst'));
    const ok = await confirm({
      title: t('console.review.bulkTitle'),
      message: t('console.review.bulkMessage', { n: ticked.length }),
      confirmText: t('review.pass'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    const { passed, refused } = await desk.passSelected(queue.kind, shownIds);
    toast(
      refused ? 'warning' : 'success',
      t(refused ? 'console.review.bulkPartly' : 'console.review.bulkDone', { passed, refused }),
    );
    await reload();
  };

  const all = shown.length > 0 && shown.every((i) => selected.includes(i.id));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm text-gray-700">
          {t('console.review.words')}
          <input
            ref={wordsBox}
            type="search"
            value={filter.words}
            maxLength={100}
            onChange={narrow('words')}
            className="rounded border border-gray-300 px-2 py-1.5 text-sm"
          />
        </label>
        {(['from', 'to'] as const).map((key) => (
          <label key={key} className="flex flex-col text-sm text-gray-700">
            {t(`console.filters.${key}`)}
            <input
              type="date"
              value={filter[key]}
              onChange={narrow(key)}
              className="rounded border border-gray-300 px-2 py-1.5 text-sm"
            />
          </label>
        ))}
        <Button onClick={() => void passTicked()}>{t('console.review.passSelected')}</Button>
        <span className="text-sm text-gray-600" aria-live="polite">
          {ticked.length > 0 && t('console.list.selected', { n: ticked.length })}
        </span>
      </div>
      {item && (
        <ItemPanel
          key={item.id}
          item={item}
          onClose={() => {
            setOpen(null);
            // Back to the row it was opened from, where the keyboard user left the queue.
            rowButtons.current.get(item.id)?.focus();
          }}
          onDecided={() => {
            setOpen(null);
            // The row is gone: the queue's words box starts the next item.
            wordsBox.current?.focus();
            void reload();
          }}
        />
      )}
      <div className="overflow-x-auto rounded border border-gray-200 bg-white">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={t('console.list.selectAll')}
                  checked={all}
                  onChange={() => desk.toggleAll(queue.kind, shownIds)}
                />
              </th>
              <th scope="col" className="px-3 py-2">
                {t('console.review.item')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('console.review.detail')}
              </th>
              <th scope="col" className="whitespace-nowrap px-3 py-2">
                {t('console.review.submittedAt')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((i, n) => (
              <tr key={i.id} className="border-t border-gray-100 align-top hover:bg-gray-50">
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={t('common.selectRow', { n: n + 1 })}
                    checked={selected.includes(i.id)}
                    onChange={() => desk.toggle(queue.kind, i.id)}
                  />
                </td>
                <td className="max-w-72 px-3 py-2">
                  <button
                    type="button"
                    ref={(b) =>
                      void (b ? rowButtons.current.set(i.id, b) : rowButtons.current.delete(i.id))
                    }
                    className="text-left text-brand-700 hover:underline"
                    onClick={() => setOpen(i.id)}
                  >
                    <Typed text={i.title} />
                  </button>
                </td>
                <td className="px-3 py-2 text-gray-600">
                  <Typed text={i.detail} />
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-gray-600">
                  {beijingMinute(i.submittedAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 && (
          <p className="p-6 text-center text-gray-500">
            {queue.failed ? t('console.review.failed') : t('review.empty')}
          </p>
        )}
      </div>
    </div>
  );
}

export default function ReviewPage({ page }: ConsolePageProps) {
  const { t } = useConsole();
  const mode: DeskMode = page.path === 'council' ? 'council' : 'secretariat';
  const desk = reviewDeskOf(mode);
  const queues = useStore(desk.$queues);
  const { permissions } = useStore($session);
  useEffect(() => {
    void desk.load(t, permissions);
  }, [desk, t, permissions]);

  return (
    <Panel title={page.title}>
      {!queues ? (
        <p className="mt-4 text-sm text-gray-500">{t('common.loading')}</p>
      ) : (
        <TabGroup className="mt-4">
          <TabList className="flex flex-wrap gap-1 border-b border-gray-200">
            {queues.map((q) => (
              <Tab
                key={q.kind}
                className="rounded-t px-3 py-2 text-sm data-selected:border-b-2 data-selected:border-(--console-theme) data-selected:font-medium"
              >
                {t(`review.kind.${q.kind}`)} ({q.items.length})
              </Tab>
            ))}
          </TabList>
          <TabPanels className="mt-3">
            {queues.map((q) => (
              <TabPanel key={q.kind}>
                <QueueTable mode={mode} queue={q} />
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      )}
    </Panel>
  );
}
