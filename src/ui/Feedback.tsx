/** Renders the toasts and the confirm prompt that the request layer and stores ask for. */
import { useStore } from '@nanostores/react';
import { $confirm } from '#client/stores/feedback.ts';
import ConfirmPrompt from './ConfirmPrompt.tsx';
import { Toasts } from './Toasts.tsx';

export default function Feedback({ closeLabel }: { closeLabel: string }) {
  const ask = useStore($confirm);
  return (
    <>
      <Toasts closeLabel={closeLabel} />
      <ConfirmPrompt ask={ask} />
    </>
  );
}
