/**
 * The audit trail's integrity check, on demand: the server walks the hash chain (archives too)
 * and answers in the reader's words, naming the first broken entry when there is one; and the
 * trail's download with its chain.
 */
import { useState } from 'react';
import { api } from '#client/client.ts';
import { saveStream } from '#client/download.ts';
import { unwrap } from '#client/unwrap.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';

const verifyTrail = async () => unwrap(await api().GET('/console/audit/verify', {}));
/** The trail as JSON lines with its chain, for the auditor's own records (the taking is audited). */
const exportTrail = async () =>
  saveStream(await api().GET('/console/audit/export', { parseAs: 'stream' }), () => undefined);

export function ChainCheck() {
  const { t } = useConsole();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; msg: string } | null>(null);
  const check = async () => {
    setBusy(true);
    try {
      const r = await verifyTrail();
      setAnswer({ ok: r.data.ok, msg: r.msg });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <Button variant="secondary" disabled={busy} onClick={() => void check()}>
        {t('console.audit.verify')}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => void exportTrail()}>
        {t('console.audit.export')}
      </Button>
      {answer && (
        <p
          role={answer.ok ? 'status' : 'alert'}
          className={answer.ok ? 'text-green-800' : 'font-medium text-red-700'}
        >
          {answer.msg}
        </p>
      )}
    </div>
  );
}
