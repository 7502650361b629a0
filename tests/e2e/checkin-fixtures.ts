/**
 * A training at the door with a unit's three people confirmed, and their ticket codes. Its days
 * are fixed around the moment it is made, never read from the clock again: by default it began
 * yesterday and ends today, so its certificates may be issued whenever the test gets there, even
 * after midnight in Beijing. Registration stays open until a day after its end, so a test that
 * starts a second before midnight still registers its people.
 */
import type { APIRequestContext } from '@playwright/test';
import { headersOf } from './support.ts';

const beijingDay = (offset = 0) =>
  new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

export async function trainingWithTickets(
  request: APIRequestContext,
  title: string,
  days: { first: number; last: number } = { first: -1, last: 0 },
) {
  const editor = await headersOf(request, 'editor');
  const made = await request.post('/prod-api/content/training', {
    headers: editor,
    data: {
      title,
      // English only: the pages' sweep, running beside, reads it on the English pages.
      titleEn: `Check-in course ${title.replace(/\P{ASCII}+/gu, '').trim()}`,
      startDate: beijingDay(days.first),
      endDate: beijingDay(days.last),
      deadline: beijingDay(days.last + 1),
      location: '苏州',
      locationEn: 'Suzhou',
      capacity: 0,
      fee: 0,
    },
  });
  const id = ((await made.json()) as { data: { row: { id: number } } }).data.row.id;
  await request.post(`/prod-api/content/training/${id}/publish`, { headers: editor });
  const unit = await headersOf(request, 'enterprise');
  const person = (name: string) => ({ name, gender: '1', position: '', phone: '', ethnicity: '' });
  const registered = await request.post('/prod-api/center/training-registrations', {
    headers: unit,
    data: {
      trainingId: id,
      contact: '赵敏',
      phone: '0512-66668888',
      gender: '0',
      accommodation: '0',
      attendees: [person('张伟'), person('李强'), person('王芳')],
    },
  });
  const reg = ((await registered.json()) as { data: { id: number } }).data.id;
  await request.post(`/prod-api/review/training-registrations/${reg}`, {
    headers: await headersOf(request, 'secretariat'),
    data: { decision: 'pass', opinion: '' },
  });
  const tickets = await request.get(`/prod-api/center/training-registrations/${reg}/tickets`, {
    headers: unit,
  });
  const rows = ((await tickets.json()) as { rows: { code: string }[] }).rows;
  return { id, codes: rows.map((r) => r.code) };
}
