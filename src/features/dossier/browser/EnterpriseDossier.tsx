/**
 * Beside every decision, the unit it is about: its registration, the enterprise information it
 * saved, and its attachments, loaded when the reviewer opens it.
 */
import { useState } from 'react';
import type { Dossier } from '../contract/dossier.contract.ts';
import { formatDate } from '#shared/format.ts';
import type { Translate } from '#i18n/index.ts';
import { enterpriseDossier } from './dossier.calls.ts';
import { openFile } from '#client/files.calls.ts';
import { WithName } from '#ui/Typed.tsx';
import { Button } from '#ui/Button.tsx';

const PROFILE_FIELDS = [
  'legalRepresentative',
  'legalContact',
  'enterpriseContact',
  'phone',
  'landline',
  'email',
  'address',
  'foundingDate',
  'ownership',
  'buildingArea',
  'landArea',
  'staffTotal',
  'technicalStaff',
  'outputValue',
  'salesRevenue',
  'exportAmount',
  'introduction',
  'honours',
] as const;

type Product = {
  name?: unknown;
  modelSpec?: unknown;
  avgUnitPrice?: unknown;
  annualCapacity?: unknown;
};

export function EnterpriseDossier({ enterpriseId, t }: { enterpriseId: number; t: Translate }) {
  const [dossier, setDossier] = useState<Dossier | 'loading'>();
  const load = () => {
    if (dossier) return;
    setDossier('loading');
    enterpriseDossier(enterpriseId)
      .then(setDossier)
      .catch(() => setDossier(undefined));
  };
  return (
    <details
      className="mt-2 rounded border border-gray-200 px-3 py-2 text-sm"
      onToggle={(e) => (e.currentTarget.open ? load() : undefined)}
      data-dossier
    >
      <summary className="cursor-pointer text-brand-700">{t('review.dossier')}</summary>
      {dossier === 'loading' && <p className="mt-2 text-gray-500">{t('common.loading')}</p>}
      {dossier && dossier !== 'loading' && <DossierBody d={dossier} t={t} />}
    </details>
  );
}

function DossierBody({ d, t }: { d: Dossier; t: Translate }) {
  const p = d.profile ?? {};
  const products = Array.isArray(p.products) ? (p.products as Product[]) : [];
  const rows: [string, string][] = [
    [t('auth.register.unitName'), d.unitName],
    [t('auth.register.taxId'), d.taxId],
    [t('auth.register.contactPerson'), d.contactPerson],
    [t('auth.register.phone'), d.phone],
    [t('auth.register.email'), d.email],
    [t('review.registeredAt'), formatDate(d.registeredAt)],
    [t('center.memberStatus'), d.isMember ? t('center.member') : t('center.nonMember')],
    ...PROFILE_FIELDS.filter((k) => p[k] !== undefined && p[k] !== '').map(
      (k): [string, string] => [
        t(`profile.${k}`),
        k === 'ownership' ? t(`profile.${String(p[k])}`) : String(p[k]),
      ],
    ),
  ];
  return (
    <div className="mt-2 space-y-3">
      {!d.profile && <p className="text-amber-800">{t('review.noProfile')}</p>}
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-500">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {products.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-xs">
            <caption className="text-left font-semibold">{t('profile.products')}</caption>
            <thead>
              <tr>
                {(['name', 'modelSpec', 'avgUnitPrice', 'annualCapacity'] as const).map((k) => (
                  <th key={k} className="py-1 pr-2">
                    {t(`profile.product.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {products.map((x) => (
                <tr key={`${String(x.name)}-${String(x.modelSpec)}`}>
                  <td className="pr-2">{String(x.name ?? '')}</td>
                  <td className="pr-2">{String(x.modelSpec ?? '')}</td>
                  <td className="pr-2">{String(x.avgUnitPrice ?? '')}</td>
                  <td className="pr-2">{String(x.annualCapacity ?? '')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {d.attachments.length > 0 && (
        <p className="flex flex-wrap gap-2">
          {d.attachments.map((f) => (
            <Button
              key={f.id}
              variant="link"
              onClick={() => void openFile(f.id).catch(() => undefined)}
            >
              <WithName message={t('review.openFile', { name: '{name}' })} name={f.name} />
            </Button>
          ))}
        </p>
      )}
    </div>
  );
}
