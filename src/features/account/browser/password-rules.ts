/**
 * The password rules in force, said under every field that sets a password: the policy the staff
 * set is read from the server (the server checks it too), the defaults until it answers.
 */
import { useEffect, useState } from 'react';
import type { Translate } from '#i18n/index.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';
import { DEFAULT_PASSWORD_POLICY } from '#shared/schemas/password-policy-default.ts';
import type { PasswordPolicy } from '#shared/schemas/password-policy.ts';

const passwordPolicy = async () => unwrap(await api().GET('/password/policy', {})).data;

/** The rules as one sentence: length and kinds, then the list and the history when they apply. */
export function passwordHint(policy: PasswordPolicy, t: Translate): string {
  const parts = [t('auth.password.rules', { min: policy.minLength, classes: policy.classes })];
  if (policy.refuseCommon) parts.push(t('auth.password.rulesCommon'));
  if (policy.history > 0) parts.push(t('auth.password.rulesHistory', { history: policy.history }));
  return parts.join(t('auth.password.rulesJoin'));
}

export function usePasswordHint(t: Translate): string {
  const [policy, setPolicy] = useState<PasswordPolicy>(DEFAULT_PASSWORD_POLICY);
  useEffect(() => {
    passwordPolicy().then(setPolicy, () => undefined);
  }, []);
  return passwordHint(policy, t);
}
