/**
 * The registration's correction form, for a unit whose registration is under review or was
 * rejected. Only such a unit downloads the form (its fields, the phone code, its words): the
 * members who open this page every day do not carry it.
 */
import { Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { AUDIT_STATUS, type Locale } from '#shared/constants.ts';
import { $session } from '#client/stores/session.ts';
import { useReady } from '#ui/useReady.ts';
import { lazyOrSay } from '#ui/lazy-or-say.ts';

/** A form that cannot load says so (as a form's rules do), instead of vanishing. */
const CorrectionForm = lazyOrSay(() => import('./RegistrationCorrectionForm.tsx'));
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
