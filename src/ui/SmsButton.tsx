/** "Send code" with a countdown; the countdown starts only after the server accepted the send. */
import { useEffect, useState } from 'react';
import { Button } from './Button.tsx';

interface Props {
  label: string;
  countdownLabel: (seconds: number) => string;
  /** Resolves with the wait the server asks for, or rejects (the toast already told why). */
  onSend: () => Promise<number>;
}

export function SmsButton({ label, countdownLabel, onSend }: Props) {
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const send = async () => {
    setBusy(true);
    try {
      setLeft(await onSend());
    } catch {
      /* shown by the request layer */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      className="w-36 shrink-0 whitespace-nowrap"
      disabled={busy || left > 0}
      onClick={send}
    >
      {left > 0 ? countdownLabel(left) : label}
    </Button>
  );
}
