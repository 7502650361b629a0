/**
 * One file with its rules checked as it is chosen: format by extension and size, each with its
 * own message;
 * the server checks the content again.
 */
import { useId, useState } from 'react';
import { FieldLabel } from './FieldLabel.tsx';
import type { Locale } from '#shared/constants.ts';
import { uploadProblem } from '#shared/uploads.ts';
import { useTranslations } from '#i18n/index.ts';

interface Props {
  locale: Locale;
  label: string;
  maxMb: number;
  accept: readonly string[];
  required?: boolean;
  /** What happens to the chosen file (uploading, uploaded), in place of its name. */
  status?: string;
  /** An error about the field from outside it: the form's, or a failed upload. */
  error?: string;
  onChange: (file: File | null) => void;
}

export function FileInput({ locale, label, maxMb, accept, required, onChange, ...outside }: Props) {
  const t = useTranslations(locale);
  const id = useId();
  const [ownError, setError] = useState<string>();
  // The file's own problem (format, size) comes first: it is what the reader just did.
  const error = ownError ?? outside.error;
  const [name, setName] = useState<string>();
  const hint = t('upload.hint', { types: accept.join(', '), size: maxMb });
  return (
    <div className="mb-3">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        type="file"
        accept={accept.map((x) => `.${x}`).join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-msg`}
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          const problem = file ? uploadProblem(file, { maxMb, types: accept }) : undefined;
          setError(problem ? t(problem, { types: accept.join(', '), size: maxMb }) : undefined);
          setName(problem ? undefined : file?.name);
          if (problem) e.target.value = '';
          onChange(problem ? null : file);
        }}
        className="block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-700"
      />
      <p
        id={`${id}-msg`}
        className={`mt-1 min-h-4 text-xs ${error ? 'text-red-600' : 'text-gray-500'}`}
        role={error ? 'alert' : undefined}
      >
        {error ?? outside.status ?? (name ? t('upload.chosen', { name }) : hint)}
      </p>
    </div>
  );
}
