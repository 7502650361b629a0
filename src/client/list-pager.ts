/**
 * Makes a pre-rendered list's pager work beyond links: the jumper goes to a page, and a page size
 * other than the pre-rendered 20 is fetched from the list's API call (data-source) and drawn with
 * the list's row template (data-field slots).
 */
import { PAGE_SIZES, PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { pageCount, pagerWindow } from '#shared/pager.ts';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';
import { formatDate } from '#shared/format.ts';
import { cellHref, cellLang, cellText, type Column } from '#shared/table.ts';
import { api } from './client.ts';
import { getListPage, type ListQuery } from './list-call.ts';

/** The filters now in the address bar (everything but paging). */
function currentFilters(): Record<string, string> {
  const params = new URLSearchParams(location.search);
  params.delete('pageNum');
  params.delete('pageSize');
  return Object.fromEntries(params);
}

export function mountListPager(): void {
  const pager = document.querySelector<HTMLElement>('[data-pager]');
  if (!pager) return;
  const base = pager.dataset.base!;
  const total = Number(pager.dataset.total);
  const params = new URLSearchParams(location.search);
  const size = Number(params.get('pageSize')) || PAGE_SIZE_DEFAULT;
  const current = Number(params.get('pageNum')) || Number(pager.dataset.current) || 1;
  const sizeSelect = pager.querySelector<HTMLSelectElement>('[data-pager-size]')!;
  sizeSelect.value = String(size);

  sizeSelect.addEventListener('change', () => {
    const s = Number(sizeSelect.value);
    location.href = urlFor(base, 1, s, currentFilters());
  });
  pager.querySelector<HTMLFormElement>('[data-pager-jump]')?.addEventListener('submit', (e) => {
    e.preventDefault();
    const input = (e.currentTarget as HTMLFormElement).elements.namedItem(
      'pageNum',
    ) as HTMLInputElement;
    const n = Math.min(pageCount(total, size), Math.max(1, Math.trunc(Number(input.value) || 1)));
    location.href = urlFor(base, n, size, currentFilters());
  });

  // Filters of the list's form travel in the query; with any of them, or another size, draw from the API.
  const form = document.querySelector<HTMLFormElement>('[data-filter]');
  const filters: Record<string, string> = {};
  for (const el of Array.from(form?.elements ?? []) as HTMLInputElement[]) {
    const value = el.name ? params.get(el.name) : null;
    if (value) {
      filters[el.name] = value;
      el.value = value;
    }
  }
  const filtered = Object.keys(filters).length > 0;
  const validSize = (PAGE_SIZES as readonly number[]).includes(size);
  if (filtered || (size !== PAGE_SIZE_DEFAULT && validSize))
    void redraw(pager, base, current, validSize ? size : PAGE_SIZE_DEFAULT, filters);
}

function urlFor(
  base: string,
  n: number,
  size: number,
  filters: Record<string, string> = {},
): string {
  if (size === PAGE_SIZE_DEFAULT && Object.keys(filters).length === 0)
    return n === 1 ? base : `${base}/page/${n}`;
  return `${base}?${new URLSearchParams({ ...filters, pageSize: String(size), pageNum: String(n) })}`;
}

/** A table row from the column list the page put on its template. */
function tableRow(columns: Column[], item: unknown): HTMLTableRowElement {
  const tr = document.createElement('tr');
  tr.className = 'hover:bg-gray-50';
  for (const c of columns) {
    const td = document.createElement('td');
    td.className = `px-3 py-2 ${c.wide ? 'max-md:hidden' : ''}`;
    const lang = cellLang(item, c);
    if (lang) td.lang = lang;
    const text = cellText(item, c);
    const href = c.href ? cellHref(item, c.href) : '';
    if (href) {
      const a = document.createElement('a');
      a.href = href;
      a.className = 'text-brand-700 hover:underline';
      a.textContent = text;
      td.append(a);
    } else td.textContent = text;
    tr.append(td);
  }
  return tr;
}

/** One row from the template: text of each data-field, hrefs from data-href with {field} holes. */
export function fillRow(template: HTMLTemplateElement, item: Record<string, unknown>): HTMLElement {
  const row = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  for (const el of row.querySelectorAll<HTMLElement>('[data-field]')) {
    const raw = item[el.dataset.field!];
    let text = raw === null || raw === undefined ? '' : String(raw);
    if (el.dataset.format === 'date') text = formatDate(text);
    if (el.dataset.map) text = (JSON.parse(el.dataset.map) as Record<string, string>)[text] ?? '';
    if (el.dataset.map && !text) {
      el.remove();
      continue;
    }
    el.textContent = text;
    if (el instanceof HTMLTimeElement) el.dateTime = String(raw ?? '');
  }
  for (const el of row.querySelectorAll<HTMLAnchorElement>('[data-href]')) {
    el.href = el.dataset.href!.replace(/\{(\w+)\}/g, (_, k: string) =>
      encodeURIComponent(String(item[k] ?? '')),
    );
  }
  return row;
}

async function redraw(
  pager: HTMLElement,
  base: string,
  current: number,
  size: number,
  filters: Record<string, string>,
): Promise<void> {
  const list = pager.closest<HTMLElement>('[data-list]');
  const template = list?.querySelector<HTMLTemplateElement>('[data-row-template]');
  const rows = list?.querySelector<HTMLElement>('[data-rows]');
  if (!list?.dataset.source || !template || !rows) return;
  const query = {
    ...(JSON.parse(list.dataset.query ?? '{}') as ListQuery),
    ...filters,
    pageNum: current,
    pageSize: size,
  };
  // Any list call of /web/index takes the same page parameters and answers {rows, total}.
  const { data } = await getListPage(api(), list.dataset.source, query);
  if (!data) return;
  const items = data.rows;
  const columns = template.dataset.columns
    ? (JSON.parse(template.dataset.columns) as Column[])
    : undefined;
  rows.replaceChildren(
    ...items.map((item) => (columns ? tableRow(columns, item) : fillRow(template, item))),
  );
  list.querySelector('[data-empty]')?.toggleAttribute('hidden', items.length > 0);
  const total = pager.querySelector<HTMLElement>('[data-pager-total]');
  if (total?.dataset.template)
    total.textContent = total.dataset.template.replace('{total}', String(data.total));
  pager.dataset.total = String(data.total);
  const pages = pageCount(data.total, size);
  const buttons = pagerWindow(current, pages, window.innerWidth < MOBILE_BREAKPOINT_PX ? 5 : 7).map(
    (n) => {
      const li = document.createElement('li');
      if (n === 0) {
        li.textContent = '…';
        li.className = 'px-1';
        return li;
      }
      const a = document.createElement('a');
      a.href = urlFor(base, n, size, filters);
      a.textContent = String(n);
      a.className = `block min-w-8 rounded border px-2.5 py-1 text-center ${n === current ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-300 bg-white'}`;
      if (n === current) a.setAttribute('aria-current', 'page');
      li.append(a);
      return li;
    },
  );
  pager.querySelector<HTMLElement>('[data-pager-pages]')!.replaceChildren(...buttons);
}
