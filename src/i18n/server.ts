/**
 * Words only the server writes: the notices it composes (bell, text message), the messages of the
 * statistics checks, and the errors it explains (a page shows them as the server sent them). Kept
 * out of the dictionaries every page's scripts carry.
 */
import en from './server.en.json' with { type: 'json' };
import zh from './server.zh.json' with { type: 'json' };
import { addWords } from './index.ts';

export const serverWords = { zh, en };

let added = false;

/** Makes the server's words known to every translator. */
export function addServerWords(): void {
  if (added) return;
  addWords(serverWords);
  added = true;
}
