/**
 * How the console lists each content type: the columns shown (the first opens the item), those
 * the server sorts by, the choice it filters on, and whether a date range applies. The server
 * allows exactly these sorts and filters; a test holds the two together.
 */
import type { ContentTypeKey } from '#shared/content-types.ts';
import type { ListFilter } from '../contract/editor.contract.ts';

export interface ListSpec {
  columns: readonly string[];
  sortable: readonly string[];
  /** A choice field of the form the list filters on. */
  filter?: ListFilter;
  /** Whether the list takes a date range (on the type's own date). */
  dated: boolean;
  /** Whether an item has a page of its own, which a preview shows before it is published. */
  page?: true;
}

export const CONTENT_LISTS: Record<ContentTypeKey, ListSpec> = {
  article: {
    columns: ['title', 'channel', 'publishedAt'],
    sortable: ['publishedAt', 'title', 'updatedAt'],
    filter: 'channel',
    dated: true,
    page: true,
  },
  standard: {
    columns: ['name', 'code', 'category', 'issuedAt'],
    sortable: ['issuedAt', 'code', 'updatedAt'],
    filter: 'category',
    dated: true,
    page: true,
  },
  patent: {
    columns: ['name', 'applicationNo', 'type', 'grantDate'],
    sortable: ['grantDate', 'name', 'updatedAt'],
    filter: 'type',
    dated: true,
    page: true,
  },
  expert: {
    columns: ['name', 'organization', 'role', 'sort'],
    sortable: ['sort', 'name', 'updatedAt'],
    filter: 'role',
    dated: false,
  },
  training: {
    columns: ['title', 'startDate', 'endDate'],
    sortable: ['startDate', 'title', 'updatedAt'],
    dated: true,
    page: true,
  },
  periodical: {
    columns: ['title', 'year', 'issue', 'publishedAt'],
    sortable: ['publishedAt', 'year', 'updatedAt'],
    dated: true,
    page: true,
  },
  download: {
    columns: ['title', 'category', 'publishedAt'],
    sortable: ['publishedAt', 'title', 'updatedAt'],
    filter: 'category',
    dated: true,
  },
  alliance: {
    columns: ['name', 'founded', 'sort'],
    sortable: ['sort', 'name', 'updatedAt'],
    dated: false,
  },
  member: {
    columns: ['unitName', 'level', 'joinedYear', 'sort'],
    sortable: ['sort', 'unitName', 'joinedYear', 'updatedAt'],
    filter: 'level',
    dated: false,
  },
  link: {
    columns: ['name', 'link', 'sort'],
    sortable: ['sort', 'name', 'updatedAt'],
    dated: false,
  },
};
