/** Renders the toasts and the confirm prompt that the request layer and stores ask for. */
import { useStore } from '@nanostores/react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { $confirm, $toasts, dismiss } from '#client/stores/feedback.ts';
import { Button } from './Button.tsx';

const TONE = {
  success: 'border-green-300 bg-green-50 text-green-800',
  error: 'border-red-300 bg-red-50 text-red-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-800',
  info: 'border-brand-100 bg-brand-50 text-brand-800',
} as const;

export default function Feedback({ closeLabel }: { closeLabel: string }) {
  const toasts = useStore($toasts);
  const ask = useStore($confirm);
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
      <Dialog open={!!ask} onClose={() => ask?.resolve(false)} className="relative z-50">
        <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-sm rounded bg-white p-6 shadow-xl">
            <DialogTitle className="text-base font-semibold">{ask?.title}</DialogTitle>
            <p className="mt-3 text-sm text-gray-700">{ask?.message}</p>
            <div className="mt-6 flex justify-end gap-2">
              <Button variant="secondary" onClick={() => ask?.resolve(false)}>
                {ask?.cancelText}
              </Button>
              <Button onClick={() => ask?.resolve(true)}>{ask?.confirmText}</Button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
