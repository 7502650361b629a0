/** What the browser tests read from the server's data folder: demo accounts and phone codes. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import zh from '#i18n/zh.json' with { type: 'json' };
import en from '#i18n/en.json' with { type: 'json' };
import { consoleWords } from '#i18n/console.ts';
import { serverWords } from '#i18n/server.ts';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import { usccCheckChar } from '#shared/uscc.ts';
import { sampleProfile } from '#tests/helpers/sample-profile.ts';
import { type E2eServer, originOf, serverAt } from './env.ts';
import demoSeeds from '../../content/demo/accounts.json' with { type: 'json' };

/** The server of the running test's project (env.ts); the first outside a test (global set-up). */
export function currentServer(): E2eServer {
  let baseURL: string | undefined;
  try {
    baseURL = test.info().project.use.baseURL;
  } catch {
    // Not inside a test: the global set-up, which works for the first server.
  }
  return serverAt(baseURL);
}

export function demoAccount(role: string): { username: string; password: string } {
  const { dataDir } = currentServer();
  const all = JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8')) as {
    role: string;
    username: string;
    password: string;
  }[];
  return all.find((a) => a.role === role)!;
}

export async function latestSmsCode(page: Page, phone: string, purpose?: string): Promise<string> {
  const file = join(currentServer().dataDir, 'outbox', 'sms.jsonl');
  for (let i = 0; i < 50; i++) {
    if (existsSync(file)) {
      const hit = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
        .filter((m) => m.phone === phone && (!purpose || m.purpose === purpose))
        .at(-1);
      if (hit) return hit.code as string;
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`no SMS code for ${phone}`);
}

export function uniqueUnit(locale: string) {
  const stamp = `${Date.now()}`.slice(-7);
  const body = `91320500MA${stamp}`;
  return {
    unitName:
      locale === 'en'
        ? `Suzhou Test Pharma Machinery ${stamp} Co., Ltd.`
        : `苏州测试制药机械${stamp}有限公司`,
    taxId: body + usccCheckChar(body),
    phone: `137${stamp}${String(Math.floor(Math.random() * 10))}`,
  };
}

/** The page's own words, so one test reads the same in both languages. */
export function words(locale: 'zh' | 'en'): (key: string) => string {
  const all: Record<string, string> = {
    ...(locale === 'en' ? en : zh),
    ...consoleWords[locale],
    ...serverWords[locale],
  };
  return (key) => {
    const text = all[key];
    if (text === undefined) throw new Error(`no translation for ${key}`);
    return text;
  };
}
export const prefixOf = (locale: 'zh' | 'en') => (locale === 'en' ? '/en' : '');

/**
 * Fills the login page and submits it: from `${prefix}/login`, with a redirect when `to` is given
 * (without one, the account lands where its kind goes after login).
 */
export async function submitLogin(
  page: Page,
  who: string | { username: string; password: string },
  locale: 'zh' | 'en' = 'zh',
  to?: string,
): Promise<void> {
  const a = typeof who === 'string' ? demoAccount(who) : who;
  const w = words(locale);
  const redirect = to ? `?redirect=${encodeURIComponent(prefixOf(locale) + to)}` : '';
  await page.goto(`${prefixOf(locale)}/login${redirect}`);
  await page.getByRole('textbox', { name: w('auth.login.username'), exact: true }).fill(a.username);
  await page.getByRole('textbox', { name: w('auth.login.password'), exact: true }).fill(a.password);
  // The e2e server runs without a captcha: wait until the form knows, or a quick click asks for one.
  await page
    .getByRole('textbox', { name: w('auth.login.captcha'), exact: true })
    .waitFor({ state: 'detached' });
  await page.getByRole('button', { name: w('auth.login.submit') }).click();
}

/**
 * A fresh browser context signed in, landing on `to`. Signed in as the login page does it (the
 * token of POST /login in the session cookie), without the page: the login page has tests of its
 * own (auth.spec.ts, submitLogin), and loading it before every test cost seconds each time.
 * Every context has a session of its own, so a test that ends its session ends no other's.
 */
export async function signIn(
  browser: Browser,
  who: string | { username: string; password: string },
  locale: 'zh' | 'en' = 'zh',
  to = '/center/person',
): Promise<Page> {
  const a = typeof who === 'string' ? demoAccount(who) : who;
  const context = await browser.newContext();
  const reply = await context.request.post('/prod-api/login', {
    data: { username: a.username, password: a.password, code: '', uuid: '' },
  });
  const { token } = (await reply.json()) as { token?: string };
  if (!token) throw new Error(`${a.username} could not sign in: ${reply.status()}`);
  return landWith(context, token, locale, to);
}

/** The demo's enterprise accounts (a member, a non-member), by the accounts the demo makes. */
export const ENTERPRISE_ROLES = demoSeeds.filter((a) => 'enterprise' in a).map((a) => a.role);
/** The demo's staff accounts, one per staff role (the three separate duties among them). */
export const STAFF_DEMO_ROLES = demoSeeds.filter((a) => !('enterprise' in a)).map((a) => a.role);
/** The demo accounts the pages' sweep walks as, signed in once before the tests (global-setup.ts). */
export const SWEEP_ROLES = [...ENTERPRISE_ROLES, ...STAFF_DEMO_ROLES];
export const SHARED_SESSIONS_ENV = 'E2E_SHARED_SESSIONS';

/**
 * A fresh browser context in the session made for `role` before the tests, landing on `to`: for
 * tests that only read, and may share a session.
 */
export async function inSharedSession(
  browser: Browser,
  role: string,
  locale: 'zh' | 'en',
  to: string,
): Promise<Page> {
  const tokens = JSON.parse(process.env[SHARED_SESSIONS_ENV] ?? '{}') as Record<string, string>;
  const token = tokens[role];
  if (!token)
    throw new Error(`no session for ${role}: global-setup.ts makes one for each of SWEEP_ROLES`);
  return landWith(await browser.newContext(), token, locale, to);
}

/** The token in the session cookie, as the login page keeps it, and the page opened at `to`. */
async function landWith(
  context: BrowserContext,
  token: string,
  locale: 'zh' | 'en',
  to: string,
): Promise<Page> {
  await context.addCookies([
    { name: TOKEN_COOKIE, value: token, url: originOf(currentServer()), sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  await page.goto(`${prefixOf(locale)}${to}`);
  await page.waitForURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`));
  return page;
}

/** Headers that call the API as a demo account (for a test's own set-up, never for what it checks). */
export async function headersOf(
  request: APIRequestContext,
  role: string,
): Promise<{ authorization: string }> {
  const a = demoAccount(role);
  const reply = await request.post('/prod-api/login', {
    data: { username: a.username, password: a.password, code: '', uuid: '' },
  });
  const { token } = (await reply.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A fresh enterprise for this test, registered through the API (the demo ones stay as they are for other tests). */
export async function registerFresh(
  page: Page,
): Promise<{ username: string; password: string; taxId: string }> {
  const unit = uniqueUnit('zh');
  expect(
    (
      await (
        await page.request.post('/prod-api/sms/code', {
          data: { phone: unit.phone, purpose: 'register' },
        })
      ).json()
    ).code,
  ).toBe(200);
  const smsCode = await latestSmsCode(page, unit.phone);
  const form = {
    unitName: unit.unitName,
    taxId: unit.taxId,
    contactPerson: '李娜',
    email: 'lina@example.cn',
    phone: unit.phone,
    password: 'Secret-Unit9',
    confirmPassword: 'Secret-Unit9',
    smsCode,
    // The privacy notice in force agreed to (a test may have published a newer one).
    privacyVersion: await noticeInForce(page.request),
  };
  expect((await (await page.request.post('/prod-api/register', { data: form })).json()).code).toBe(
    200,
  );
  return { username: unit.unitName, password: 'Secret-Unit9', taxId: unit.taxId };
}

/** The version of the privacy notice in force, as the registration form shows it. */
export async function noticeInForce(request: APIRequestContext): Promise<number> {
  const reply = await request.get('/prod-api/privacy/notice');
  return ((await reply.json()) as { data: { version: number } }).data.version;
}

/**
 * A fresh unit whose membership application waits for the secretariat, set up through the API
 * (registered, registration passed, information saved with its licence, application sent);
 * with `apply: false` it stops before sending, for a test that sends it in the page.
 */
export async function applyingUnit(
  page: Page,
  { apply = true }: { apply?: boolean } = {},
): Promise<{ username: string; password: string }> {
  const account = await registerFresh(page);
  const clerk = await headersOf(page.request, 'secretariat');
  const found = await page.request.get(`/prod-api/console/enterprises?q=${account.taxId}`, {
    headers: clerk,
  });
  const { rows } = (await found.json()) as { rows: { id: number }[] };
  const id = rows[0]?.id;
  const passed = await page.request.post(`/prod-api/review/registrations/${id}`, {
    headers: clerk,
    data: { decision: 'pass', opinion: '' },
  });
  expect((await passed.json()).code).toBe(200);
  const login = await page.request.post('/prod-api/login', {
    data: { username: account.username, password: account.password, code: '', uuid: '' },
  });
  const unit = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const upload = await page.request.post('/prod-api/common/upload', {
    headers: unit,
    multipart: {
      purpose: 'attachment',
      file: { name: '营业执照.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES },
    },
  });
  const { fileId } = (await upload.json()) as { fileId: string };
  const saved = await page.request.put('/prod-api/center/enterprise/profile', {
    headers: unit,
    data: { data: sampleProfile(fileId), version: 0 },
  });
  expect((await saved.json()).code).toBe(200);
  if (!apply) return { username: account.username, password: account.password };
  const applied = await page.request.post('/prod-api/center/applications', {
    headers: unit,
    data: { agreementAccepted: true },
  });
  expect((await applied.json()).code).toBe(200);
  return { username: account.username, password: account.password };
}

/** A review step of a membership application: the queue it waits in and who decides it. */
const REVIEW_STEPS = {
  secretariat: { status: 'secretariat', role: 'secretariat' },
  council: { status: 'council', role: 'council' },
  payment: { status: 'paymentReview', role: 'secretariat' },
} as const;

/** Decides one step of a unit's membership application through the API, as its reviewer. */
export async function reviewApplication(
  request: APIRequestContext,
  unitName: string,
  step: keyof typeof REVIEW_STEPS,
  decision: { decision: 'pass' | 'reject'; opinion: string } = { decision: 'pass', opinion: '' },
): Promise<{ id: number; amountDue: string | null }> {
  const { status, role } = REVIEW_STEPS[step];
  const headers = await headersOf(request, role);
  const queue = await request.get(`/prod-api/review/applications?status=${status}`, { headers });
  const { rows } = (await queue.json()) as {
    rows: { id: number; unitName: string; amountDue: string | null }[];
  };
  const row = rows.find((r) => r.unitName === unitName);
  if (!row) throw new Error(`${unitName} waits for no ${step} review`);
  const decided = await request.post(`/prod-api/review/applications/${row.id}/${step}`, {
    headers,
    data: decision,
  });
  expect((await decided.json()).code).toBe(200);
  return row;
}

/**
 * A fresh member unit of this test's own, made through the API as the unit and its reviewers
 * would: applied, passed by the secretariat and the council, its joining fee reported with the
 * receipt and confirmed. What it files touches no record another test reads.
 */
export async function memberUnit(page: Page): Promise<{ username: string; password: string }> {
  const unit = await applyingUnit(page);
  await reviewApplication(page.request, unit.username, 'secretariat');
  const { id, amountDue } = await reviewApplication(page.request, unit.username, 'council');
  const login = await page.request.post('/prod-api/login', {
    data: { username: unit.username, password: unit.password, code: '', uuid: '' },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const upload = await page.request.post('/prod-api/common/upload', {
    headers,
    multipart: {
      purpose: 'receipt',
      file: { name: '汇款回单.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES },
    },
  });
  const { fileId } = (await upload.json()) as { fileId: string };
  const paid = await page.request.post(`/prod-api/center/applications/${id}/payment`, {
    headers,
    data: {
      companyName: unit.username,
      paidOn: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10),
      amount: Number(amountDue),
      receiptFileId: fileId,
    },
  });
  expect((await paid.json()).code).toBe(200);
  await reviewApplication(page.request, unit.username, 'payment');
  return unit;
}

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
