/**
 * The rich-text editor's tables (ProseMirror's tables and their buttons), loaded on their own:
 * most texts hold none, and the editor is quicker to come without them (table-loader.ts
 * `loadTables`).
 */
import type { Extensions } from '@tiptap/core';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { richTextExtensions } from './rich-text-schema.ts';

import TableTools from './TableTools.tsx';

/** A table as the sanitiser keeps it: no widths, no column group, rows as `editorHtml` sorts them. */
const PlainTable = Table.extend({
  renderHTML() {
    return ['table', ['tbody', 0]];
  },
}).configure({ resizable: false });

/** The editor's whole schema: every other node and mark, and tables. */
export const withTables: Extensions = [
  ...richTextExtensions,
  PlainTable,
  TableRow,
  TableHeader,
  TableCell,
];

/** What the editor takes from this module once loaded (table-loader.ts). */
export const tableKit = { withTables, TableTools };
