/** Governing units: the roster of leading units, and one unit's detail at ?id=. */
import { useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { localePath } from '#shared/routes.ts';
import { useTranslations } from '#i18n/index.ts';
import { governingUnit, governingUnits } from './governing.calls.ts';
import { useReady } from '#ui/useReady.ts';
import { Typed } from '#ui/Typed.tsx';
import { typedLang } from '#shared/lang.ts';

type Row = Awaited<ReturnType<typeof governingUnits>>[number];
type Detail = Awaited<ReturnType<typeof governingUnit>>;

export default function GoverningUnits({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const ready = useReady();
  const id =
    typeof location === 'undefined'
      ? null
      : Number(new URLSearchParams(location.search).get('id')) || null;
  const [rows, setRows] = useState<Row[]>();
  const [detail, setDetail] = useState<Detail | null>();
  useEffect(() => {
    if (!ready) return;
    if (id)
      void governingUnit(id)
        .then(setDetail)
        .catch(() => setDetail(null));
    else
      void governingUnits()
        .then(setRows)
        .catch(() => setRows([]));
  }, [ready, id]);
  const base = localePath(locale, '/center/governing');

  if (!ready) return <p className="text-gray-500">{t('common.loading')}</p>;
  if (id) {
    if (detail === undefined) return <p className="text-gray-500">{t('common.loading')}</p>;
    if (detail === null)
      return <p className="rounded-lg bg-white p-6 text-sm shadow-sm">{t('error.http.404')}</p>;
    // What the unit typed in its profile, as it typed it.
    const field = (label: string, value: string | number | null) => (
      <div>
        <dt className="text-gray-500">{label}</dt>
        <dd lang={typedLang(value)}>{value || '—'}</dd>
      </div>
    );
    return (
      <article className="rounded-lg bg-white p-6 shadow-sm" aria-labelledby="unit-name">
        <a className="text-sm text-brand-600 underline" href={base}>
          {t('common.back')}
        </a>
        <h2 id="unit-name" className="mt-2 text-lg font-semibold">
          <Typed text={detail.unitName} />
        </h2>
        <p className="text-sm text-brand-700">{t(`member.level.${detail.level}`)}</p>
        <dl className="mt-4 grid grid-cols-1 gap-3 text-sm md:grid-cols-3">
          {field(t('governing.region'), detail.region)}
          {field(t('governing.joined'), detail.joinedYear)}
          {field(t('governing.website'), detail.website)}
          {field(t('governing.contact'), detail.contactPerson)}
          {field(t('governing.phone'), detail.phone)}
          {field(t('governing.email'), detail.email)}
          {detail.profile && (
            <>
              {field(t('profile.legalRepresentative'), detail.profile.legalRepresentative)}
              {field(t('profile.address'), detail.profile.address)}
              {field(t('profile.staffTotal'), detail.profile.staffTotal)}
            </>
          )}
        </dl>
        {detail.profile && (
          <>
            <p className="mt-4 text-sm text-gray-700" lang={typedLang(detail.profile.introduction)}>
              {detail.profile.introduction}
            </p>
            <h3 className="mt-4 font-semibold">{t('profile.products')}</h3>
            <ul className="list-disc pl-6 text-sm">
              {detail.profile.products.map((p, i) => (
                <li key={i} lang={typedLang(p.name)}>
                  {p.name}
                  {p.modelSpec ? ` · ${p.modelSpec}` : ''}
                </li>
              ))}
            </ul>
          </>
        )}
      </article>
    );
  }
  if (!rows) return <p className="text-gray-500">{t('common.loading')}</p>;
  return (
    <section className="overflow-x-auto rounded-lg bg-white p-6 shadow-sm">
      <table className="w-full text-sm">
        <thead className="bg-gray-50 text-left">
          <tr>
            <th className="p-2">{t('governing.unit')}</th>
            <th className="p-2">{t('governing.level')}</th>
            <th className="p-2">{t('governing.region')}</th>
            <th className="p-2">{t('governing.contact')}</th>
            <th className="p-2">{t('governing.phone')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-gray-100" data-governing={r.level}>
              <th scope="row" className="p-2 text-left font-normal">
                <a className="text-brand-600 hover:underline" href={`${base}?id=${r.id}`}>
                  {r.unitName}
                </a>
              </th>
              <td className="p-2">{t(`member.level.${r.level}`)}</td>
              <td className="p-2">{r.region}</td>
              <td className="p-2" lang={typedLang(r.contactPerson)}>
                {r.contactPerson ?? '—'}
              </td>
              <td className="p-2">{r.phone ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
