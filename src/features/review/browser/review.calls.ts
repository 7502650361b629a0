/** Calls of the review desk that every queue shares. */
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

/** The unit behind an item: registration, enterprise information, attachments. */
export const enterpriseDossier = async (id: number) =>
  unwrap(await api().GET('/review/enterprises/{id}', { params: { path: { id } } })).data;

/** Where an item is decided with a pass or a reject and the reviewer's opinion. */
type DecisionPath =
  | '/review/registrations/{id}'
  | '/review/applications/{id}/secretariat'
  | '/review/applications/{id}/council'
  | '/review/applications/{id}/payment'
  | '/review/requests/{id}/secretariat'
  | '/review/requests/{id}/council'
  | '/review/training-registrations/{id}'
  | '/review/fee-payments/{id}';
export type Decision = 'pass' | 'reject';

export const decide = async (path: DecisionPath, id: number, decision: Decision, opinion: string) =>
  unwrap(await api().POST(path, { params: { path: { id } }, body: { decision, opinion } }));
