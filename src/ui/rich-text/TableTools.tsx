/**
 * The editor's table buttons: insert a table (a header row and two rows of three cells); inside
 * one, rows and columns added or removed, cells merged or split, the header row switched, the
 * table removed. Only what the cursor's place allows is offered.
 */
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Columns3,
  type LucideIcon,
  PanelTop,
  Rows3,
  Table,
  TableCellsMerge,
  TableCellsSplit,
  Trash2,
} from 'lucide-react';
import { useConsole } from '#ui/console/context.ts';

type Tool =
  | 'addRow'
  | 'addColumn'
  | 'deleteRow'
  | 'deleteColumn'
  | 'merge'
  | 'split'
  | 'headerRow'
  | 'deleteTable';
/** Removing is drawn in red, so it is not mistaken for adding (the name says it too). */
const REMOVES: readonly Tool[] = ['deleteRow', 'deleteColumn', 'deleteTable'];

const TOOLS: [Tool, LucideIcon, (e: Editor) => boolean][] = [
  ['addRow', BetweenHorizontalEnd, (e) => e.chain().focus().addRowAfter().run()],
  ['addColumn', BetweenVerticalEnd, (e) => e.chain().focus().addColumnAfter().run()],
  ['deleteRow', Rows3, (e) => e.chain().focus().deleteRow().run()],
  ['deleteColumn', Columns3, (e) => e.chain().focus().deleteColumn().run()],
  ['merge', TableCellsMerge, (e) => e.chain().focus().mergeCells().run()],
  ['split', TableCellsSplit, (e) => e.chain().focus().splitCell().run()],
  ['headerRow', PanelTop, (e) => e.chain().focus().toggleHeaderRow().run()],
  ['deleteTable', Trash2, (e) => e.chain().focus().deleteTable().run()],
];

export default function TableTools({ editor, className }: { editor: Editor; className: string }) {
  const { t } = useConsole();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      inTable: e.isActive('table'),
      addRow: e.can().addRowAfter(),
      addColumn: e.can().addColumnAfter(),
      deleteRow: e.can().deleteRow(),
      deleteColumn: e.can().deleteColumn(),
      merge: e.can().mergeCells(),
      split: e.can().splitCell(),
      headerRow: e.can().toggleHeaderRow(),
      deleteTable: e.can().deleteTable(),
    }),
  });
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t('console.rich.table')}
        title={t('console.rich.table')}
        disabled={state.inTable}
        onClick={() =>
          editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()
        }
      >
        <Table size={16} aria-hidden="true" />
      </button>
      {state.inTable &&
        TOOLS.filter(([key]) => state[key]).map(([key, Icon, run]) => (
          <button
            key={key}
            type="button"
            className={`${className} ${REMOVES.includes(key) ? 'text-red-700' : 'text-gray-700'}`}
            aria-label={t(`console.rich.${key}`)}
            title={t(`console.rich.${key}`)}
            onClick={() => run(editor)}
          >
            <Icon size={16} aria-hidden="true" />
          </button>
        ))}
    </>
  );
}
