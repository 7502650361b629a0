/** Renders the toasts and the confirm prompt that the request layer and stores ask for. */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { $confirm, $toasts, dismiss } from '#client/stores/feedback.ts';

// Most pages never ask for a confirmation: the prompt (Headless UI's dialog) loads the first time one does.
const ConfirmPrompt = lazy(() => import('./ConfirmPrompt.tsx'));

const TONE = {
  success: 'border-green-300 bg-green-50 text-green-800',
  error: 'border-red-300 bg-red-50 text-red-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-800',
  info: 'border-brand-100 bg-brand-50 text-brand-800',
} as const;

export default function Feedback({ closeLabel }: { closeLabel: string }) {
  const toasts = useStore($toasts);
  const ask = useStore($confirm);
  const [asked, setAsked] = useState(false);
  if (ask && !asked) setAsked(true);
  return (
    <>
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
      {/* Mounted from the first prompt on, and kept so it can close as Headless UI closes it. */}
      {asked && (
        <Suspense fallback={null}>
          <ConfirmPrompt ask={ask} />
        </Suspense>
      )}
    </>
  );
}
