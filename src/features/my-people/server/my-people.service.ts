/**
 * A member unit's people: its registered contact, the legal representative and the contact held
 * in its enterprise information, and its accounts. The unit corrects its own contact data here;
 * an account's name, phone and email are corrected by that account or by the unit's main account.
 * Every correction goes to the audit trail with the fields' names, never their values.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { enterprises, users } from '#server/auth/tables.ts';
import { badRequest, forbidden, notFound } from '#server/http/errors.ts';
import { noteMemberCorrection } from '#server/audit/audit-scope.ts';
import { profileOf, saveProfile } from '#features/membership/server/public.ts';
import type { EnterpriseProfileData } from '#features/membership/contract/membership.contract.ts';
import type {
  AccountBody,
  MyPeople,
  Person,
  UnitContactsBody,
} from '../contract/my-people.contract.ts';

type Way = Person['fields'][number]['way'];
const field = (name: string, value: unknown, way: Way) => ({
  name,
  value: typeof value === 'string' && value !== '' ? value : null,
  way,
});

/** The enterprise information's fields the unit corrects here, by the names the page uses. */
const PROFILE_DIRECT = {
  legalContact: 'legalContact',
  landline: 'landline',
  contactEmail: 'email',
  qqWechat: 'qqWechat',
} as const;

const accountColumns = {
  id: users.id,
  userName: users.userName,
  nickName: users.nickName,
  phone: users.phone,
  email: users.email,
  enterpriseId: users.enterpriseId,
};

/** The unit's accounts, the one registration made (its main account) first. */
const accountsOf = (db: Pick<Db, 'select'>, enterpriseId: number) =>
  db
    .select(accountColumns)
    .from(users)
    .where(eq(users.enterpriseId, enterpriseId))
    .orderBy(asc(users.id));

export async function peopleOf(
  db: Db,
  enterpriseId: number,
  caller: { userId: number; mayEditUnit: boolean },
): Promise<MyPeople> {
  const [[unit], profile, accounts] = await Promise.all([
    db.select().from(enterprises).where(eq(enterprises.id, enterpriseId)),
    profileOf(db, enterpriseId),
    accountsOf(db, enterpriseId),
  ]);
  if (!unit) throw notFound();
  const main = accounts[0]?.id === caller.userId;
  const people: Person[] = [
    {
      kind: 'registered',
      accountId: null,
      editable: caller.mayEditUnit,
      fields: [
        field('contactPerson', unit.contactPerson, 'direct'),
        // Proved by a phone code at registration; the accounts' own phones sign in and recover.
        field('phone', unit.phone, 'fixed'),
        field('email', unit.email, 'direct'),
      ],
    },
  ];
  const p = profile.data;
  if (p)
    people.push(
      {
        kind: 'legalRepresentative',
        accountId: null,
        editable: caller.mayEditUnit,
        fields: [
          field('legalRepresentative', p.legalRepresentative, 'changeRequest'),
          field('legalContact', p.legalContact, 'direct'),
        ],
      },
      {
        kind: 'enterpriseContact',
        accountId: null,
        editable: caller.mayEditUnit,
        fields: [
          field('enterpriseContact', p.enterpriseContact, 'changeRequest'),
          field('phone', p.phone, 'changeRequest'),
          field('landline', p.landline, 'direct'),
          field('contactEmail', p.email, 'direct'),
          field('qqWechat', p.qqWechat, 'direct'),
        ],
      },
    );
  for (const a of accounts)
    people.push({
      kind: 'account',
      accountId: a.id,
      editable: main || a.id === caller.userId,
      fields: [
        field('userName', a.userName, 'fixed'),
        field('nickName', a.nickName, 'direct'),
        field('phone', a.phone, 'direct'),
        field('email', a.email, 'direct'),
      ],
    });
  return { profileVersion: profile.version, people };
}

const changedNames = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  Object.keys(after).filter((k) => (before[k] ?? '') !== after[k]);

/** The unit's own contact data, corrected at once; the enterprise information keeps its version check. */
export async function saveUnitContacts(db: Db, enterpriseId: number, body: UnitContactsBody) {
  const profile = await profileOf(db, enterpriseId);
  const given = Object.fromEntries(
    Object.entries(PROFILE_DIRECT).map(([name, stored]) => [
      stored,
      body[name as keyof typeof PROFILE_DIRECT],
    ]),
  );
  const changed: string[] = [];
  if (profile.data) {
    if (!body.legalContact)
      throw badRequest('validation.required', [
        { field: 'legalContact', key: 'validation.required' },
      ]);
    const names = changedNames(profile.data, given);
    if (names.length > 0) {
      const data = { ...profile.data, ...given } as EnterpriseProfileData;
      await saveProfile(db, enterpriseId, data, body.profileVersion);
      changed.push(
        ...Object.keys(PROFILE_DIRECT).filter((n) =>
          names.includes(PROFILE_DIRECT[n as keyof typeof PROFILE_DIRECT]),
        ),
      );
    }
  } else if (Object.values(given).some((v) => v !== '')) {
    throw badRequest('error.people.profileMissing');
  }
  const [unit] = await db
    .select({ contactPerson: enterprises.contactPerson, email: enterprises.email })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!unit) throw notFound();
  const registered = { contactPerson: body.contactPerson, email: body.email };
  const names = changedNames(unit, registered);
  if (names.length > 0) {
    await db.update(enterprises).set(registered).where(eq(enterprises.id, enterpriseId));
    changed.push(...names);
  }
  if (changed.length > 0)
    noteMemberCorrection({ subject: 'people', id: `unit-${enterpriseId}`, fields: changed });
  return changed;
}

/**
 * The account a caller may correct: one of its own unit's (another unit's is not found, so its
 * ids tell nothing), and its own unless the caller is the unit's main account.
 */
export async function correctableAccount(
  db: Db,
  enterpriseId: number,
  callerId: number,
  accountId: number,
) {
  const accounts = await accountsOf(db, enterpriseId);
  const account = accounts.find((a) => a.id === accountId);
  if (!account) throw notFound();
  if (accountId !== callerId && accounts[0]?.id !== callerId)
    throw forbidden('error.people.notYours');
  return account;
}

export async function saveAccount(
  db: Db,
  account: { id: number; enterpriseId: number | null } & Record<string, unknown>,
  body: Omit<AccountBody, 'smsCode'>,
) {
  const after = { nickName: body.nickName, phone: body.phone, email: body.email };
  const names = changedNames(account, after);
  if (names.length === 0) return names;
  await db
    .update(users)
    .set(after)
    .where(and(eq(users.id, account.id), eq(users.enterpriseId, account.enterpriseId ?? -1)));
  noteMemberCorrection({ subject: 'people', id: String(account.id), fields: names });
  return names;
}
