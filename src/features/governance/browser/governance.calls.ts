/** Motions: the secretariat's calls, and a unit's. No state here. */
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';
import { saveStream } from '#client/download.ts';
import type { MotionInput } from '../contract/governance.contract.ts';

export const motions = async () => unwrap(await api().GET('/governance/motions')).rows;

export const draftMotion = async (body: MotionInput) =>
  unwrap(await api().POST('/governance/motions', { body })).data;

export const editMotion = async (id: number, body: MotionInput) =>
  unwrap(await api().PUT('/governance/motions/{id}', { params: { path: { id } }, body })).data;

export const motionStep = async (id: number, step: 'open' | 'close' | 'publish') =>
  unwrap(await api().POST(`/governance/motions/{id}/${step}`, { params: { path: { id } } })).data;

/** The printable result record, saved under the name the server gives. */
export const downloadRecord = async (id: number) =>
  saveStream(
    await api().GET('/governance/motions/{id}/record', {
      params: { path: { id } },
      parseAs: 'stream',
    }),
    () => undefined,
  );

export const ballots = async () => unwrap(await api().GET('/governance/ballots')).rows;

export const castVote = async (
  id: number,
  choice: 'for' | 'against' | 'abstain',
  receipt: string,
) =>
  unwrap(
    await api().POST('/governance/ballots/{id}/vote', {
      params: { path: { id } },
      body: { choice, receipt },
    }),
  ).data;
