/**
 * Several files for one field: count, size and format (as `shared/uploads.ts` sets them for the
 * purpose) are checked before anything is sent, each file is uploaded on its own, and the field
 * holds the uploaded files' ids.
 * The server checks every file again, content included.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { FieldLabel } from './FieldLabel.tsx';
import { Button } from './Button.tsx';
import { UPLOAD_DEFAULT_MAX_FILES, UPLOAD_DEFAULT_MAX_MB, type Locale } from '#shared/constants.ts';
import {
  acceptAttribute,
  filesProblem,
  UPLOAD_RULES,
  type UploadPurpose,
} from '#shared/uploads.ts';
import { uploadFile } from '#client/files.calls.ts';
import { useTranslations } from '#i18n/index.ts';

interface Props {
  locale: Locale;
  label: string;
  purpose: UploadPurpose;
  /** Ids of the files uploaded so far. */
  value: readonly string[];
  onChange: (fileIds: string[]) => void;
  /** Names of files uploaded before this page was opened, by id; the others show as "File n". */
  names?: Readonly<Record<string, string>>;
  required?: boolean;
  /** The form's own verdict (a required list left empty); a problem with the chosen files comes first. */
  error?: string | undefined;
  maxFiles?: number;
  maxMb?: number;
  /** Extensions without the dot; the purpose's kinds when left out. */
  accept?: readonly string[];
}

export function FilesInput({
  locale,
  label,
  purpose,
  value,
  onChange,
  names: initialNames,
  required,
  error,
  maxFiles = UPLOAD_DEFAULT_MAX_FILES,
  maxMb = UPLOAD_DEFAULT_MAX_MB,
  accept,
}: Props) {
  const t = useTranslations(locale);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const types = accept ?? UPLOAD_RULES[purpose].types;
  const params = { types: types.join(', '), size: maxMb, count: maxFiles };
  const [names, setNames] = useState<Record<string, string>>({});
  /** Files on their way, by batch, so batches finishing out of order each clear their own. */
  const [pending, setPending] = useState<{ batch: number; name: string }[]>([]);
  const batches = useRef(0);
  const [problem, setProblem] = useState<string>();
  // Uploads finish after the render that started them; by then the user may have removed a file.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const choose = async (files: File[]) => {
    const key = filesProblem(value.length + pending.length, files, { maxFiles, maxMb, types });
    setProblem(key ? t(key, params) : undefined);
    if (key || files.length === 0) return;
    const batch = ++batches.current;
    setPending((p) => [...p, ...files.map((f) => ({ batch, name: f.name }))]);
    const results = await Promise.allSettled(files.map((f) => uploadFile(f, purpose)));
    setPending((p) => p.filter((x) => x.batch !== batch));
    const done = results.flatMap((r, i) =>
      r.status === 'fulfilled' ? [{ id: r.value.fileId, name: files[i]!.name }] : [],
    );
    setNames((old) => ({ ...old, ...Object.fromEntries(done.map((d) => [d.id, d.name])) }));
    if (done.length < files.length) setProblem(t('upload.failed'));
    if (done.length > 0) {
      latest.current = [...latest.current, ...done.map((d) => d.id)];
      onChange([...latest.current]);
    }
  };

  const remove = (fileId: string) => {
    latest.current = latest.current.filter((x) => x !== fileId);
    onChange([...latest.current]);
    setProblem(undefined);
    // The button goes away with its file; the picker is the natural place to carry on.
    input.current?.focus();
  };

  const message = problem ?? error;
  const nameOf = (fileId: string, i: number) =>
    names[fileId] ?? initialNames?.[fileId] ?? t('upload.unnamed', { n: i + 1 });
  return (
    <div className="mb-3">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        ref={input}
        id={id}
        type="file"
        multiple={maxFiles > 1}
        accept={acceptAttribute(types)}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-msg`}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Cleared, so choosing the same file again after removing it is still a change.
          e.target.value = '';
          void choose(files);
        }}
        className="block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-700"
      />
      {(value.length > 0 || pending.length > 0) && (
        <ul
          className="mt-2 divide-y divide-gray-100 rounded border border-gray-200 text-sm"
          aria-live="polite"
        >
          {value.map((fileId, i) => (
            <li
              key={fileId}
              className="flex items-center justify-between gap-2 px-3 py-1.5"
              data-file-id={fileId}
            >
              <span className="min-w-0 truncate">{nameOf(fileId, i)}</span>
              <Button
                variant="link"
                aria-label={t('upload.removeNamed', { name: nameOf(fileId, i) })}
                onClick={() => remove(fileId)}
              >
                {t('upload.remove')}
              </Button>
            </li>
          ))}
          {pending.map((x, i) => (
            <li key={`pending-${x.batch}-${i}`} className="px-3 py-1.5 text-gray-500">
              {t('upload.uploading', { name: x.name })}
            </li>
          ))}
        </ul>
      )}
      <p
        id={`${id}-msg`}
        className={`mt-1 min-h-4 text-xs ${message ? 'text-red-600' : 'text-gray-500'}`}
        role={message ? 'alert' : undefined}
      >
        {message ?? t(maxFiles > 1 ? 'upload.hintMany' : 'upload.hint', params)}
      </p>
    </div>
  );
}
