/**
 * The registration form's consent: the notice in force, agreed to by a box of its own (required,
 * never ticked in advance), and the optional consents apart from it, each unticked (PIPL art. 14:
 * consent given freely, specifically and separately).
 */
import { useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { OPTIONAL_CONSENTS, type OptionalConsent } from '#shared/privacy.ts';
import { localePath } from '#shared/routes.ts';
import type { Translate } from '#i18n/index.ts';
import { privacyNotice } from './privacy.calls.ts';
import { OPTIONAL_LABEL } from './PrivacyNotice.tsx';

export function PrivacyConsent(props: {
  t: Translate;
  locale: Locale;
  version: number;
  optional: OptionalConsent[];
  error?: string | undefined;
  onVersion: (version: number) => void;
  onOptional: (optional: OptionalConsent[]) => void;
}) {
  const { t, optional } = props;
  const [inForce, setInForce] = useState<number | null>(null);
  useEffect(() => {
    privacyNotice().then(
      (n) => setInForce(n.version),
      () => setInForce(null),
    );
  }, []);
  return (
    <fieldset
      className="mb-4 space-y-2 text-sm"
      aria-describedby={props.error ? 'privacy-error' : undefined}
    >
      <legend className="sr-only">{t('privacy.title')}</legend>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1"
          data-testid="register-privacy"
          aria-invalid={!!props.error}
          disabled={inForce === null}
          checked={inForce !== null && props.version === inForce}
          onChange={(e) => props.onVersion(e.currentTarget.checked && inForce ? inForce : 0)}
        />
        <span>
          {t('privacy.registerBox')}{' '}
          <a
            href={localePath(props.locale, '/privacy')}
            target="_blank"
            rel="noopener"
            className="text-brand-600 underline"
          >
            {t('privacy.title')}
          </a>
          {inForce !== null && ` (${t('privacy.versionShort', { version: inForce })})`}
        </span>
      </label>
      {props.error && (
        <p id="privacy-error" role="alert" className="text-red-700">
          {props.error}
        </p>
      )}
      {OPTIONAL_CONSENTS.map((k) => (
        <label key={k} className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1"
            checked={optional.includes(k)}
            onChange={(e) =>
              props.onOptional(
                e.currentTarget.checked ? [...optional, k] : optional.filter((x) => x !== k),
              )
            }
          />
          {t(OPTIONAL_LABEL[k])}
        </label>
      ))}
    </fieldset>
  );
}
