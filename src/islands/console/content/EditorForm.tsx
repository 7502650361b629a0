/**
 * The frame of every editor form in the console: the fields, then Save, the form's own actions,
 * the history toggle, and a word when something typed is not saved yet.
 */
import type { ReactNode } from 'react';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '../context.ts';

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
      {children}
      <div className="flex flex-wrap gap-2 border-t border-gray-100 pt-4">
        <Button type="submit" disabled={busy}>
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
