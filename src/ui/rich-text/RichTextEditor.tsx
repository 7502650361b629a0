/**
 * The rich-text editor of the console (TipTap): headings, emphasis, lists, quotes, links,
 * pictures (uploaded for the public site, 5 MB at most) and tables. It gives HTML in the stored
 * form (`editorHtml`); the server cleans it on save as it cleans every rich field. Loaded by
 * RichTextField.tsx when a rich field is first focused or pressed (it is most of a form's script):
 * it takes over from the field's stand-in, with what was typed there and the caret where it was.
 * Tables come with it when the text holds one; otherwise the first table inserted or pasted loads
 * them, and the editor is made again with them, the text and the caret as they were.
 */
import { Selection, TextSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Table,
  Underline,
  Undo2,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { typedLang } from '#shared/lang.ts';
import { UPLOAD_RULES, acceptAttribute, uploadProblem } from '#shared/uploads.ts';
import { uploadFile } from '#client/files.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { useConsole } from '#ui/console/context.ts';
import { editorHtml, richTextExtensions } from './rich-text-schema.ts';
import { holdsTable, loadTables, loadedTables, type TableKit } from './table-loader.ts';

/** The field's editable stand-in while the editor loads, and whether anything was typed in it. */
export interface StandIn {
  element: HTMLDivElement | null;
  typed: boolean;
  /** A pointer is pressed on it: focus and caret are placed only as the press goes on. */
  pressed: boolean;
  /** Called when that press ends. */
  released?: (() => void) | undefined;
}

export interface EditorProps {
  label: string;
  labelId: string;
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (html: string) => void;
  /** Present until the editor has taken over from it. */
  standIn?: StandIn | undefined;
  onTakenOver: () => void;
}

const IMAGE = UPLOAD_RULES.contentImage;

/** What waits for the tables' module: a new table, or pasted rich text holding one, at `at`. */
type ForTables = { at: number; paste?: string };

export default function RichTextEditor({
  label,
  labelId,
  name,
  value,
  error,
  onChange,
  standIn,
  onTakenOver,
}: EditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const { t } = useConsole();
  const [tables, setTables] = useState<TableKit | undefined>(loadedTables);
  const waiting = useRef<ForTables>(undefined);
  /** Loads the tables, then makes the editor again with them (the effect below does `then`). */
  const needTables = (then?: ForTables) => {
    waiting.current = then;
    loadTables().then(setTables, () => toast('error', t('error.pageLoad')));
  };
  const editor = useEditor(
    {
      extensions: tables ? tables.withTables : richTextExtensions,
      content: value,
      immediatelyRender: false,
      editorProps: {
        // Recomputed as the text changes: Chinese text is marked as such, for screen readers.
        attributes: (state) => ({
          ...(typedLang(state.doc.textContent) ? { lang: 'zh-CN' } : {}),
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-invalid': error ? 'true' : 'false',
          'data-rich-field': name,
          class: 'rich-text min-h-48 px-3 py-2 outline-none',
        }),
        // A table pasted before the tables are there would lose its rows: it waits for them.
        handlePaste: (view, event) => {
          const html = event.clipboardData?.getData('text/html') ?? '';
          if (loadedTables() || !holdsTable(html)) return false;
          needTables({ at: view.state.selection.from, paste: html });
          return true;
        },
      },
      onUpdate: ({ editor: e }) => onChange(editorHtml(e)),
    },
    [tables],
  );

  // A value set from outside (an item loaded, a revision restored) replaces what is shown; one
  // holding a table first brings the tables, and the editor made with them shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: needTables only sets state
  useEffect(() => {
    if (!editor || value === editorHtml(editor)) return;
    if (!tables && holdsTable(value)) needTables();
    else editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The editor made again with tables does what waited for them, where the caret was.
  useEffect(() => {
    const then = waiting.current;
    // Until useEditor has made it again, the editor is the one without tables.
    if (!editor?.schema.nodes.table || !then) return;
    waiting.current = undefined;
    const at = Math.min(then.at, editor.state.doc.content.size);
    const chain = editor.chain().setTextSelection(at).focus();
    if (then.paste !== undefined) chain.insertContent(then.paste).run();
    else chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
  }, [editor]);

  // Once the editor is there, it takes the stand-in's place in one go (no key can fall between);
  // during a press on the stand-in, once the press ends and the caret is where it put it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the editor is made
  useEffect(() => {
    if (!editor || !standIn?.element) return;
    // A table pasted into the stand-in waits for the editor made again with tables.
    if (standIn.typed && !editor.schema.nodes.table && holdsTable(standIn.element.innerHTML))
      return needTables();
    const go = () => {
      standIn.released = undefined;
      takeOver(editor, standIn, box.current, onChange);
      onTakenOver();
    };
    if (!standIn.pressed) return go();
    standIn.released = go;
    return () => {
      standIn.released = undefined;
    };
  }, [editor]);

  return (
    <div ref={box} hidden={!!standIn}>
      {editor && (
        <Toolbar
          editor={editor}
          label={label}
          tables={editor.schema.nodes.table ? tables : undefined}
          insertTable={() => needTables({ at: editor.state.selection.from })}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * Shows the editor in the stand-in's place: what was typed there (the browser's own editing) goes
 * into the editor, cleaned by its schema and given to the form, and the caret goes where it was.
 */
function takeOver(
  editor: Editor,
  standIn: StandIn,
  box: HTMLDivElement | null,
  onChange: (html: string) => void,
) {
  const element = standIn.element;
  if (!element) return;
  const focused = element.contains(document.activeElement);
  const offset = focused ? caretOffset(element) : undefined;
  if (standIn.typed) {
    editor.commands.setContent(element.innerHTML, { emitUpdate: false });
    onChange(editorHtml(editor));
  }
  element.hidden = true;
  // The stand-in goes at the next render; until then only the editor answers to the field's name.
  element.removeAttribute('data-rich-field');
  if (box) box.hidden = false;
  if (!focused) return;
  // Focused at once (TipTap's focus command waits a frame, and a key typed then would be lost).
  const { doc } = editor.state;
  const caret =
    offset === undefined
      ? Selection.atEnd(doc)
      : TextSelection.near(doc.resolve(positionAt(editor, offset)));
  editor.view.dispatch(editor.state.tr.setSelection(caret));
  editor.view.focus();
}

/** How many characters of text come before the caret in `root`. */
function caretOffset(root: HTMLElement): number | undefined {
  const selection = document.getSelection();
  if (!selection?.focusNode || !root.contains(selection.focusNode)) return undefined;
  const before = document.createRange();
  before.selectNodeContents(root);
  before.setEnd(selection.focusNode, selection.focusOffset);
  return before.toString().length;
}

/** The editor's position after `offset` characters of its text. */
function positionAt(editor: Editor, offset: number): number {
  let passed = 0;
  let found: number | undefined;
  editor.state.doc.descendants((node, pos) => {
    if (found !== undefined) return false;
    if (node.isText && node.text) {
      if (offset <= passed + node.text.length) found = pos + (offset - passed);
      passed += node.text.length;
    }
    return true;
  });
  return found ?? editor.state.doc.content.size;
}

function Toolbar({
  editor,
  label,
  tables,
  insertTable,
}: {
  editor: Editor;
  label: string;
  tables: TableKit | undefined;
  insertTable: () => void;
}) {
  const { t } = useConsole();
  const picker = useRef<HTMLInputElement>(null);
  const [linking, setLinking] = useState<string>();
  const on = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: [keyof typeof on, LucideIcon, () => void][] = [
    ['bold', Bold, () => chain().toggleBold().run()],
    ['italic', Italic, () => chain().toggleItalic().run()],
    ['underline', Underline, () => chain().toggleUnderline().run()],
    ['h2', Heading2, () => chain().toggleHeading({ level: 2 }).run()],
    ['h3', Heading3, () => chain().toggleHeading({ level: 3 }).run()],
    ['bullets', List, () => chain().toggleBulletList().run()],
    ['numbers', ListOrdered, () => chain().toggleOrderedList().run()],
    ['quote', Quote, () => chain().toggleBlockquote().run()],
  ];

  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    const params = { types: IMAGE.types.join(', '), size: IMAGE.maxMb };
    const problem = uploadProblem(file, IMAGE);
    if (problem) return toast('error', t(problem, params));
    const up = await uploadFile(file, 'contentImage');
    chain()
      .setImage({ src: up.url, alt: file.name.replace(/\.[^.]+$/, '') })
      .run();
  };

  const applyLink = () => {
    const href = (linking ?? '').trim();
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinking(undefined);
  };

  const button =
    'flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm hover:bg-gray-100 aria-pressed:bg-brand-50';
  return (
    <div
      role="toolbar"
      aria-label={t('console.rich.toolbar', { label })}
      className="flex flex-wrap items-center gap-1 border-b border-gray-200 p-1"
    >
      {tools.map(([key, Icon, run]) => (
        <button
          key={key}
          type="button"
          className={`${button} ${on[key] ? 'text-brand-700' : 'text-gray-700'}`}
          aria-pressed={on[key]}
          aria-label={t(`console.rich.${key}`)}
          title={t(`console.rich.${key}`)}
          onClick={run}
        >
          <Icon size={16} aria-hidden="true" />
        </button>
      ))}
      <button
        type="button"
        className={button}
        aria-pressed={on.link}
        aria-label={t('console.rich.link')}
        title={t('console.rich.link')}
        onClick={() => setLinking(String(editor.getAttributes('link').href ?? 'https://'))}
      >
        <Link2 size={16} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={button}
        aria-label={t('console.rich.image')}
        title={t('console.rich.image')}
        onClick={() => picker.current?.click()}
      >
        <ImagePlus size={16} aria-hidden="true" />
      </button>
      <input
        ref={picker}
        type="file"
        hidden
        accept={acceptAttribute(IMAGE.types)}
        aria-label={t('console.rich.image')}
        onChange={(e) => {
          void insertImage(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <button
        type="button"
        className={button}
        aria-label={t('console.rich.undo')}
        title={t('console.rich.undo')}
        onClick={() => chain().undo().run()}
      >
        <Undo2 size={16} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={button}
        aria-label={t('console.rich.redo')}
        title={t('console.rich.redo')}
        onClick={() => chain().redo().run()}
      >
        <Redo2 size={16} aria-hidden="true" />
      </button>
      {tables ? (
        <tables.TableTools editor={editor} className={button} />
      ) : (
        <button
          type="button"
          className={button}
          aria-label={t('console.rich.table')}
          title={t('console.rich.table')}
          onClick={insertTable}
        >
          <Table size={16} aria-hidden="true" />
        </button>
      )}
      {linking !== undefined && (
        <span className="flex w-full items-center gap-2 p-1">
          <input
            aria-label={t('console.rich.linkAddress')}
            value={linking}
            onChange={(e) => setLinking(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
              if (e.key === 'Escape') setLinking(undefined);
            }}
            className="min-w-0 flex-1 rounded border border-gray-300 px-2 py-1 text-sm"
          />
          <button type="button" className={button} onClick={applyLink}>
            {t('common.confirm')}
          </button>
        </span>
      )}
    </div>
  );
}
