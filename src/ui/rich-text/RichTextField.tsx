/**
 * A rich-text field of the console. The editor (TipTap and ProseMirror, with tables: more than the
 * rest of the console's script together) loads when the field is first focused or pressed. Until
 * then the field shows its text as it is stored, editable; while the editor loads it says so
 * where the toolbar will be, and the editor takes over with what was typed and the caret where it
 * was (RichTextEditor.tsx `takeOver`), so no keystroke is lost. What is typed before it comes is
 * the form's value at once: on a slow line a send or save pressed meanwhile has it too.
 */
import { type ComponentType, useId, useRef, useState } from 'react';
import { typedLang } from '#shared/lang.ts';
import { toast } from '#client/stores/feedback.ts';
import { useConsole } from '#ui/console/context.ts';
import type { EditorProps, StandIn } from './RichTextEditor.tsx';
import { holdsTable, loadTables } from './table-loader.ts';

interface Props {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (html: string) => void;
}

let editorModule: Promise<ComponentType<EditorProps>> | undefined;

/**
 * The editor's module, loaded once for every field, with the tables' when `value` holds a table
 * (the editor is then made with them at once); a failed load is tried again next time.
 */
function loadEditor(value: string): Promise<ComponentType<EditorProps>> {
  if (holdsTable(value))
    return Promise.all([loadEditorModule(), loadTables()]).then(([editor]) => editor);
  return loadEditorModule();
}

function loadEditorModule(): Promise<ComponentType<EditorProps>> {
  if (!editorModule) {
    editorModule = import('./RichTextEditor.tsx').then((m) => m.default);
    editorModule.catch(() => {
      editorModule = undefined;
    });
  }
  return editorModule;
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

export function RichTextField({ label, name, value, error, onChange }: Props) {
  const { t } = useConsole();
  const labelId = useId();
  const standIn = useRef<StandIn>({ element: null, typed: false, pressed: false });
  const [Editor, setEditor] = useState<ComponentType<EditorProps>>();
  const [loading, setLoading] = useState(false);
  const [takenOver, setTakenOver] = useState(false);
  /**
   * The HTML the stand-in was given, and what it last gave the form: the form's answer to the
   * stand-in's own typing must not be written back into it (the caret would jump to the start);
   * a value from elsewhere (an item loaded) is.
   */
  const given = useRef({ shown: value, sent: undefined as string | undefined });
  if (value !== given.current.sent) given.current.shown = value;

  const want = () => {
    if (loading || Editor) return;
    setLoading(true);
    loadEditor(value).then(
      (loaded) => setEditor(() => loaded),
      () => {
        setLoading(false);
        toast('error', t('error.pageLoad'));
      },
    );
  };

  /** A press on the stand-in loads the editor, which takes over once the press ends. */
  const press = () => {
    const own = standIn.current;
    own.pressed = true;
    const stop = new AbortController();
    const release = () => {
      stop.abort();
      own.pressed = false;
      own.released?.();
    };
    window.addEventListener('pointerup', release, { signal: stop.signal });
    window.addEventListener('pointercancel', release, { signal: stop.signal });
    want();
  };

  return (
    <div className="mb-3">
      <span id={labelId} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </span>
      <div
        className={`rounded border bg-white focus-within:border-brand-600 ${error ? 'border-red-500' : 'border-gray-300'}`}
      >
        {!takenOver && (
          <>
            {/* Where the toolbar comes, as high as it is: nothing moves when it arrives. */}
            <p
              role="status"
              className="min-h-10 border-b border-gray-200 p-1 px-2 text-sm leading-8 text-gray-500"
            >
              {loading ? t('common.loading') : ''}
            </p>
            {/* A box of rich text like the editor's own (ProseMirror's is a div too). */}
            {/* biome-ignore lint/a11y/useSemanticElements: rich text, which no input holds */}
            <div
              ref={(element) => {
                standIn.current.element = element;
              }}
              role="textbox"
              aria-multiline="true"
              aria-labelledby={labelId}
              aria-invalid={error ? 'true' : 'false'}
              data-rich-field={name}
              lang={typedLang(textOf(value)) ? 'zh-CN' : undefined}
              contentEditable
              suppressContentEditableWarning
              tabIndex={0}
              className="rich-text min-h-48 px-3 py-2 outline-none"
              onFocus={want}
              onPointerDown={press}
              onInput={(event) => {
                standIn.current.typed = true;
                // The browser's own editing, cleaned by the server if saved before the editor comes.
                given.current.sent = event.currentTarget.innerHTML;
                onChange(given.current.sent);
              }}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML, cleaned by the server
              dangerouslySetInnerHTML={{ __html: given.current.shown }}
            />
          </>
        )}
        {Editor && (
          <Editor
            label={label}
            labelId={labelId}
            name={name}
            value={value}
            error={error}
            onChange={onChange}
            standIn={takenOver ? undefined : standIn.current}
            onTakenOver={() => setTakenOver(true)}
          />
        )}
      </div>
      <p className="mt-1 min-h-4 text-xs text-red-600" data-field-error={error ? name : undefined}>
        {error}
      </p>
    </div>
  );
}
