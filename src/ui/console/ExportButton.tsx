/** Downloads a list as a spreadsheet, saying how far the download has come while it runs. */
import { useState } from 'react';
import type { Received } from '#client/download.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from './context.ts';

interface Props {
  label: string;
  /** The export, following the list's filters; tells its progress as it goes. */
  run: (onProgress: (r: Received) => void) => Promise<void>;
  /** Rows the list shows, until the server says how many the file will hold. */
  rows: number;
}

export function ExportButton({ label, run, rows }: Props) {
  const { t } = useConsole();
  const [received, setReceived] = useState<Received | null>(null);
  const start = async () => {
    setReceived({ bytes: 0, rows: null });
    try {
      await run(setReceived);
    } finally {
      setReceived(null);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => void start()} disabled={received !== null}>
        {label}
      </Button>
      <span className="text-sm text-gray-600" aria-live="polite">
        {received
          ? t('console.export.progress', {
              rows: received.rows ?? rows,
              kb: Math.round(received.bytes / 1024),
            })
          : ''}
      </span>
    </div>
  );
}
