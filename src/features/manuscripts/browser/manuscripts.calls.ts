/** Manuscripts for the periodicals: the unit's contributions and the editors' queue. */
import type { z } from 'zod';
import type { manuscriptBody } from '../contract/manuscripts.contract.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export const myManuscripts = async () => unwrap(await api().GET('/center/manuscripts')).rows;

export const contribute = async (
  body: z.output<typeof manuscriptBody>,
  once: Record<string, string>,
) => unwrap(await api().POST('/center/manuscripts', { body, headers: once })).data;

export const manuscriptQueue = async () =>
  unwrap(
    await api().GET('/review/manuscripts', {
      params: { query: { status: 'received', pageNum: 1, pageSize: 100 } },
    }),
  ).rows;

export const decideManuscript = async (
  id: number,
  decision: 'accepted' | 'declined',
  note: string,
) =>
  unwrap(
    await api().POST('/review/manuscripts/{id}', {
      params: { path: { id } },
      body: { decision, note },
    }),
  ).data;
