/**
 * The rich-text editor of the console (TipTap): headings, emphasis, lists, quotes, links,
 * pictures (uploaded for the public site, 5 MB at most) and tables. It gives HTML in the stored
 * form (`editorHtml`); the server cleans it on save as it cleans every rich field. Loaded only by
 * console forms that have rich text.
 */
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
  Underline,
  Undo2,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { typedLang } from '#shared/lang.ts';
import { UPLOAD_RULES, acceptAttribute, uploadProblem } from '#shared/uploads.ts';
import { uploadFile } from '#client/files.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { useConsole } from '#ui/console/context.ts';
import { editorHtml, richTextExtensions } from './rich-text-schema.ts';
import TableTools from './TableTools.tsx';

interface Props {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (html: string) => void;
}

const IMAGE = UPLOAD_RULES.contentImage;

export default function RichTextEditor({ label, name, value, error, onChange }: Props) {
  const labelId = useId();
  const editor = useEditor({
    extensions: richTextExtensions,
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
    },
    onUpdate: ({ editor: e }) => onChange(editorHtml(e)),
  });

  // A value set from outside (an item loaded, a revision restored) replaces what is shown.
  useEffect(() => {
    if (editor && value !== editorHtml(editor))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="mb-3">
      <span id={labelId} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </span>
      <div
        className={`rounded border bg-white focus-within:border-brand-600 ${error ? 'border-red-500' : 'border-gray-300'}`}
      >
        {editor && <Toolbar editor={editor} label={label} />}
        <EditorContent editor={editor} />
      </div>
      <p className="mt-1 min-h-4 text-xs text-red-600" data-field-error={error ? name : undefined}>
        {error}
      </p>
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
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
      <TableTools editor={editor} className={button} />
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
