/**
 * Form state validated by the same zod schema the server uses. Messages are i18n keys, shown in
 * the reader's language; the server's per-field verdict lands next to the same inputs.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { Translate } from '#i18n/index.ts';
import { ApiError } from '#client/errors.ts';
import { IDEMPOTENCY_HEADER } from '#shared/constants.ts';

export type FieldErrors = Record<string, string>;

export function firstIssues(error: z.ZodError, t: Translate): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    if (!(field in out))
      out[field] = t(
        issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
      );
  }
  return out;
}

export function useForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  initial: z.input<S>,
  t: Translate,
) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  // Until the island has hydrated, typing and clicking would be lost: the form stays disabled.
  const [ready, setReady] = useState(false);
  // One key per submission, the same for every retry of it, new once it went through: the server
  // files a submission once however often it arrives.
  const [submissionKey, setSubmissionKey] = useState(newSubmissionKey);
  useEffect(() => setReady(true), []);

  const check = useCallback(
    (next: z.input<S>, only?: Record<string, boolean>) => {
      const result = schema.safeParse(next);
      const all = result.success ? {} : firstIssues(result.error, t);
      setErrors(only ? Object.fromEntries(Object.entries(all).filter(([k]) => only[k])) : all);
      return result;
    },
    [schema, t],
  );

  /** Binds an input: value, change, and validation once the field has been left. */
  const field = (name: keyof z.input<S> & string) => ({
    name,
    value: String((values as Record<string, unknown>)[name] ?? ''),
    error: errors[name],
    onChange: (value: string) => {
      const next = { ...values, [name]: value } as z.input<S>;
      setValues(next);
      if (touched[name]) check(next, touched);
    },
    onBlur: () => {
      const nextTouched = { ...touched, [name]: true };
      setTouched(nextTouched);
      check(values, nextTouched);
    },
  });

  const setValue = useCallback(
    <K extends keyof z.input<S> & string>(name: K, value: z.input<S>[K]) =>
      setValues((v) => ({ ...v, [name]: value }) as z.input<S>),
    [],
  );

  /** Validates everything, then runs the action; server field errors are shown in place. */
  const onSubmit = (action: (data: z.output<S>) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    const all = Object.fromEntries(Object.keys(values as object).map((k) => [k, true]));
    setTouched(all);
    const result = check(values);
    if (!result.success) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      await action(result.data as z.output<S>);
      setSubmissionKey(newSubmissionKey());
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors());
    } finally {
      setBusy(false);
    }
  };

  /** Headers that make a retry of this submission harmless. */
  const once = { [IDEMPOTENCY_HEADER]: submissionKey };

  return { values, errors, busy, ready, field, setValue, setErrors, onSubmit, once };
}

const newSubmissionKey = () => crypto.randomUUID();

function focusFirstInvalid() {
  if (typeof document === 'undefined') return;
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
  );
}
