/** The staff console's own calls. */
import { api } from './client.ts';
import { unwrap } from './unwrap.ts';

/** The console pages the signed-in caller may open, titled in the reader's language (none for an enterprise). */
export const consoleMenu = async () => unwrap(await api().GET('/getConsoleRouters')).data;
