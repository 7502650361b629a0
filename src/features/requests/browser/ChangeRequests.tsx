/** Membership change list: the member's change requests, and the form for a new one when none is open. */
import type { Locale } from '#shared/constants.ts';
import type { RequestRow } from '../contract/requests.contract.ts';
import { CHANGE_FIELDS } from '#shared/vocabulary.ts';
import { useTranslations } from '#i18n/index.ts';
import { askChange } from './requests.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { Field } from '#ui/Field.tsx';
import { TextArea } from '#ui/TextArea.tsx';
import { FilesInput } from '#ui/FilesInput.tsx';
import { useForm } from '#ui/useForm.ts';
import { RequestHistory, useRequests } from './RequestHistory.tsx';

/** The form's rules load as the reader starts to type (see useForm's Rules). */
const rules = () => import('../contract/requests.contract.ts').then((m) => m.changeBody);

const blank = {
  unitName: '',
  legalRepresentative: '',
  enterpriseContact: '',
  phone: '',
  address: '',
  reason: '',
  attachments: [] as string[],
};

export default function ChangeRequests({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const { ready, rows, reload, open } = useRequests('change');
  const form = useForm(rules, blank, t);
  const submit = form.onSubmit(async (data) => {
    await askChange(data);
    toast('success', t('request.submitted'));
    reload();
  });
  const describe = (r: RequestRow) =>
    CHANGE_FIELDS.filter((f) => r.data[f])
      .map((f) => `${t('common.labelled', { label: t(`change.${f}`) })}${String(r.data[f])}`)
      .join(t('common.itemSeparator'));

  if (!ready || !rows) return <p className="text-gray-500">{t('common.loading')}</p>;
  return (
    <div className="space-y-6">
      {!open && (
        <form
          onSubmit={submit}
          noValidate
          aria-label={t('change.title')}
          className="rounded-lg bg-white p-6 shadow-sm"
        >
          <p className="mb-4 text-sm text-gray-600">{t('change.intro')}</p>
          <fieldset
            disabled={!form.ready || form.busy}
            className="grid grid-cols-1 gap-x-6 md:grid-cols-2"
          >
            {CHANGE_FIELDS.map((f) => (
              <Field key={f} label={t(`change.${f}`)} {...form.field(f)} />
            ))}
            <div className="md:col-span-2">
              <TextArea label={t('change.reason')} required rows={3} {...form.field('reason')} />
            </div>
          </fieldset>
          <FilesInput
            locale={locale}
            label={t('change.attachments')}
            purpose="attachment"
            value={form.values.attachments ?? []}
            error={form.errors.attachments}
            onChange={(ids) => form.setValue('attachments', ids)}
          />
          <Button type="submit" disabled={form.busy}>
            {t('common.submit')}
          </Button>
        </form>
      )}
      <RequestHistory locale={locale} rows={rows} describe={describe} />
    </div>
  );
}
