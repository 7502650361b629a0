/** Role keys as people read them: translated where the dictionaries name the role, else as given. */
import type { Translate } from '#i18n/index.ts';

export function roleNames(t: Translate, roles: readonly string[]): string {
  return roles
    .map((key) =>
      t(`center.role.${key}`) === `center.role.${key}` ? key : t(`center.role.${key}`),
    )
    .join(t('common.listSeparator'));
}
