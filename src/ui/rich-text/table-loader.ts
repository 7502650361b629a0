/**
 * Loads the rich-text editor's tables (rich-text-tables.ts) when a text needs them. Apart from
 * the editor, so a rich field can ask for them with the editor without loading the editor first.
 */
export type TableKit = typeof import('./rich-text-tables.ts')['tableKit'];
let tableKit: TableKit | undefined;
let tableKitLoading: Promise<TableKit> | undefined;

/** The tables' module when it has been loaded. */
export const loadedTables = () => tableKit;

/** Loads the tables' module once for every editor; a failed load is tried again next time. */
export function loadTables(): Promise<TableKit> {
  if (!tableKitLoading) {
    tableKitLoading = import('./rich-text-tables.ts').then((m) => {
      tableKit = m.tableKit;
      return m.tableKit;
    });
    tableKitLoading.catch(() => {
      tableKitLoading = undefined;
    });
  }
  return tableKitLoading;
}

/** Whether rich text holds a table, which the editor can keep only with the tables' module. */
export const holdsTable = (html: string) => /<table[\s>]/i.test(html);
