/**
 * Before the tests: a session for each demo account the pages' sweep walks as (every-page.spec.ts),
 * made once and handed to the test workers in the environment. The sweep then signs in at no
 * time during the run, when the flows count sign-ins (time-zone.spec.ts) or hold an account's
 * login after wrong passwords (auth.spec.ts).
 */
import { request } from '@playwright/test';
import { E2E_SERVERS, originOf } from './env.ts';
import { demoAccount, SHARED_SESSIONS_ENV, SWEEP_ROLES } from './support.ts';

/** The second server (serve.ts starts it beside the first) has built its pages too. */
async function secondServerReady(): Promise<void> {
  const second = E2E_SERVERS[1];
  if (!second) return;
  const deadline = Date.now() + 240_000;
  for (;;) {
    const ready = await fetch(`${originOf(second)}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`the second e2e server never became ready`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
}

export default async function signInSweepRoles(): Promise<void> {
  await secondServerReady();
  const api = await request.newContext({ baseURL: originOf(E2E_SERVERS[0]!) });
  const tokens: Record<string, string> = {};
  for (const role of SWEEP_ROLES) {
    const { username, password } = demoAccount(role);
    const reply = await api.post('/prod-api/login', {
      data: { username, password, code: '', uuid: '' },
    });
    const { token } = (await reply.json()) as { token?: string };
    if (!token) throw new Error(`the demo ${role} could not sign in: ${reply.status()}`);
    tokens[role] = token;
  }
  await api.dispose();
  process.env[SHARED_SESSIONS_ENV] = JSON.stringify(tokens);
}
