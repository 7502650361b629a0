/**
 * A review step's decision, the same call at every step of every workflow (registrations,
 * applications, requests, training registrations, fee payments): a pass or a reject, with the
 * reviewer's opinion. Each feature names its own step's address.
 */
import type { paths } from './api.d.ts';
import { api } from './client.ts';
import { unwrap } from './unwrap.ts';

export type Decision = 'pass' | 'reject';

/** Every address that takes such a decision for the item its path names. */
type DecisionPath = {
  [P in keyof paths]: paths[P] extends {
    post: {
      parameters: { path: { id: number } };
      requestBody: { content: { 'application/json': { decision: Decision } } };
    };
  }
    ? P
    : never;
}[keyof paths];

export const decide = async (path: DecisionPath, id: number, decision: Decision, opinion: string) =>
  unwrap(await api().POST(path, { params: { path: { id } }, body: { decision, opinion } }));
