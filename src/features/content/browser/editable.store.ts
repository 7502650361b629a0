/**
 * The state every editor form shares: the values being typed, the server's verdict per field,
 * whether anything is unsaved, and whether a call is under way. A refused call keeps everything
 * typed and marks the fields it names; typing not yet saved is kept in the tab until it is.
 */
import { atom, map } from 'nanostores';
import { ApiError } from '#client/errors.ts';
import { clearDraft, type Draft, readDraft, writeDraft } from '#client/stores/form-draft.ts';

export type Row = Record<string, unknown>;

/** Where the unsaved typing of this form is kept (see form-draft.ts), and what it started from. */
export interface DraftPlace {
  /** The form and the item, `content:article:12`; undefined keeps no draft. */
  key: () => string | undefined;
  /** The version of the item as loaded, kept with the draft. */
  version: () => string | undefined;
}

/**
 * @param blank what the form holds before anything is loaded
 * @param errorPrefix where the server puts these fields in its error names (`value.`)
 * @param draft where typing is kept until saved, so a reload or a new sign-in does not lose it
 */
export function editable(blank: () => Row, errorPrefix = '', draft?: DraftPlace) {
  const $values = map<Row>(blank());
  const $errors = atom<Record<string, string>>({});
  const $dirty = atom(false);
  const $busy = atom(false);
  /** The form shows typing kept from before (a reload, a sign-in), not yet saved. */
  const $restored = atom(false);

  function edit(name: string, value: unknown): void {
    $values.setKey(name, value);
    $dirty.set(true);
    const { [name]: _gone, ...rest } = $errors.get();
    $errors.set(rest);
    const key = draft?.key();
    if (key) writeDraft(key, { values: $values.get(), version: draft?.version() });
  }

  /**
   * Shows what the server holds, as saved; or, when this item has unsaved typing kept, that typing
   * over it. Answers the kept typing's starting version, so a save from it is checked against it.
   */
  function take(values: Row): Draft | undefined {
    const key = draft?.key();
    const kept = key ? readDraft(key) : undefined;
    $values.set({ ...blank(), ...values, ...kept?.values });
    $dirty.set(kept !== undefined);
    $restored.set(kept !== undefined);
    $errors.set({});
    return kept;
  }

  /** The typing is saved or thrown away: nothing is kept for this item any more. */
  function forget(): void {
    const key = draft?.key();
    if (key) clearDraft(key);
    $restored.set(false);
  }

  /** Runs a call with the form busy; a refusal naming fields marks them, and is thrown on. */
  async function busy<T>(work: () => Promise<T>): Promise<T> {
    $busy.set(true);
    try {
      return await work();
    } catch (err) {
      if (err instanceof ApiError) $errors.set(ownErrors(err.fieldErrors(), errorPrefix));
      throw err;
    } finally {
      $busy.set(false);
    }
  }

  return { $values, $errors, $dirty, $busy, $restored, edit, take, forget, busy };
}

function ownErrors(errors: Record<string, string>, prefix: string): Record<string, string> {
  if (!prefix) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, msg]) => [
      field.startsWith(prefix) ? field.slice(prefix.length) : field,
      msg,
    ]),
  );
}
