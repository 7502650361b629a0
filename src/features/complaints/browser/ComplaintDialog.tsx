/**
 * 投诉建议 (complaints and suggestions), for signed-in users only: 1000 px wide; the unit is the
 * signed-in user's; name 2–20, a landline or mobile number, content, one attachment of at most
 * 10 MB. Success closes it; cancel closes and resets.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { Locale } from '#shared/constants.ts';
import { COMPLAINT_ATTACHMENT_MAX_MB } from '#shared/constants.ts';
import {
  complaintBody,
  COMPLAINT_NAME_MAX,
  COMPLAINT_TEL_MAX,
} from '../contract/complaints.contract.ts';
import { useTranslations } from '#i18n/index.ts';
import { $session } from '#client/stores/session.ts';
import { loadInfo } from '#client/auth.store.ts';
import { submitComplaint } from './complaint.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { Field } from '#ui/Field.tsx';
import { Button } from '#ui/Button.tsx';
import { FileInput } from '#ui/FileInput.tsx';
import { useForm } from '#ui/useForm.ts';
import { $complaintOpen } from './complaint-open.store.ts';

const EMPTY = { name: '', tel: '', content: '' };
/** The attachment travels as a file here and as an upload id to the server. */
const formSchema = complaintBody.omit({ attachId: true, enterpriseId: true });

export default function ComplaintDialog({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const open = useStore($complaintOpen);
  const { user } = useStore($session);
  const form = useForm(formSchema, EMPTY, t);
  const [file, setFile] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  useEffect(() => {
    if (open && !user) void loadInfo({ quiet: true }).catch(() => undefined);
  }, [open, user]);

  const reset = () => {
    for (const k of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) form.setValue(k, '');
    form.setErrors({});
    setFile(null);
    setResetKey((k) => k + 1);
  };
  const cancel = () => {
    $complaintOpen.set(false);
    reset();
  };
  const submit = form.onSubmit(async (data) => {
    await submitComplaint(data, file, form.once);
    toast('success', t('complaint.success'));
    $complaintOpen.set(false);
    reset();
  });

  return (
    <Dialog open={open} onClose={cancel} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className="max-h-[90vh] w-full max-w-[1000px] overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
          data-complaint-dialog
        >
          <DialogTitle className="mb-4 text-lg font-semibold">{t('complaint.title')}</DialogTitle>
          <form onSubmit={submit} noValidate>
            <fieldset disabled={!form.ready || form.busy} className="contents">
              <Field
                label={t('complaint.unit')}
                name="unit"
                value={user?.nickName ?? ''}
                readOnly
                onChange={() => undefined}
              />
              <Field
                label={t('complaint.name')}
                maxLength={COMPLAINT_NAME_MAX}
                required
                {...form.field('name')}
              />
              <Field
                label={t('complaint.tel')}
                type="tel"
                maxLength={COMPLAINT_TEL_MAX}
                required
                {...form.field('tel')}
              />
              <label
                className="mb-1 block text-sm font-medium text-gray-700"
                htmlFor="complaint-content"
              >
                <span className="mr-0.5 text-red-600" aria-hidden="true">
                  *
                </span>
                {t('complaint.content')}
              </label>
              <textarea
                id="complaint-content"
                rows={6}
                value={form.values.content}
                onChange={(e) => form.field('content').onChange(e.target.value)}
                onBlur={form.field('content').onBlur}
                aria-invalid={form.errors.content ? true : undefined}
                aria-describedby="complaint-content-error"
                className={`w-full rounded border px-3 py-2 text-sm ${form.errors.content ? 'border-red-500' : 'border-gray-300'}`}
              />
              <p id="complaint-content-error" className="mb-3 mt-1 min-h-4 text-xs text-red-600">
                {form.errors.content}
              </p>
              <FileInput
                key={resetKey}
                locale={locale}
                label={t('complaint.attachment')}
                maxMb={COMPLAINT_ATTACHMENT_MAX_MB}
                accept={['jpg', 'jpeg', 'png', 'pdf']}
                onChange={setFile}
              />
              <div className="mt-6 flex justify-end gap-2">
                <Button variant="secondary" onClick={cancel}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit">{t('common.submit')}</Button>
              </div>
            </fieldset>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
