/**
 * The public search page (/search?keywords=…&type=…&pageNum=…): asks the index, then draws the
 * kinds with their counts (each a filter), the ranked rows with their snippets and dates, a pager,
 * and "no results" with the suggestion. Snippets arrive as safe HTML (escaped, then marked).
 */
import { api } from '#client/client.ts';
import { formatDate } from '#shared/format.ts';
import { pageCount, pagerWindow } from '#shared/pager.ts';
import { SEARCH_KINDS, type SearchAnswer } from '../contract/search.contract.ts';

const PAGE_SIZE = 20;

interface Words {
  kinds: Record<string, string>;
  all: string;
  total: string;
  none: string;
  didYouMean: string;
  locked: Record<string, string>;
  prev: string;
  next: string;
}

function link(text: string, href: string, className: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.className = className;
  a.textContent = text;
  return a;
}

function addressFor(keywords: string, type: string, pageNum = 1): string {
  const q = new URLSearchParams({ keywords });
  if (type) q.set('type', type);
  if (pageNum > 1) q.set('pageNum', String(pageNum));
  return `${location.pathname}?${q}`;
}

function drawKinds(
  nav: HTMLElement,
  answer: SearchAnswer,
  w: Words,
  keywords: string,
  type: string,
) {
  const all = answer.counts.reduce((n, c) => n + c.total, 0);
  const tab = (label: string, kind: string, n: number) => {
    const a = link(
      `${label} (${n})`,
      addressFor(keywords, kind),
      `rounded-full px-3 py-1 ${kind === type ? 'bg-brand-600 text-white' : 'bg-gray-100 text-gray-700 hover:bg-brand-50'}`,
    );
    if (kind === type) a.setAttribute('aria-current', 'true');
    return a;
  };
  nav.replaceChildren(
    tab(w.all, '', all),
    ...SEARCH_KINDS.flatMap((kind) => {
      const n = answer.counts.find((c) => c.type === kind)?.total ?? 0;
      return n || kind === type ? [tab(w.kinds[kind] ?? kind, kind, n)] : [];
    }),
  );
}

/** A result's own language, as the page's markup names it. */
const langTag = (lang: 'zh' | 'en') => (lang === 'zh' ? 'zh-CN' : 'en');

function drawRows(list: HTMLElement, answer: SearchAnswer, w: Words, prefix: string) {
  list.replaceChildren(
    ...answer.rows.map((row) => {
      const li = document.createElement('li');
      li.className = 'py-3';
      const head = document.createElement('div');
      head.className = 'flex flex-wrap items-baseline gap-x-3 gap-y-1';
      const badge = document.createElement('span');
      badge.className = 'shrink-0 rounded bg-brand-50 px-1.5 text-xs text-brand-700';
      badge.textContent = w.kinds[row.type] ?? row.type;
      const title = link(
        row.title,
        `${prefix}${row.path}`,
        'min-w-0 flex-1 break-words font-medium hover:text-brand-600',
      );
      title.lang = langTag(row.titleLang);
      head.append(badge, title);
      if (row.locked) {
        const lock = document.createElement('span');
        lock.className = 'shrink-0 rounded bg-amber-50 px-1.5 text-xs text-amber-800';
        lock.textContent = w.locked[row.locked] ?? '';
        head.append(lock);
      }
      if (row.date) {
        const time = document.createElement('time');
        time.className = 'shrink-0 text-xs text-gray-500';
        time.dateTime = row.date;
        time.textContent = formatDate(row.date);
        head.append(time);
      }
      const snippet = document.createElement('p');
      snippet.className =
        'mt-1 break-words text-sm text-gray-600 [&_mark]:bg-amber-100 [&_mark]:text-inherit';
      // Safe: the server escaped the text before marking it (snippets.ts).
      snippet.innerHTML = row.snippet;
      snippet.lang = langTag(row.snippetLang);
      li.append(head, snippet);
      return li;
    }),
  );
}

function drawPager(
  nav: HTMLElement,
  total: number,
  current: number,
  w: Words,
  go: (n: number) => string,
) {
  const pages = pageCount(total, PAGE_SIZE);
  const count = document.createElement('span');
  count.textContent = w.total.replace('{total}', String(total));
  const parts: HTMLElement[] = [count];
  if (pages > 1) {
    if (current > 1) parts.push(link(w.prev, go(current - 1), 'rounded border px-2 py-1'));
    for (const n of pagerWindow(current, pages, 5)) {
      if (n === 0) {
        const gap = document.createElement('span');
        gap.textContent = '…';
        parts.push(gap);
      } else {
        const a = link(
          String(n),
          go(n),
          `rounded border px-2 py-1 ${n === current ? 'bg-brand-600 text-white' : ''}`,
        );
        if (n === current) a.setAttribute('aria-current', 'page');
        parts.push(a);
      }
    }
    if (current < pages) parts.push(link(w.next, go(current + 1), 'rounded border px-2 py-1'));
  }
  nav.replaceChildren(...parts);
}

export async function mountSearchPage(): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-search-results]');
  if (!root) return;
  const w = JSON.parse(root.dataset.words ?? '{}') as Words;
  const params = new URLSearchParams(location.search);
  const keywords = (params.get('keywords') ?? '').trim();
  const kind = params.get('type') ?? '';
  const type = (SEARCH_KINDS as readonly string[]).includes(kind) ? kind : '';
  const pageNum = Math.max(1, Math.trunc(Number(params.get('pageNum')) || 1));
  const input = document.querySelector<HTMLInputElement>(
    '[data-search-form] input[name="keywords"]',
  );
  if (input) input.value = keywords;
  if (!keywords) return;
  const { data } = await api().GET('/web/index/searchList', {
    params: {
      query: {
        keywords,
        pageNum,
        pageSize: PAGE_SIZE,
        ...(type ? { type: type as (typeof SEARCH_KINDS)[number] } : {}),
      },
    },
  });
  const answer = data?.data;
  if (!answer) return;
  const q = <T extends HTMLElement>(sel: string) => root.querySelector<T>(sel)!;
  drawKinds(q('[data-kinds]'), answer, w, keywords, type);
  drawRows(q('[data-rows]'), answer, w, root.dataset.prefix ?? '');
  drawPager(q('[data-search-pager]'), answer.total, pageNum, w, (n) =>
    addressFor(keywords, type, n),
  );
  const empty = q('[data-empty]');
  empty.hidden = answer.total > 0;
  if (!answer.total) {
    empty.replaceChildren(w.none);
    if (answer.suggestion) {
      const p = document.createElement('p');
      p.className = 'mt-2';
      p.append(
        `${w.didYouMean} `,
        link(
          answer.suggestion,
          addressFor(answer.suggestion, ''),
          'font-medium text-brand-700 underline',
        ),
      );
      empty.append(p);
    }
  }
}
