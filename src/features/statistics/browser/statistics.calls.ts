/** The statistics desk's calls: what is published, and publishing more. */
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

/** The periods published so far. */
export const publications = async () =>
  unwrap(await api().GET('/console/statistics/publications')).data;

/** Publishes a month (and the months of its year before it not yet out) or a year. */
export const publishFigures = async (period: string) =>
  unwrap(await api().POST('/console/statistics/publish', { body: { period } }));
