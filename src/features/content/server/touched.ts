/**
 * Which public pages a change of content touched, told to the builder once the change (and its
 * version bump) has committed; the answer is the id of the build it was queued as, for the editor
 * to follow.
 */
import type { PageKey } from '#shared/page-keys.ts';
import type { Deps } from '#server/http/context.ts';
import { faultPoint } from '#server/config/fault-points.ts';
import { kindOf, type Row } from './editor-rows.ts';
import type { ContentTypeName } from './registry.ts';

/**
 * The pages of the items as they were and as they are (an article moved to another channel or
 * date leaves old neighbours behind), and, when they are taken down, that their own pages go.
 * With `inPlace`, a published item still where it was in its public list: only the list page it
 * is on changed.
 */
export async function touched(
  deps: Deps,
  type: ContentTypeName,
  rows: (Row | undefined)[],
  takenDown = false,
  inPlace?: Row,
): Promise<number | null> {
  await faultPoint('content:announce');
  const kind = kindOf(type);
  const keys = new Set<PageKey>();
  for (const row of rows) {
    const found = row ? await kind.touches(deps.db, row) : 'all';
    if (found === 'all') return deps.onContentChanged('all');
    for (const k of found) keys.add(k);
  }
  if (inPlace && kind.listPlace) {
    keys.delete(kind.listPlace.list(inPlace));
    keys.add(await kind.listPlace.page(deps.db, inPlace));
  }
  const removed = takenDown ? rows.flatMap((r) => (r && kind.page ? [kind.page(r)] : [])) : [];
  return deps.onContentChanged({ keys: [...keys], removed });
}

/**
 * One published item saved: when it is still where it was in its public list, only the list page
 * it is on changed (a title, a body); otherwise the whole list moved.
 */
export function touchedByEdit(deps: Deps, type: ContentTypeName, before: Row, after: Row) {
  const place = kindOf(type).listPlace;
  const stayed = place && place.of(before) === place.of(after);
  return touched(deps, type, [before, after], false, stayed ? after : undefined);
}
