/** Everything the association holds about the caller's enterprise, saved as a ZIP. */
import { api } from '#client/client.ts';
import { saveStream } from '#client/download.ts';

export const downloadMyData = async () =>
  saveStream(await api().GET('/center/my-data', { parseAs: 'stream' }), () => undefined);
