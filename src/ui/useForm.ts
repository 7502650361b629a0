/**
 * Form state validated by the same zod schema the server uses. Messages are i18n keys, shown in
 * the reader's language; the server's per-field verdict lands next to the same inputs.
 *
 * Values may nest: a field inside a list is named by its dotted path (`products.0.name`), both
 * for `field()` and `setValue()` and in the errors, which is also how zod and the server name it.
 * The values live in a nanostores atom: the form's own, or a store module's (the `store` option)
 * when the draft is state other code acts on, such as a report's.
 */
import { useStore } from '@nanostores/react';
import { atom, type WritableAtom } from 'nanostores';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { Translate } from '#i18n/index.ts';
import { ApiError } from '#client/errors.ts';
import { toast } from '#client/stores/feedback.ts';
import { IDEMPOTENCY_HEADER } from '#shared/constants.ts';

export type FieldErrors = Record<string, string>;

/**
 * A form's schema, or how to load it. zod is a quarter of a centre page's script: a form whose
 * fields are checked on submission loads its rules once the page is running, not before.
 */
export type Rules<S> = S | (() => Promise<S>);

const loading = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/**
 * How long a load may go unanswered before the reader is told (a stalled connection would
 * otherwise leave the form busy for as long as the browser waits, minutes).
 */
export const RULES_WAIT_MS = 20_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The schema itself; a loader runs once, however many forms and submissions ask. */
export function rulesOf<S>(rules: Rules<S>): Promise<S> {
  if (typeof rules !== 'function') return Promise.resolve(rules);
  const load = rules as () => Promise<S>;
  let loaded = loading.get(load);
  if (!loaded) {
    loaded = within(load(), RULES_WAIT_MS);
    loading.set(load, loaded);
    // A load that failed (the network, or a release that replaced the page's files) is tried
    // again by the next check or submission, not remembered. One that stalled is told after the
    // wait; the browser may still be waiting on the same request, so the message says to reload.
    loaded.catch(() => loading.delete(load));
  }
  return loaded as Promise<S>;
}

/** The schema, or undefined once the reader was told that it could not load. */
export function rulesOrSay<S>(rules: Rules<S>, t: Translate): Promise<S | undefined> {
  return rulesOf(rules).catch(() => {
    toast('error', t('error.pageLoad'));
    return undefined;
  });
}

/**
 * A rule's message that is a key of ours (a library's own message is not). A pattern, not a
 * quoted prefix of the validation keys: the browser build would take that for a use of every
 * validation message, and load them all with each form (words-plugin.ts). Each rule names its own.
 */
const OUR_MESSAGE = /^validation\.\w/;

export function firstIssues(error: z.ZodError, t: Translate): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    if (!(field in out))
      out[field] = t(OUR_MESSAGE.test(issue.message) ? issue.message : 'validation.invalid');
  }
  return out;
}

type Values = object;
/** A top-level field, or a field of a row in a list: `products.0.name`. */
export type FieldPath<V extends Values> =
  | (keyof V & string)
  | `${keyof V & string}.${number}`
  | `${keyof V & string}.${number}.${string}`;
/** The value at a path, as far as the type can tell. */
type ValueAt<V, P> = P extends keyof V
  ? V[P]
  : P extends `${infer K}.${number}.${infer F}`
    ? K extends keyof V
      ? V[K] extends readonly (infer Row)[]
        ? F extends keyof Row
          ? Row[F]
          : unknown
        : unknown
      : unknown
    : P extends `${infer K}.${number}`
      ? K extends keyof V
        ? V[K] extends readonly (infer Row)[]
          ? Row
          : unknown
        : unknown
      : unknown;

export interface FormOptions<V extends Values> {
  /** Where the values live when a store module owns them; by default the form keeps its own. */
  store?: WritableAtom<V>;
  /**
   * When fields are checked: `leave` (the default) checks a field once it has been left and
   * again as it changes; `submit` checks only when the form is submitted.
   */
  check?: 'leave' | 'submit';
  /**
   * Besides marking the fields, what a submission that does not pass does; by default the first
   * invalid field gets the focus.
   */
  onInvalid?: (errors: FieldErrors) => void;
  /** Where a field the server names sits in these values, when the body wraps them. */
  serverField?: (field: string) => string;
  /**
   * The island loads when touched (`client:touch`), which keeps what is typed before it runs and
   * holds presses until then: the form is usable from the first paint, not disabled until it runs.
   */
  hydratesOnTouch?: boolean;
}

export interface SubmitOptions<T> {
  /** Another schema for this submission (a draft is checked more leniently than a hand-in). */
  schema?: Rules<z.ZodType<T>>;
  /** Asked once the values pass and before anything is sent; false sends nothing. */
  confirm?: () => Promise<boolean>;
}

export function useForm<S extends z.ZodType, V extends Values>(
  schema: Rules<S>,
  initial: V,
  t: Translate,
  options: FormOptions<V> = {},
) {
  const { check: checkOn = 'leave', onInvalid = focusFirstInvalid, serverField } = options;
  const [own] = useState(() => atom(initial));
  const store = options.store ?? own;
  const values = useStore(store);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  // Until the island has hydrated, typing and clicking would be lost: the form stays disabled
  // (unless the page keeps them for the island: hydrate-on-touch.ts).
  const [ready, setReady] = useState(options.hydratesOnTouch ?? false);
  // One key per submission, the same for every retry of it, new once it went through: the server
  // files a submission once however often it arrives.
  const [submissionKey, setSubmissionKey] = useState(newSubmissionKey);
  useEffect(() => setReady(true), []);

  // Rules that load are asked for as the reader starts to type, so a submission rarely waits for
  // them; not at start, where they would weigh as much as the rest of a sign-in page's script.
  const askRules = () => {
    if (typeof schema === 'function') void rulesOf(schema).catch(() => undefined);
  };

  /** Shows the problems of the fields that have been left (or of their list or row). */
  const check = useCallback(
    (next: V, left: Record<string, boolean>) => {
      const show = (rules: S) => {
        const result = rules.safeParse(next);
        const all = result.success ? {} : firstIssues(result.error, t);
        setErrors(Object.fromEntries(Object.entries(all).filter(([k]) => seen(k, left))));
      };
      // A schema at hand answers as the field is left; one still loading, once it is there.
      if (typeof schema === 'function')
        void rulesOf(schema).then(show, () => undefined); // submitting says so
      else show(schema);
    },
    [schema, t],
  );

  const setValue = useCallback(
    <P extends FieldPath<V>>(name: P, value: ValueAt<V, P>) =>
      store.set(setAt(store.get(), name, value)),
    [store],
  );

  /**
   * Binds an input: value, change, and (unless checks wait for submission) validation once the
   * field has been left.
   */
  const field = (name: FieldPath<V>) => ({
    name,
    value: String(valueAt(values, name) ?? ''),
    error: errors[name],
    onChange: (value: string) => {
      askRules();
      const next = setAt(store.get(), name, value);
      store.set(next);
      if (checkOn === 'leave' && seen(name, touched)) check(next, touched);
    },
    onBlur: () => {
      if (checkOn !== 'leave') return;
      const nextTouched = { ...touched, [name]: true };
      setTouched(nextTouched);
      check(store.get(), nextTouched);
    },
  });

  /** Puts the form back to these values, with no errors and nothing left yet. */
  const reset = useCallback(
    (next: V) => {
      store.set(next);
      setErrors({});
      setTouched({});
    },
    [store],
  );

  /**
   * Validates everything, then runs the action; server field errors are shown in place. The
   * action gets what the schema made of the values (numbers read, defaults filled).
   */
  const onSubmit =
    <T = z.output<S>>(action: (data: T) => Promise<void>, how: SubmitOptions<T> = {}) =>
    async (event?: FormEvent) => {
      event?.preventDefault();
      const now = store.get();
      setTouched(Object.fromEntries(Object.keys(now).map((k) => [k, true])));
      // While rules still load the form is busy, so a second click sends nothing twice.
      const given: Rules<z.ZodType> = how.schema ?? schema;
      const loads = typeof given === 'function';
      if (loads) setBusy(true);
      const rules = await rulesOrSay(given, t);
      if (loads) setBusy(false);
      if (!rules) return;
      const result = rules.safeParse(now);
      if (!result.success) {
        const found = firstIssues(result.error, t);
        setErrors(found);
        onInvalid(found);
        return;
      }
      setErrors({});
      if (how.confirm && !(await how.confirm())) return;
      setBusy(true);
      try {
        await action(result.data as T);
        setSubmissionKey(newSubmissionKey());
      } catch (err) {
        if (err instanceof ApiError) setErrors(fromServer(err.fieldErrors(), serverField));
      } finally {
        setBusy(false);
      }
    };

  /** Headers that make a retry of this submission harmless. */
  const once = { [IDEMPOTENCY_HEADER]: submissionKey };

  return { values, errors, busy, ready, field, setValue, setErrors, reset, onSubmit, once };
}

const newSubmissionKey = () => crypto.randomUUID();

/** Whether an error at this path shows: the field, or a list or row holding it, was left. */
function seen(path: string, touched: Record<string, boolean>): boolean {
  const parts = path.split('.');
  return parts.some((_, i) => touched[parts.slice(0, i + 1).join('.')]);
}

function fromServer(errors: FieldErrors, serverField?: (field: string) => string): FieldErrors {
  if (!serverField) return errors;
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [serverField(k), v]));
}

function valueAt(values: Values, path: string): unknown {
  let here: unknown = values;
  for (const key of path.split('.')) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/** A copy of the values with one value replaced at a dotted path; lists stay lists. */
function setAt<V extends Values>(values: V, path: string, value: unknown): V {
  const [key = '', ...rest] = path.split('.');
  const here = values as Record<string, unknown>;
  const next = rest.length ? setAt((here[key] ?? {}) as Values, rest.join('.'), value) : value;
  if (Array.isArray(values)) {
    const copy = [...values];
    copy[Number(key)] = next;
    return copy as V;
  }
  return { ...values, [key]: next };
}

function focusFirstInvalid() {
  if (typeof document === 'undefined') return;
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
  );
}
