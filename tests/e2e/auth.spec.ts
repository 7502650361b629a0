/** Register with the SMS code from the outbox, see "under review", log in as a member, log out — zh and en. */
import { expect, test } from '@playwright/test';
import { demoAccount, latestSmsCode, prefixOf, uniqueUnit, words } from './support.ts';

const L = {
  zh: {
    prefix: '',
    register: '会员单位注册',
    unitName: '单位名称',
    taxId: '统一社会信用代码',
    contact: '联系人',
    email: '电子邮箱',
    phone: '手机号码',
    password: '密码',
    confirm: '确认密码',
    smsCode: '短信验证码',
    send: '获取验证码',
    submit: '提交注册',
    underReview: '注册信息已提交，正在审核中',
    account: '账号（单位名称）',
    login: '登 录',
    greeting: '您好，',
    exit: '退出',
    confirmExit: '确定',
    loginLink: '登录',
    mismatch: '两次输入的密码不一致',
    taxInvalid: '统一社会信用代码格式不正确',
  },
  en: {
    prefix: '/en',
    register: 'Member unit registration',
    unitName: 'Unit name',
    taxId: 'Unified social credit code',
    contact: 'Contact person',
    email: 'Email',
    phone: 'Mobile phone',
    password: 'Password',
    confirm: 'Confirm password',
    smsCode: 'SMS code',
    send: 'Send code',
    submit: 'Register',
    underReview: 'Submitted, under review',
    account: 'Account (unit name)',
    login: 'Log in',
    greeting: 'Hello, ',
    exit: 'Exit',
    confirmExit: 'OK',
    loginLink: 'Log in',
    mismatch: 'The password entered twice is inconsistent',
    taxInvalid: 'This is not a valid unified social credit code',
  },
} as const;

for (const locale of ['zh', 'en'] as const) {
  const l = L[locale];

  test(`${locale}: register with the phone code and see the review result`, async ({ page }) => {
    const unit = uniqueUnit(locale);
    await page.goto(`${l.prefix}/register`);
    await expect(page.getByRole('heading', { name: l.register })).toBeVisible();
    await page.getByRole('textbox', { name: l.unitName, exact: true }).fill(unit.unitName);
    await page.getByRole('textbox', { name: l.taxId, exact: true }).fill('91320500MA00000000');
    await page
      .getByRole('textbox', { name: l.contact, exact: true })
      .fill(locale === 'en' ? 'Li Na' : '李娜');
    await page.getByRole('textbox', { name: l.email, exact: true }).fill('lina@example.cn');
    await page.getByRole('textbox', { name: l.phone, exact: true }).fill(unit.phone);
    await page.getByRole('textbox', { name: l.password, exact: true }).fill('Secret-Unit9');
    await page.getByRole('textbox', { name: l.confirm, exact: true }).fill('Secret-Unit8');
    await page.getByRole('button', { name: l.send }).click();
    await page
      .getByRole('textbox', { name: l.smsCode, exact: true })
      .fill(await latestSmsCode(page, unit.phone));
    await page.getByRole('button', { name: l.submit }).click();
    // Bad input is said next to the field, in the page's language, and nothing typed is lost.
    await expect(page.getByText(l.mismatch)).toBeVisible();
    await expect(page.getByText(l.taxInvalid)).toBeVisible();
    await expect(page.getByRole('textbox', { name: l.unitName, exact: true })).toHaveValue(
      unit.unitName,
    );
    await page.getByRole('textbox', { name: l.taxId, exact: true }).fill(unit.taxId);
    await page.getByRole('textbox', { name: l.confirm, exact: true }).fill('Secret-Unit9');
    // The privacy notice is agreed to by a box of its own, never ticked in advance.
    await expect(page.getByTestId('register-privacy')).not.toBeChecked();
    await page.getByTestId('register-privacy').check();
    await page.getByRole('button', { name: l.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/register/result\\?status=unaudited`));
    await expect(page.getByRole('heading', { name: l.underReview })).toBeVisible();
  });

  test(`${locale}: a demo member logs in, is greeted, and logs out`, async ({ page }) => {
    const member = demoAccount('member');
    await page.goto(`${l.prefix}/center/person`);
    // The guard sent us to login, remembering where we were going.
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/login\\?redirect=`));
    await page.getByRole('textbox', { name: l.account, exact: true }).fill(member.username);
    await page.getByRole('textbox', { name: l.password, exact: true }).fill(member.password);
    await page.getByRole('button', { name: l.login }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/center/person$`));
    await expect(page.getByText(`${l.greeting}${member.username}`)).toBeVisible();
    await page.goto(`${l.prefix}/index`);
    await expect(page.getByText(`${l.greeting}${member.username}`)).toBeVisible();
    await page.getByRole('button', { name: l.exit }).click();
    await page.getByRole('dialog').getByRole('button', { name: l.confirmExit }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/index$`));
    await expect(page.getByRole('link', { name: l.loginLink, exact: true })).toBeVisible();
    await expect(page.getByText(l.greeting)).toHaveCount(0);
    // The token is gone on the server too: the centre sends us back to login.
    await page.goto(`${l.prefix}/center/person`);
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/login\\?redirect=`));
  });
}

// The demo member (zh) and the demo non-member (en), each with its registered phone.
const UNLOCK = {
  zh: { role: 'member', phone: '13800000001' },
  en: { role: 'enterprise', phone: '13900000002' },
};

for (const locale of ['zh', 'en'] as const) {
  test(`${locale}: wrong passwords hold the login, and the phone code unlocks it`, async ({
    page,
  }) => {
    const w = words(locale);
    const who = demoAccount(UNLOCK[locale].role);
    await page.goto(`${prefixOf(locale)}/login`);
    await page
      .getByRole('textbox', { name: w('auth.login.username'), exact: true })
      .fill(who.username);
    await page
      .getByRole('textbox', { name: w('auth.login.password'), exact: true })
      .fill('Wrong-pass1');
    await page
      .getByRole('textbox', { name: w('auth.login.captcha'), exact: true })
      .waitFor({ state: 'detached' });
    const submit = page.getByRole('button', { name: w('auth.login.submit') });
    for (let i = 0; i < 6; i++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/prod-api/login'));
      await submit.click();
      await answered;
    }
    const unlockLink = page.getByRole('button', { name: w('auth.unlock.link') });
    await expect(unlockLink).toBeVisible();
    await unlockLink.click();

    await expect(page.getByRole('heading', { name: w('auth.unlock.title') })).toBeVisible();
    await page
      .getByRole('textbox', { name: w('auth.unlock.phone'), exact: true })
      .fill(UNLOCK[locale].phone);
    await page
      .getByRole('textbox', { name: w('auth.register.captcha'), exact: true })
      .waitFor({ state: 'detached' });
    await page.getByRole('button', { name: w('auth.register.sendCode') }).click();
    const code = await latestSmsCode(page, UNLOCK[locale].phone, 'unlock');
    await page.getByRole('textbox', { name: w('auth.register.smsCode'), exact: true }).fill(code);
    await page.getByRole('button', { name: w('auth.unlock.submit') }).click();
    await expect(page.getByText(w('auth.unlock.done')).first()).toBeVisible();

    await page
      .getByRole('textbox', { name: w('auth.login.password'), exact: true })
      .fill(who.password);
    await submit.click();
    await expect(page).toHaveURL(new RegExp(`${prefixOf(locale)}/index$`));
  });
}
