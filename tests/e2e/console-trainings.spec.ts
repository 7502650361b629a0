/**
 * The training desk in a real browser, in both languages: on the first day of a training a clerk
 * finds it, marks one confirmed person present, the rest present in one click, corrects one to
 * absent, and takes the attendee list away as a spreadsheet.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { headersOf, signIn, words } from './support.ts';

/** The demo enterprise whose people are registered. */
const UNIT = '江南智能包装机械有限公司';

const beijingDay = (offset = 0) =>
  new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A training that begins today, with one unit's two people confirmed. It is published, so its
 * English title and place are English: the English pages' sweeps read it too.
 */
async function trainingUnderWay(
  request: APIRequestContext,
  title: { zh: string; en: string },
): Promise<number> {
  const editor = await headersOf(request, 'editor');
  const made = await request.post('/prod-api/content/training', {
    headers: editor,
    data: {
      title: title.zh,
      titleEn: title.en,
      startDate: beijingDay(),
      endDate: beijingDay(1),
      deadline: beijingDay(),
      location: '苏州',
      locationEn: 'Suzhou',
      capacity: 0,
      fee: 0,
    },
  });
  const id = ((await made.json()) as { data: { row: { id: number } } }).data.row.id;
  await request.post(`/prod-api/content/training/${id}/publish`, { headers: editor });
  const person = (name: string) => ({ name, gender: '1', position: '', phone: '', ethnicity: '' });
  const registered = await request.post('/prod-api/center/training-registrations', {
    headers: await headersOf(request, 'enterprise'),
    data: {
      trainingId: id,
      contact: '赵敏',
      phone: '0512-66668888',
      gender: '0',
      accommodation: '0',
      attendees: [person('张伟'), person('李强')],
    },
  });
  const reg = ((await registered.json()) as { data: { id: number } }).data.id;
  const confirmed = await request.post(`/prod-api/review/training-registrations/${reg}`, {
    headers: await headersOf(request, 'secretariat'),
    data: { decision: 'pass', opinion: '' },
  });
  expect((await confirmed.json()).code).toBe(200);
  return id;
}

for (const locale of ['zh', 'en'] as const) {
  const w = words(locale);

  test(`${locale}: a clerk checks people in and exports the attendee list`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await signIn(browser, 'secretariat', locale, '/admin/trainings');
    const stamp = `${locale} ${Date.now()}`;
    const titles = {
      zh: `GMP 现场检查实务培训 ${stamp}`,
      en: `GMP on-site inspection course ${stamp}`,
    };
    const title = titles[locale];
    const id = await trainingUnderWay(page.request, titles);

    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: w('console.trainings.search') }).fill(title);
    await search.getByRole('button', { name: w('console.filters.search') }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(
      w('console.trainings.unitsPeople').replace('{{units}}', '1').replace('{{people}}', '2'),
    );
    await row.getByRole('button', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]training=${id}$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    const attended = (n: number) =>
      page.getByText(w('console.trainings.attendedCount').replace('{{n}}', String(n)));
    await expect(attended(0)).toBeVisible();
    const roll = (name: string) =>
      page.getByRole('group', {
        name: w('console.trainings.attendanceOf').replace('{name}', `${name} · ${UNIT}`),
      });
    const present = w('console.trainings.present');
    await roll('张伟').getByRole('radio', { name: present }).check();
    await expect(attended(1)).toBeVisible();
    await page
      .getByRole('button', {
        name: w('console.trainings.restPresent').replace('{{n}}', '1'),
      })
      .click();
    await expect(attended(2)).toBeVisible();
    await expect(roll('李强').getByRole('radio', { name: present })).toBeChecked();
    // Marked absent after all: one click, and the count follows.
    await roll('李强')
      .getByRole('radio', { name: w('console.trainings.absent') })
      .check();
    await expect(attended(1)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: w('console.trainings.export') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`${w('console.trainings.sheet')}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
    );
    await page.context().close();
  });
}
