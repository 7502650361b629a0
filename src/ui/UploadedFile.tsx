/**
 * A file uploaded as soon as it is chosen: the form holds the stored file's id, never the file.
 * While the upload runs the field says so and the form should not be sent (`onBusyChange`); a
 * failed upload says so in the field and leaves no id behind, so the form asks for the file again
 * instead of going out without it. One message line carries the field's rule, its progress and
 * the form's error for it, read out with the field.
 */
import { useRef, useState } from 'react';
import { uploadFile } from '#client/files.calls.ts';
import type { Locale } from '#shared/constants.ts';
import { UPLOAD_RULES, type UploadPurpose } from '#shared/uploads.ts';
import { useTranslations } from '#i18n/index.ts';
import { FileInput } from './FileInput.tsx';

interface Props {
  locale: Locale;
  label: string;
  purpose: UploadPurpose;
  required?: boolean;
  /** The form's error for this field (e.g. still missing when sent). */
  error?: string;
  /** The stored file's id once uploaded; undefined when chosen anew, cleared or failed. */
  onUploaded: (fileId: string | undefined) => void;
  onBusyChange?: (busy: boolean) => void;
}

type Progress = { text: string; failed?: boolean };

export function UploadedFile({ purpose, onUploaded, onBusyChange, error, ...field }: Props) {
  const t = useTranslations(field.locale);
  const rule = UPLOAD_RULES[purpose];
  const [progress, setProgress] = useState<Progress>();
  // Only the last file chosen counts: an earlier upload finishing later changes nothing.
  const latest = useRef(0);
  const choose = (file: File | null) => {
    const turn = ++latest.current;
    onUploaded(undefined);
    if (!file) {
      setProgress(undefined);
      onBusyChange?.(false);
      return;
    }
    setProgress({ text: t('upload.uploading', { name: file.name }) });
    onBusyChange?.(true);
    uploadFile(file, purpose)
      .then(
        (stored) => {
          if (turn !== latest.current) return;
          onUploaded(stored.fileId);
          setProgress({ text: `${t('upload.done')} · ${file.name}` });
        },
        () => {
          if (turn === latest.current) setProgress({ text: t('upload.failed'), failed: true });
        },
      )
      .finally(() => {
        if (turn === latest.current) onBusyChange?.(false);
      });
  };
  return (
    <FileInput
      {...field}
      maxMb={rule.maxMb}
      accept={rule.types}
      status={progress?.failed ? undefined : progress?.text}
      error={progress?.failed ? progress.text : error}
      onChange={choose}
    />
  );
}
