/**
 * The state every editor form shares: the values being typed, the server's verdict per field,
 * whether anything is unsaved, and whether a call is under way. A refused call keeps everything
 * typed and marks the fields it names.
 */
import { atom, map } from 'nanostores';
import { ApiError } from '../errors.ts';

export type Row = Record<string, unknown>;

/**
 * @param blank what the form holds before anything is loaded
 * @param errorPrefix where the server puts these fields in its error names (`value.`)
 */
export function editable(blank: () => Row, errorPrefix = '') {
  const $values = map<Row>(blank());
  const $errors = atom<Record<string, string>>({});
  const $dirty = atom(false);
  const $busy = atom(false);

  function edit(name: string, value: unknown): void {
    $values.setKey(name, value);
    $dirty.set(true);
    const { [name]: _gone, ...rest } = $errors.get();
    $errors.set(rest);
  }

  /** Shows what the server holds, as saved. */
  function take(values: Row): void {
    $values.set({ ...blank(), ...values });
    $dirty.set(false);
    $errors.set({});
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

  return { $values, $errors, $dirty, $busy, edit, take, busy };
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
