/**
 * Enterprise information, every field checked here by the shared schema and again by the server.
 * Saves carry the version they started from, so another tab's save is never overwritten silently.
 */
import { useEffect, useState } from 'react';
import { enterpriseProfile } from '#shared/schemas/membership.ts';
import { AUDIT_STATUS, type Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import { getProfile, saveProfile } from '#client/calls/membership.ts';
import { dictEntries } from '#client/calls/system.ts';
import { toast } from '#client/stores/feedback.ts';
import { ApiError } from '#client/errors.ts';
import { Field } from '#ui/Field.tsx';
import { Button } from '#ui/Button.tsx';
import { NumberInput } from '#ui/NumberInput.tsx';
import { FilesInput } from '#ui/FilesInput.tsx';
import { firstIssues, type FieldErrors } from '#ui/useForm.ts';
import { useReady } from './useReady.ts';
import { useStore } from '@nanostores/react';
import { $session } from '#client/stores/session.ts';

type Product = { name: string; modelSpec: string; avgUnitPrice: string; annualCapacity: string };
type Profile = Record<string, string> & {
  industryCategories: string[];
  products: Product[];
  attachments: string[];
};
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
const EMPTY_PRODUCT: Product = { name: '', modelSpec: '', avgUnitPrice: '', annualCapacity: '' };
const OPTIONAL = new Set(['landline', 'email', 'qqWechat']);

function blank(): Profile {
  return {
    ...Object.fromEntries(
      [...TEXT, ...NUMBERS, 'introduction', 'honours', 'ownership'].map((k) => [k, '']),
    ),
    industryCategories: [],
    products: [{ ...EMPTY_PRODUCT }],
    attachments: [],
  } as unknown as Profile;
}

export default function ProfileForm({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const session = useReady();
  // Only a passed unit keeps enterprise information: staff have none, and a unit under review
  // corrects its registration instead (the server refuses the form to both anyway).
  const { user } = useStore($session);
  const ready = session && user?.auditStatus === AUDIT_STATUS.passed;
  const [p, setP] = useState<Profile>(blank);
  const [version, setVersion] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [categories, setCategories] = useState<{ dictLabel: string; dictValue: string }[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!ready) return;
    void getProfile().then((r) => {
      if (r.data)
        setP({
          ...blank(),
          ...(JSON.parse(JSON.stringify(r.data), (_k, v) =>
            typeof v === 'number' ? String(v) : v,
          ) as Profile),
        });
      setVersion(r.version);
    });
    void dictEntries('industry_category').then(setCategories);
  }, [ready]);

  const set = (k: string, v: unknown) => setP((old) => ({ ...old, [k]: v }) as Profile);
  const setProduct = (i: number, k: keyof Product, v: string) =>
    set(
      'products',
      p.products.map((x, j) => (j === i ? { ...x, [k]: v } : x)),
    );
  const err = (k: string) => errors[k] ?? errors[`data.${k}`];

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const result = enterpriseProfile.safeParse(p);
    if (!result.success) {
      setErrors(firstIssues(result.error, t));
      return;
    }
    setBusy(true);
    try {
      const saved = await saveProfile(result.data, version);
      setVersion(saved.data.version);
      setErrors({});
      toast('success', saved.msg);
    } catch (error) {
      // Nothing typed is lost: the form keeps its values whatever the server said.
      if (error instanceof ApiError) setErrors(error.fieldErrors());
    } finally {
      setBusy(false);
    }
  };

  if (!session) return <p className="text-gray-500">{t('common.loading')}</p>;
  if (!ready) return null;
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
            name={k}
            value={p[k] ?? ''}
            type={k === 'foundingDate' ? 'date' : 'text'}
            required={!OPTIONAL.has(k)}
            error={err(k)}
            onChange={(v) => set(k, v)}
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
            onChange={(e) => set('ownership', e.target.value)}
            aria-invalid={err('ownership') ? true : undefined}
            className="rounded border border-gray-300 px-2 py-2"
          >
            <option value="">—</option>
            <option value="owned">{t('profile.owned')}</option>
            <option value="leased">{t('profile.leased')}</option>
          </select>
          <span className="min-h-4 text-xs text-red-600">{err('ownership')}</span>
        </label>
        {NUMBERS.map((k) => (
          <NumberInput
            locale={locale}
            key={k}
            label={t(`profile.${k}`)}
            name={k}
            value={p[k] ?? ''}
            min={0}
            precision={PRECISION[k]}
            required
            error={err(k)}
            onChange={(v) => set(k, v)}
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
                  set(
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
        <p className="min-h-4 text-xs text-red-600">{err('industryCategories')}</p>
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
          onChange={(e) => set('introduction', e.target.value)}
          aria-invalid={err('introduction') ? true : undefined}
          className="w-full rounded border border-gray-300 px-3 py-2 text-sm"
        />
        <p className="min-h-4 text-xs text-red-600">{err('introduction')}</p>
        <label className="mt-3 block text-sm font-medium text-gray-700" htmlFor="honours">
          {t('profile.honours')}
        </label>
        <textarea
          id="honours"
          rows={2}
          value={p.honours}
          onChange={(e) => set('honours', e.target.value)}
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
        {p.products.map((x, i) => (
          <div
            key={i}
            className="grid grid-cols-1 gap-x-3 border-b border-gray-100 pt-2 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_8rem_8rem_auto]"
            data-product-row={i}
          >
            {(['name', 'modelSpec'] as const).map((k) => (
              <Field
                key={k}
                label={t(`profile.product.${k}`)}
                name={`products.${i}.${k}`}
                value={x[k]}
                required={k !== 'modelSpec'}
                error={err(`products.${i}.${k}`)}
                onChange={(v) => setProduct(i, k, v)}
              />
            ))}
            {(['avgUnitPrice', 'annualCapacity'] as const).map((k) => (
              <NumberInput
                locale={locale}
                key={k}
                label={t(`profile.product.${k}`)}
                name={`products.${i}.${k}`}
                value={x[k]}
                min={0}
                precision={PRECISION[k]}
                required
                error={err(`products.${i}.${k}`)}
                onChange={(v) => setProduct(i, k, v)}
              />
            ))}
            <Button
              variant="link"
              className="self-center"
              onClick={() =>
                set(
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
        <p className="min-h-4 text-xs text-red-600">{err('products')}</p>
        <Button
          variant="secondary"
          onClick={() => set('products', [...p.products, { ...EMPTY_PRODUCT }])}
        >
          {t('profile.addProduct')}
        </Button>
      </fieldset>
      <div className="mt-6">
        <FilesInput
          locale={locale}
          label={t('profile.attachments')}
          purpose="attachment"
          required
          value={p.attachments}
          error={err('attachments')}
          onChange={(ids) => set('attachments', ids)}
        />
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
