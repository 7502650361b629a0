/**
 * Erasing a unit that asked for it: what goes and what stays, its tax ID typed to confirm, and
 * the reason for the record. Offered to staff with the permission, for a unit not erased yet.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { $eraseErrors, clearEraseErrors, eraseAsked } from './erasure.store.ts';
import { Button } from '#ui/Button.tsx';
import { Field } from '#ui/Field.tsx';
import { TextArea } from '#ui/TextArea.tsx';
import { useConsole } from '#ui/console/context.ts';
import { usePermitted } from '#ui/console/Permitted.tsx';

/** `onErased` reads the unit again, which then shows as erased (and this form goes). */
export function EraseUnit({
  unitId,
  erased,
  onErased,
}: {
  unitId: number;
  erased: boolean;
  onErased: () => Promise<void>;
}) {
  const titleId = useId();
  const { t } = useConsole();
  const mayErase = usePermitted()('member:unit:erase');
  const errors = useStore($eraseErrors);
  const [open, setOpen] = useState(false);
  const [confirmTaxId, setTaxId] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (erased || !mayErase) return null;
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('console.erase.open')}
      </Button>
    );
  const submit = async () => {
    setBusy(true);
    try {
      if (await eraseAsked(unitId, { confirmTaxId, reason })) {
        await onErased();
        setOpen(false);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded border border-red-200 bg-red-50 p-4"
    >
      <h2 id={titleId} className="text-base font-semibold text-red-900">
        {t('console.erase.title')}
      </h2>
      <p className="text-sm text-gray-700">{t('console.erase.goes')}</p>
      <p className="text-sm text-gray-700">{t('console.erase.stays')}</p>
      <Field
        label={t('console.erase.taxId')}
        name="confirmTaxId"
        value={confirmTaxId}
        error={errors.confirmTaxId}
        autoComplete="off"
        required
        onChange={setTaxId}
      />
      <TextArea
        label={t('console.erase.reason')}
        name="reason"
        value={reason}
        error={errors.reason}
        required
        rows={3}
        onChange={setReason}
      />
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => void submit()}>
          {t('console.erase.submit')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            clearEraseErrors();
            setOpen(false);
          }}
        >
          {t('common.cancel')}
        </Button>
      </div>
    </section>
  );
}
