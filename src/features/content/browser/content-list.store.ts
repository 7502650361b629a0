/**
 * One content type's list in the console: a paged list with the shared content filters and bulk
 * publish, take down and delete. One per type, kept while the console is open, so a tag opened
 * again shows the list as it was left.
 */
import type { ContentTypeKey } from '#shared/content-types.ts';
import { bulkContent, type ContentRow, type ListQuery, listContent } from './content.calls.ts';
import { given, pagedList } from '#client/stores/paged-list.ts';
import type { BulkAction, ListFilter } from '../contract/editor.contract.ts';

export interface ListFilters {
  title: string;
  status: '' | 'draft' | 'published';
  from: string;
  to: string;
  /** The type's own filter (a channel, a category), when it has one. */
  choice: string;
}

const NO_FILTERS: ListFilters = { title: '', status: '', from: '', to: '', choice: '' };

export function contentList(type: ContentTypeKey, choiceName?: ListFilter) {
  const list = pagedList<ListFilters, ContentRow>({
    noFilters: NO_FILTERS,
    idOf: (row) => row.id,
    fetch: ({ filters: { choice, ...shared }, order, pageNum, pageSize }) => {
      const q: ListQuery = { pageNum, pageSize, ...given(shared) };
      if (choiceName && choice) q[choiceName] = choice;
      // The type's sortable columns are its own; the server refuses any other.
      if (order) Object.assign(q, order);
      return listContent(type, q);
    },
  });

  /** Acts on the ticked rows, then shows the list as it now is; the count of those changed. */
  async function bulk(action: BulkAction): Promise<number> {
    const { count } = await bulkContent(type, action, list.$selected.get());
    list.$selected.set([]);
    await list.load();
    return count;
  }

  return { ...list, bulk };
}

export type ContentList = ReturnType<typeof contentList>;

const lists = new Map<ContentTypeKey, ContentList>();
/** The list of a type, made the first time it is asked for. */
export function contentListOf(type: ContentTypeKey, choiceName?: ListFilter): ContentList {
  let list = lists.get(type);
  if (!list) {
    list = contentList(type, choiceName);
    lists.set(type, list);
  }
  return list;
}
