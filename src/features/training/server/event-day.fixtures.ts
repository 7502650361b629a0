/** Fixtures the event-day tests share: a published training with seats, a registration form. */
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import type { TestServer } from '#tests/helpers/server.ts';
import { eq, inArray } from 'drizzle-orm';
import { memberUnits } from '#tests/helpers/load-units.ts';
import { roles, userRoles, users } from '#server/auth/tables.ts';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function publishedTraining(s: TestServer, capacity: number, startIn = 20) {
  const editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
  const made = await api(s.base).POST('/content/{type}', {
    token: editor,
    body: {
      title: '洁净室验证实务培训班',
      titleEn: 'Cleanroom validation in practice',
      startDate: day(startIn),
      endDate: day(startIn + 1),
      deadline: day(startIn - 1),
      location: '苏州',
      capacity,
      fee: 0,
    },
    params: { path: { type: 'training' } },
  });
  const id = made.body.data.row.id;
  await api(s.base).POST('/content/{type}/{id}/publish', {
    token: editor,
    params: { path: { type: 'training', id } },
  });
  return id;
}

export const registrationOf = (trainingId: number, names: string[]) => ({
  trainingId,
  contact: '赵敏',
  phone: '0512-66668888',
  position: '',
  ethnicity: '',
  gender: '0' as const,
  accommodation: '0' as const,
  checkIn: '',
  checkOut: '',
  attendees: names.map((name) => ({
    name,
    gender: '1' as const,
    position: '',
    phone: '13812345678',
    ethnicity: '',
  })),
});

/** Gives these accounts the enterprise role too: it is the one that registers for trainings. */
export async function mayRegister(s: TestServer, userIds: number[]) {
  const [role] = await s.deps.db.select().from(roles).where(eq(roles.roleKey, 'enterprise'));
  await s.deps.db
    .insert(userRoles)
    .values(userIds.map((userId) => ({ userId, roleId: role!.id })))
    .onConflictDoNothing();
}

/**
 * `n` member units (the load accounts) that may register for trainings, each with a mail address
 * and a phone (`mail` and `phone` prefixes, the unit's number added); the even ones read English.
 */
export async function reachableUnits(
  s: TestServer,
  n: number,
  at: { mail: string; phone: string },
): Promise<string[]> {
  const units = await memberUnits(s.deps.db, n);
  const accounts = await s.deps.db
    .select()
    .from(users)
    .where(
      inArray(
        users.userName,
        units.map((_, i) => `load${i}`),
      ),
    );
  await mayRegister(
    s,
    accounts.map((a) => a.id),
  );
  for (const a of accounts) {
    const i = Number(a.userName.slice(4));
    await s.deps.db
      .update(users)
      .set({
        email: `${at.mail}${i}@example.com`,
        phone: `${at.phone}${i}`,
        locale: i % 2 ? 'zh' : 'en',
      })
      .where(eq(users.id, a.id));
  }
  return units;
}
