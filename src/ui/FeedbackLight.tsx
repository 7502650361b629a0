/**
 * The toasts, and the confirm prompt loaded only when first asked for: for the sign-in pages (which
 * ask for none, and Headless UI's dialog would be a fifth of their script) and the console (whose
 * start page asks for none).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { $confirm } from '#client/stores/feedback.ts';
import { Toasts } from './Toasts.tsx';

const ConfirmPrompt = lazy(() => import('./ConfirmPrompt.tsx'));

export default function FeedbackLight({ closeLabel }: { closeLabel: string }) {
  const ask = useStore($confirm);
  // Kept from the first prompt on, so the dialog can close as it does in Feedback.tsx.
  const [asked, setAsked] = useState(false);
  if (ask && !asked) setAsked(true);
  return (
    <>
      <Toasts closeLabel={closeLabel} />
      {asked && (
        <Suspense fallback={null}>
          <ConfirmPrompt ask={ask} />
        </Suspense>
      )}
    </>
  );
}
