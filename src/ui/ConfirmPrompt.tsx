/** The confirm prompt of the feedback island (Feedback.tsx; FeedbackLight.tsx loads it when asked). */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ConfirmRequest } from '#client/stores/feedback.ts';
import { Button } from './Button.tsx';

export default function ConfirmPrompt({ ask }: { ask: ConfirmRequest | undefined }) {
  return (
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
  );
}
