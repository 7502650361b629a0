/**
 * What one request changed, gathered while it runs. The services that move records (a workflow
 * step, a content save) note their changes here without knowing about requests; the trail
 * middleware writes them with the request once it is answered.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditChange } from './tables.ts';

interface Scope {
  changes: AuditChange[];
  /** A member unit's call that must be kept (its corrections of personal data), names only. */
  member?: true;
}

const current = new AsyncLocalStorage<Scope>();

export function inAuditScope<T>(run: () => Promise<T>): { scope: Scope; done: Promise<T> } {
  const scope: Scope = { changes: [] };
  return { scope, done: current.run(scope, run) };
}

/** Adds a change to the running request's record (outside a request, such as in a job, nothing). */
export function noteChange(change: AuditChange): void {
  current.getStore()?.changes.push(change);
}

/**
 * A member unit corrects its people's personal data: the trail keeps who and which fields, never
 * the values (the rest of a member's calls are not kept at all).
 */
export function noteMemberCorrection(change: {
  subject: AuditChange['subject'];
  id: string;
  fields: string[];
}): void {
  const scope = current.getStore();
  if (!scope) return;
  scope.member = true;
  const hidden = Object.fromEntries(change.fields.map((f) => [f, '***']));
  scope.changes.push({ subject: change.subject, id: change.id, before: hidden, after: hidden });
}

type Row = Record<string, unknown>;

/** Only the fields that differ, each side with its own value. */
export function changedFields(before: Row, after: Row): { before: Row; after: Row } {
  const was: Row = {};
  const now: Row = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'updatedAt') continue;
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now };
}
