/**
 * The staff member's own page (/admin/profile, also /user/profile): who they are, their roles,
 * their own name, phone and email to change, changing the password (the site's one form for it),
 * and their recent actions. It puts the profile's parts and the account's password form together.
 */
import { useStore } from '@nanostores/react';
import { $session } from '#client/stores/session.ts';
import UpdatePassword from '#features/account/browser/UpdatePassword.tsx';
import { Typed } from '#ui/Typed.tsx';
import { roleNames } from '#ui/roles.ts';
import { useConsole } from '#ui/console/context.ts';
import { Panel } from '#ui/console/Panel.tsx';
import { OwnDetails } from '#features/profile/browser/OwnDetails.tsx';
import { RecentActions } from '#features/profile/browser/RecentActions.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';

export default function ConsoleProfile({ page }: ConsolePageProps) {
  const { locale, t } = useConsole();
  const { user, roles } = useStore($session);
  return (
    <div className="space-y-4">
      <Panel title={page.title}>
        <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2">
          <dt className="text-gray-600">{t('console.profile.name')}</dt>
          <dd>
            <Typed text={user?.nickName} />
          </dd>
          <dt className="text-gray-600">{t('console.profile.account')}</dt>
          <dd>
            <Typed text={user?.userName} />
          </dd>
          <dt className="text-gray-600">{t('center.roles')}</dt>
          <dd>{roleNames(t, roles)}</dd>
        </dl>
      </Panel>
      <OwnDetails />
      <UpdatePassword locale={locale} heading="h2" />
      <RecentActions />
    </div>
  );
}
