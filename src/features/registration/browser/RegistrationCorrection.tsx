/**
 * The registration's correction form, for a unit whose registration is under review or was
 * rejected. Only such a unit downloads the form (its fields, the phone code, its words): the
 * members who open this page every day do not carry it.
 */
import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { AUDIT_STATUS, type Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import { $locale } from '#client/stores/locale.ts';
import { $session } from '#client/stores/session.ts';
import { toast } from '#client/stores/feedback.ts';
import { useReady } from '#ui/useReady.ts';

/** A form that cannot load says so (as a form's rules do), instead of vanishing. */
const CorrectionForm = lazy(() =>
  import('./RegistrationCorrectionForm.tsx').catch(() => {
    toast('error', useTranslations($locale.get())('error.pageLoad'));
    return { default: () => null };
  }),
);
const CORRECTABLE: string[] = [AUDIT_STATUS.pending, AUDIT_STATUS.rejected];

export default function RegistrationCorrection({ locale }: { locale: Locale }) {
  const session = useReady();
  const { user } = useStore($session);
  if (!session || !CORRECTABLE.includes(user?.auditStatus ?? '')) return null;
  return (
    <Suspense fallback={null}>
      <CorrectionForm locale={locale} />
    </Suspense>
  );
}
