/**
 * The rebuild an editor's change queued, followed by its id (every write answers it), and a
 * failed one asked for again.
 */
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export const buildOf = async (id: number) =>
  unwrap(await api().GET('/content/builds/{id}', { params: { path: { id } } })).data;

/** The newest build in the journal, for a change whose answer named none (see BuildProgress). */
export const newestBuildId = async () =>
  unwrap(await api().GET('/content/builds', { params: { query: { pageNum: 1, pageSize: 10 } } }))
    .rows[0]?.id ?? null;

/** Asks again for what a failed build should have built; answers the id of the build queued. */
export const retryBuild = async (id: number) =>
  unwrap(await api().POST('/content/builds/{id}/retry', { params: { path: { id } } })).data.buildId;
