/** Manuscripts for the periodicals: the unit's contributions and the editors' queue. */
import type { z } from 'zod';
import type { manuscriptBody } from '#shared/schemas/manuscript.ts';
import { api } from '../client.ts';

export async function myManuscripts() {
  return (await api.GET('/center/manuscripts')).data!.rows;
}
export async function contribute(
  body: z.output<typeof manuscriptBody>,
  once: Record<string, string>,
) {
  return (await api.POST('/center/manuscripts', { body, headers: once })).data!.data;
}
export async function manuscriptQueue() {
  return (
    await api.GET('/review/manuscripts', {
      params: { query: { status: 'received', pageNum: 1, pageSize: 100 } },
    })
  ).data!.rows;
}
export async function decideManuscript(
  id: number,
  decision: 'accepted' | 'declined',
  note: string,
) {
  return (
    await api.POST('/review/manuscripts/{id}', {
      params: { path: { id } },
      body: { decision, note },
    })
  ).data!.data;
}
