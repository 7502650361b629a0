/**
 * Enterprise information, every field checked here by the shared schema and again by the server.
 * Saves carry the version they started from, so another tab's save is never overwritten silently.
 */
import { typedLang } from '#shared/lang.ts';
import { Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { AUDIT_STATUS, type Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import { getProfile, saveProfile } from '#features/membership/browser/public.ts';
import { dictEntries } from '#features/system/browser/public.ts';
import { toast } from '#client/stores/feedback.ts';
import { $session } from '#client/stores/session.ts';
import { Field } from '#ui/Field.tsx';
import { Button } from '#ui/Button.tsx';
import { NumberInput } from '#ui/NumberInput.tsx';
import { lazyOrSay } from '#ui/lazy-or-say.ts';
import { useForm } from '#ui/useForm.ts';
import { useReady } from '#ui/useReady.ts';

/**
 * The attachments field (uploads and their checks) loads once the form is shown: the rest of the
 * centre's home page, read first, waits for none of it. One that cannot load says so.
 */
const FilesInput = lazyOrSay(() =>
  import('#ui/FilesInput.tsx').then((m) => ({ default: m.FilesInput })),
);

/** The form's rules load as the reader starts to type (see useForm's Rules). */
const rules = () =>
  import('#features/membership/contract/membership.contract.ts').then((m) => m.enterpriseProfile);

const TEXT = [
  'legalRepresentative',
  'legalContact',
  'enterpriseContact',
  'phone',
  'landline',
  'email',
  'qqWechat',
  'address',
  'foundingDate',
] as const;
const NUMBERS = [
  'buildingArea',
  'landArea',
  'staffTotal',
  'technicalStaff',
  'outputValue',
  'salesRevenue',
  'exportAmount',
] as const;
/** Decimals kept on leaving a field: head counts are whole (the schema says so), money in 万元 to two places. */
const PRECISION: Record<string, number> = {
  staffTotal: 0,
  technicalStaff: 0,
  outputValue: 2,
  salesRevenue: 2,
  exportAmount: 2,
  avgUnitPrice: 2,
};
type Product = { name: string; modelSpec: string; avgUnitPrice: string; annualCapacity: string };
type Typed = (typeof TEXT)[number] | (typeof NUMBERS)[number] | 'introduction' | 'honours';
/** The form's values as typed: every figure is text until the schema reads it. */
type Profile = Record<Typed | 'ownership', string> & {
  industryCategories: string[];
  products: Product[];
  attachments: string[];
};
const EMPTY_PRODUCT: Product = { name: '', modelSpec: '', avgUnitPrice: '', annualCapacity: '' };
const OPTIONAL = new Set(['landline', 'email', 'qqWechat']);

function blank(): Profile {
  const typed = [...TEXT, ...NUMBERS, 'introduction', 'honours', 'ownership'] as const;
  return {
    ...(Object.fromEntries(typed.map((k) => [k, ''])) as Record<Typed | 'ownership', string>),
    industryCategories: [],
    products: [{ ...EMPTY_PRODUCT }],
    attachments: [],
  };
}

export default function ProfileForm({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const session = useReady();
  // Only a passed unit keeps enterprise information: staff have none, and a unit under review
  // corrects its registration instead (the server refuses the form to both anyway).
  const { user } = useStore($session);
  const ready = session && user?.auditStatus === AUDIT_STATUS.passed;
  const form = useForm(rules, blank(), t, {
    check: 'submit',
    // The errors show in place; the page does not move to the first one.
    onInvalid: () => undefined,
    // The server names the fields inside the body's `data`.
    serverField: (f) => f.replace(/^data\./, ''),
  });
  const p = form.values;
  const [version, setVersion] = useState(0);
  // The form opens once the saved information is in: typing into an empty form that the answer
  // then fills would lose what was typed.
  const [loaded, setLoaded] = useState(false);
  const [categories, setCategories] = useState<{ dictLabel: string; dictValue: string }[]>([]);
  const busy = form.busy;

  useEffect(() => {
    if (!ready) return;
    void getProfile()
      .then((r) => {
        if (r.data)
          form.reset({
            ...blank(),
            ...(JSON.parse(JSON.stringify(r.data), (_k, v) =>
              typeof v === 'number' ? String(v) : v,
            ) as Partial<Profile>),
          });
        setVersion(r.version);
      })
      .finally(() => setLoaded(true));
    void dictEntries('industry_category').then(setCategories);
  }, [ready, form.reset]);

  // Nothing typed is lost when the server refuses: the form keeps its values.
  const submit = form.onSubmit(async (data) => {
    const saved = await saveProfile(data, version);
    setVersion(saved.data.version);
    toast('success', saved.msg);
  });

  if (!session) return <p className="text-gray-500">{t('common.loading')}</p>;
  if (!ready) return null;
  if (!loaded) return <p className="text-gray-500">{t('common.loading')}</p>;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-lg bg-white p-6 shadow-sm"
      aria-label={t('center.menu.person')}
    >
      <fieldset disabled={busy} className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
        {TEXT.map((k) => (
          <Field
            key={k}
            label={t(`profile.${k}`)}
            type={k === 'foundingDate' ? 'date' : 'text'}
            required={!OPTIONAL.has(k)}
            {...form.field(k)}
          />
        ))}
        <label className="mb-3 flex flex-col gap-1 text-sm">
          <span className="font-medium text-gray-700">
            <span className="mr-0.5 text-red-600" aria-hidden="true">
              *
            </span>
            {t('profile.ownership')}
          </span>
          <select
            value={p.ownership}
            onChange={(e) => form.setValue('ownership', e.target.value)}
            aria-invalid={form.errors.ownership ? true : undefined}
            className="rounded border border-gray-300 px-2 py-2"
          >
            <option value="">—</option>
            <option value="owned">{t('profile.owned')}</option>
            <option value="leased">{t('profile.leased')}</option>
          </select>
          <span className="min-h-4 text-xs text-red-600">{form.errors.ownership}</span>
        </label>
        {NUMBERS.map((k) => (
          <NumberInput
            locale={locale}
            key={k}
            label={t(`profile.${k}`)}
            min={0}
            precision={PRECISION[k]}
            required
            {...form.field(k)}
          />
        ))}
      </fieldset>
      <fieldset disabled={busy} className="mt-2">
        <legend className="mb-2 text-sm font-medium text-gray-700">
          <span className="mr-0.5 text-red-600" aria-hidden="true">
            *
          </span>
          {t('profile.industryCategories')}
        </legend>
        <div className="flex flex-wrap gap-3 text-sm">
          {categories.map((c) => (
            <label key={c.dictValue} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={p.industryCategories.includes(c.dictValue)}
                onChange={(e) =>
                  form.setValue(
                    'industryCategories',
                    e.target.checked
                      ? [...p.industryCategories, c.dictValue]
                      : p.industryCategories.filter((x) => x !== c.dictValue),
                  )
                }
              />
              {c.dictLabel}
            </label>
          ))}
        </div>
        <p className="min-h-4 text-xs text-red-600">{form.errors.industryCategories}</p>
        <label className="mt-3 block text-sm font-medium text-gray-700" htmlFor="intro">
          <span className="mr-0.5 text-red-600" aria-hidden="true">
            *
          </span>
          {t('profile.introduction')}
        </label>
        <textarea
          id="intro"
          rows={4}
          value={p.introduction}
          lang={typedLang(p.introduction)}
          onChange={(e) => form.setValue('introduction', e.target.value)}
          aria-invalid={form.errors.introduction ? true : undefined}
          className="w-full rounded border border-gray-300 px-3 py-2 text-sm"
        />
        <p className="min-h-4 text-xs text-red-600">{form.errors.introduction}</p>
        <label className="mt-3 block text-sm font-medium text-gray-700" htmlFor="honours">
          {t('profile.honours')}
        </label>
        <textarea
          id="honours"
          rows={2}
          value={p.honours}
          lang={typedLang(p.honours)}
          onChange={(e) => form.setValue('honours', e.target.value)}
          className="w-full rounded border border-gray-300 px-3 py-2 text-sm"
        />
      </fieldset>
      <fieldset disabled={busy} className="mt-6">
        <legend className="mb-2 text-sm font-medium text-gray-700">
          <span className="mr-0.5 text-red-600" aria-hidden="true">
            *
          </span>
          {t('profile.products')}
        </legend>
        {p.products.map((_, i) => (
          <div
            key={i}
            className="grid grid-cols-1 gap-x-3 border-b border-gray-100 pt-2 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_8rem_8rem_auto]"
            data-product-row={i}
          >
            {(['name', 'modelSpec'] as const).map((k) => (
              <Field
                key={k}
                label={t(`profile.product.${k}`)}
                required={k !== 'modelSpec'}
                {...form.field(`products.${i}.${k}`)}
              />
            ))}
            {(['avgUnitPrice', 'annualCapacity'] as const).map((k) => (
              <NumberInput
                locale={locale}
                key={k}
                label={t(`profile.product.${k}`)}
                min={0}
                precision={PRECISION[k]}
                required
                {...form.field(`products.${i}.${k}`)}
              />
            ))}
            <Button
              variant="link"
              className="self-center"
              onClick={() =>
                form.setValue(
                  'products',
                  p.products.filter((_, j) => j !== i),
                )
              }
              disabled={p.products.length === 1}
            >
              {t('profile.removeProduct')}
            </Button>
          </div>
        ))}
        <p className="min-h-4 text-xs text-red-600">{form.errors.products}</p>
        <Button
          variant="secondary"
          onClick={() => form.setValue('products', [...p.products, { ...EMPTY_PRODUCT }])}
        >
          {t('profile.addProduct')}
        </Button>
      </fieldset>
      <div className="mt-6">
        <Suspense fallback={<p className="text-sm text-gray-500">{t('common.loading')}</p>}>
          <FilesInput
            locale={locale}
            label={t('profile.attachments')}
            purpose="attachment"
            required
            value={p.attachments}
            error={form.errors.attachments}
            onChange={(ids) => form.setValue('attachments', ids)}
          />
        </Suspense>
        <p className="text-xs text-gray-600">
          {t('profile.attached', { count: p.attachments.length })}
        </p>
      </div>
      <Button type="submit" className="mt-4" disabled={busy}>
        {t('auth.updatePassword.submit')}
      </Button>
    </form>
  );
}
