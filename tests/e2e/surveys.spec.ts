/**
 * A survey in a real browser, across the two languages: the secretariat (in Chinese) drafts a
 * named survey of each kind of question and opens it in the console; the member unit (in English)
 * answers it in its centre; the secretariat closes it, reads the counts and publishes them; the
 * unit then reads the results, charts and all.
 */
import { expect, test } from '@playwright/test';
import { signIn, words } from './support.ts';

const zh = words('zh');
const en = words('en');

test('a survey is drafted, answered by a unit, counted and its results published', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `会员需求调查 ${stamp}`;
  const titleEn = `Members’ needs ${stamp}`;

  const desk = await signIn(browser, 'secretariat', 'zh', '/admin/surveys');
  await desk.getByRole('button', { name: zh('console.surveys.new') }).click();
  const form = desk.locator('form');
  await form.locator('[name=title]').fill(title);
  await form.locator('[name=titleEn]').fill(titleEn);
  await form.locator('[name=anonymous]').uncheck();
  const add = form.getByRole('button', { name: zh('console.surveys.addQuestion') });
  for (let i = 0; i < 3; i++) await add.click();
  const questions: [string, string, string][] = [
    ['single', '主要业务', 'Main business'],
    ['multiple', '需要的服务', 'Services wanted'],
    ['scale', '满意度', 'Satisfaction'],
    ['text', '建议', 'Suggestions'],
  ];
  for (const [i, [kind, q, qEn]] of questions.entries()) {
    await form.locator(`[name=kind-${i}]`).selectOption(kind);
    await form.locator(`[name=title-${i}]`).fill(q);
    await form.locator(`[name=titleEn-${i}]`).fill(qEn);
    if (kind === 'single' || kind === 'multiple') {
      await form.locator(`[name=options-${i}]`).fill('培训\n展会');
      await form.locator(`[name=optionsEn-${i}]`).fill('Training\nFairs');
    }
  }
  await form.getByRole('button', { name: zh('console.surveys.save') }).click();
  const card = desk.getByRole('listitem').filter({ hasText: title });
  await card.getByRole('button', { name: zh('console.surveys.open') }).click();
  await expect(card).toContainText(zh('console.surveys.status.open'));

  const unit = await signIn(browser, 'member', 'en', '/center/surveys');
  const survey = unit.getByRole('article').filter({ hasText: titleEn });
  await survey.locator('[data-question="0"]').getByText('Fairs').click();
  await survey.locator('[data-question="1"]').getByText('Training').click();
  await survey.locator('[data-question="1"]').getByText('Fairs').click();
  await survey.locator('[data-question="2"]').getByText('4', { exact: true }).click();
  await survey.locator('[data-question="3"] textarea').fill('More visits to factories');
  await survey.getByRole('button', { name: en('survey.submit') }).click();
  await expect(survey.locator('[data-answered]')).toHaveText(en('survey.answered'));

  await desk.reload();
  await expect(card.locator('[data-turnout]')).toContainText('1');
  await card.getByRole('button', { name: zh('console.surveys.close') }).click();
  await card.getByRole('button', { name: zh('console.surveys.results') }).click();
  await expect(card.locator('[data-question-result="1"]')).toContainText('展会');
  await expect(card.locator('[data-question-result="3"] [data-average]')).toContainText('4');
  await card.getByRole('button', { name: zh('console.surveys.publish') }).click();
  await expect(card).toContainText(zh('console.surveys.status.published'));

  await unit.reload();
  const results = survey.locator('[data-results]');
  // "Results: 1 of N units answered": this unit's answer, out of every unit on the roll.
  const turnout = en('survey.results').split(/\{\{\w+\}\}/);
  await expect(results).toContainText(new RegExp(`${turnout[0]}1${turnout[1]}\\d+${turnout[2]}`));
  await expect(results.locator('[data-question-result="3"] [data-average]')).toHaveText(
    en('survey.average').replace('{{average}}', '4'),
  );
  await expect(results.locator('[data-question-result="2"] canvas')).toBeVisible();
  await expect(results.locator('[data-question-result="4"]')).toContainText(
    'More visits to factories',
  );
});
