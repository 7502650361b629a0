/** Motions and elections: the secretariat's calls, and a unit's. No state here. */
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';
import { saveStream } from '#client/download.ts';
import type { MotionInput, NominationInput } from '../contract/governance.contract.ts';

export const motions = async () => unwrap(await api().GET('/governance/motions')).rows;

export const draftMotion = async (body: MotionInput) =>
  unwrap(await api().POST('/governance/motions', { body })).data;

export const editMotion = async (id: number, body: MotionInput) =>
  unwrap(await api().PUT('/governance/motions/{id}', { params: { path: { id } }, body })).data;

export const motionStep = async (id: number, step: 'nominations' | 'open' | 'close' | 'publish') =>
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

/** A motion's answer, or an election's ballot: the candidates it names (none: blank). */
export const castVote = async (
  id: number,
  ballot: { choice: 'for' | 'against' | 'abstain' } | { candidates: number[] },
  receipt: string,
) =>
  unwrap(
    await api().POST('/governance/ballots/{id}/vote', {
      params: { path: { id } },
      body: { ...ballot, receipt },
    }),
  ).data;

/** The units that may stand in an election. */
export const nominees = async (id: number) =>
  unwrap(await api().GET('/governance/nominees/{id}', { params: { path: { id } } })).rows;

/** The council's nomination (console) or a unit's (centre). */
export const nominate = async (id: number, body: NominationInput, by: 'council' | 'unit') =>
  unwrap(
    by === 'council'
      ? await api().POST('/governance/motions/{id}/candidates', { params: { path: { id } }, body })
      : await api().POST('/governance/ballots/{id}/nominations', {
          params: { path: { id } },
          body,
        }),
  ).data;

export const answerNomination = async (id: number, accept: boolean) =>
  unwrap(
    await api().POST('/governance/ballots/{id}/consent', {
      params: { path: { id } },
      body: { accept },
    }),
  ).data;
