/**
 * The certificate check page: the code comes from the address (/verify/{code}) or the form,
 * which moves to that address so the answer can be shared. Every message is already in the
 * page; this script only chooses which to show.
 */
import { normalizeCode } from '../contract/certificate-code.ts';
import { CODE } from '#shared/constants.ts';
import { verifyCertificate } from './certificates.calls.ts';
import { ApiError } from '#client/errors.ts';
import { verifyTrainingCertificate } from '#features/training/browser/public.ts';

const $ = <T extends HTMLElement>(root: HTMLElement, selector: string) =>
  root.querySelector<T>(selector);

function show(root: HTMLElement, message: string | null) {
  for (const el of root.querySelectorAll<HTMLElement>('[data-verify-message]'))
    el.hidden = el.dataset.verifyMessage !== message;
}

export function mountVerify(): void {
  const root = document.querySelector<HTMLElement>('[data-verify]');
  if (!root) return;
  const base = root.dataset.base ?? '/verify';
  const form = $<HTMLFormElement>(root, '[data-verify-form]');
  const input = form?.elements.namedItem('code') as HTMLInputElement | null;
  form?.addEventListener('submit', (e) => {
    e.preventDefault();
    const code = normalizeCode(input?.value ?? '');
    if (code) location.href = `${base}/${code}`;
    else show(root, 'badCode');
  });
  const typed = decodeURIComponent(location.pathname.slice(base.length + 1).split('/')[0] ?? '');
  const asked = typed || new URLSearchParams(location.search).get('code') || '';
  if (!asked) return;
  if (input) input.value = asked;
  const code = normalizeCode(asked);
  if (code) void check(root, code);
  else show(root, 'badCode');
}

async function check(root: HTMLElement, code: string) {
  show(root, 'loading');
  try {
    const answer = await verifyCertificate(code);
    show(root, null);
    for (const el of root.querySelectorAll<HTMLElement>('[data-verify-state]'))
      el.hidden = el.dataset.verifyState !== answer.state;
    const fields: Record<string, string | null> = { ...answer, code };
    for (const el of root.querySelectorAll<HTMLElement>('[data-verify-field]'))
      el.textContent = fields[el.dataset.verifyField ?? ''] ?? '';
    // A void certificate (its unit erased) shows nothing but that it is no longer valid.
    const details = $(root, '[data-verify-details]');
    if (details) details.hidden = answer.state === 'void';
    const result = $(root, '[data-verify-result]');
    if (result) {
      result.hidden = false;
      result.dataset.state = answer.state;
    }
  } catch (err) {
    const unknown = err instanceof ApiError && err.code === CODE.notFound;
    // Not a member certificate: it may be a training certificate (same alphabet of codes).
    if (unknown && (await checkTraining(root, code))) return;
    // Anything else (too many checks, the server down) in the server's words, or the page's.
    const failed = $(root, '[data-verify-message="failed"]');
    if (!unknown && failed && err instanceof ApiError && err.code !== 0)
      failed.textContent = err.message;
    show(root, unknown ? 'unknown' : 'failed');
  }
}

/** Shows a training certificate's details; false when no training certificate has the code. */
async function checkTraining(root: HTMLElement, code: string): Promise<boolean> {
  try {
    const answer = await verifyTrainingCertificate(code);
    show(root, null);
    const dates =
      answer.startDate === answer.endDate
        ? answer.startDate
        : `${answer.startDate} – ${answer.endDate}`;
    const title =
      root.lang === 'en' || document.documentElement.lang === 'en'
        ? (answer.titleEn ?? answer.title)
        : answer.title;
    const fields: Record<string, string | null> = { ...answer, title, dates };
    for (const el of root.querySelectorAll<HTMLElement>('[data-verify-training-field]'))
      el.textContent = fields[el.dataset.verifyTrainingField ?? ''] ?? '';
    const result = $(root, '[data-verify-training]');
    if (result) result.hidden = false;
    return true;
  } catch {
    return false;
  }
}
