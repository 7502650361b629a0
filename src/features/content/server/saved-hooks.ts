/**
 * What another feature does when an editor saves an item of a content type: a training's seats
 * belong to the training feature, which content may not import. The composition root
 * (src/server/api.ts) registers the hook; content calls it inside the save's transaction, so a
 * refusal undoes the save and whatever the hook writes commits with it. What it answers runs
 * after the commit (a text message that must not leave for a save rolled back).
 */
import type { Tx } from '#server/db/client.ts';
import type { Deps } from '#server/http/context.ts';
import type { Row } from './editor-rows.ts';
import type { ContentTypeName } from './registry.ts';

export type AfterCommit = (deps: Deps) => void;
export type SavedHook = (
  tx: Tx,
  saved: { id: number; before: Row; after: Row; actor: number; now: number },
) => Promise<AfterCommit | undefined>;

const hooks = new Map<ContentTypeName, SavedHook>();

export const whenContentSaved = (type: ContentTypeName, hook: SavedHook) => {
  hooks.set(type, hook);
};

/** Runs the type's hook, if any, in the save's transaction; answers what to do after the commit. */
export async function runSavedHook(
  tx: Tx,
  type: ContentTypeName,
  saved: Parameters<SavedHook>[1],
): Promise<AfterCommit | undefined> {
  return hooks.get(type)?.(tx, saved);
}
