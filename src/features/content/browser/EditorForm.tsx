/**
 * The frame of every editor form in the console: the fields, then Save, the form's own actions,
 * the history toggle, and a word when something typed is not saved yet (or was kept from before
 * a reload, with a way to throw it away).
 */
import type { ReactNode } from 'react';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';

interface Props {
  label: string;
  busy: boolean;
  dirty: boolean;
  onSave: () => void;
  /** Shown and toggled when the thing has a history (a new item has none). */
  history?: { open: boolean; toggle: () => void } | undefined;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The form shows typing kept from before a reload or a new sign-in; it may be thrown away. */
  restored?: { onDiscard: () => void } | undefined;
  /**
   * The thing is still being fetched: its fields take no typing yet, since what the server answers
   * would replace it (and a draft kept meanwhile would be filed under no item).
   */
  loading?: boolean;
}

export function EditorForm({
  label,
  busy,
  dirty,
  onSave,
  history,
  actions,
  children,
  className,
  restored,
  loading = false,
}: Props) {
  const { t } = useConsole();
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
      className={className ?? 'rounded-lg bg-white p-4 shadow-sm'}
    >
      {restored && (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center gap-3 rounded bg-amber-50 px-3 py-2 text-sm text-amber-800"
        >
          <span>{t('console.editor.restored')}</span>
          <Button variant="link" onClick={restored.onDiscard}>
            {t('console.editor.discard')}
          </Button>
        </div>
      )}
      <fieldset disabled={loading} aria-busy={loading} className="m-0 min-w-0 border-0 p-0">
        {children}
      </fieldset>
      <div className="flex flex-wrap gap-2 border-t border-gray-100 pt-4">
        <Button type="submit" disabled={busy || loading}>
          {t('console.editor.save')}
        </Button>
        {actions}
        {history && (
          <Button variant="secondary" onClick={history.toggle} aria-expanded={history.open}>
            {t('console.editor.history')}
          </Button>
        )}
        {dirty && (
          <span className="self-center text-sm text-amber-700" role="status">
            {t('console.editor.unsaved')}
          </span>
        )}
      </div>
    </form>
  );
}
