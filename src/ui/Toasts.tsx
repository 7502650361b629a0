/** The toasts that the request layer and stores ask for (part of the feedback island). */
import { useStore } from '@nanostores/react';
import { $toasts, dismiss } from '#client/stores/feedback.ts';

const TONE = {
  success: 'border-green-300 bg-green-50 text-green-800',
  error: 'border-red-300 bg-red-50 text-red-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-800',
  info: 'border-brand-100 bg-brand-50 text-brand-800',
} as const;

export function Toasts({ closeLabel }: { closeLabel: string }) {
  const toasts = useStore($toasts);
  return (
    <div
      data-feedback
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex max-w-md items-start gap-3 rounded border px-4 py-2 text-sm shadow ${TONE[t.kind]}`}
        >
          <span className="flex-1">{t.message}</span>
          <button
            type="button"
            onClick={() => dismiss(t.id)}
            aria-label={closeLabel}
            className="opacity-60 hover:opacity-100"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
