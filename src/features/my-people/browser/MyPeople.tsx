/**
 * /center/my-people: every personal field the association holds about the unit's people, person
 * by person, each saying how it is corrected; the unit's contact data and its accounts' own
 * details are corrected here, the membership-defining names through the change request.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { localePath } from '#shared/routes.ts';
import { useTranslations } from '#i18n/index.ts';
import { requireSession } from '#client/auth.store.ts';
import type { MyPeople as Mine, Person } from '../contract/my-people.contract.ts';
import { myPeople } from './my-people.calls.ts';
import { AccountForm, personHeadingId, UnitContactsForm } from './PeopleForms.tsx';
import { typedLang } from '#shared/lang.ts';

export default function MyPeople({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const [mine, setMine] = useState<Mine | null>(null);
  // Each save reloads the list; the forms start again from what the server now holds.
  const [round, setRound] = useState(0);
  const load = useCallback(async () => {
    setMine(await myPeople().catch(() => null));
    setRound((r) => r + 1);
  }, []);
  useEffect(() => {
    void requireSession().then((ready) => (ready ? load() : undefined));
  }, [load]);
  if (!mine) return null;
  const unitEditable = mine.people.some((p) => p.kind === 'registered' && p.editable);

  // An account is headed by its user name, written in whatever language its unit chose.
  const heading = (p: Person) => {
    if (p.kind !== 'account') return t(`people.kind.${p.kind}`);
    const name = p.fields.find((f) => f.name === 'userName')?.value ?? '';
    return (
      <>
        {t('people.kind.account')} <span lang={typedLang(name)}>{name}</span>
      </>
    );
  };

  return (
    <section aria-labelledby="my-people" className="rounded-lg bg-white p-6 shadow md:p-8">
      <h2 id="my-people" className="text-lg font-semibold text-brand-700">
        {t('people.title')}
      </h2>
      <p className="mt-2 text-sm text-gray-600">{t('people.intro')}</p>
      <p className="mt-2 text-sm text-gray-600">
        {t('people.changeRequestWhy')}{' '}
        <a
          href={localePath(locale, '/center/apply-member-change')}
          className="text-brand-600 underline"
        >
          {t('people.changeRequestLink')}
        </a>
      </p>
      {mine.people.map((p) => (
        <article
          key={`${p.kind}-${p.accountId ?? ''}`}
          className="mt-6 border-t pt-4"
          data-person={p.kind}
        >
          <h3 id={personHeadingId(p)} className="font-semibold break-words">
            {heading(p)}
          </h3>
          <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            {p.fields.map((f) => (
              <div key={f.name} className="contents">
                <dt className="text-gray-600">{t(`people.field.${f.name}`)}</dt>
                <dd className="break-words">
                  <span lang={typedLang(f.value)}>{f.value ?? t('people.none')}</span>
                  {f.way !== 'direct' && (
                    <span className="ml-2 text-gray-600">{t(`people.way.${f.way}`)}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {p.kind === 'registered' && (
            <p className="mt-1 text-xs text-gray-600">{t('people.registeredPhone')}</p>
          )}
          {p.kind === 'account' &&
            (p.editable ? (
              <div className="mt-3">
                <AccountForm key={round} t={t} account={p} onSaved={load} />
              </div>
            ) : (
              <p className="mt-1 text-xs text-gray-600">{t('people.notEditable')}</p>
            ))}
        </article>
      ))}
      {unitEditable && (
        <div className="mt-6 border-t pt-4">
          <UnitContactsForm key={round} t={t} mine={mine} onSaved={load} />
        </div>
      )}
    </section>
  );
}
