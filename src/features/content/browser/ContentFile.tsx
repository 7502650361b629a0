/**
 * The file an item carries (a periodical's PDF, a download, a logo): what is there now, choosing
 * another (checked here for kind and size, then by the server for its content), or none.
 */
import { useId, useState } from 'react';
import { API_PREFIX } from '#shared/constants.ts';
import { UPLOAD_RULES, acceptAttribute, uploadProblem } from '#shared/uploads.ts';
import { openFile, uploadFile } from '#client/files.calls.ts';
import { Button } from '#ui/Button.tsx';
import { FieldLabel } from '#ui/FieldLabel.tsx';
import { useConsole } from '#ui/console/context.ts';

interface Props {
  label: string;
  name: string;
  value: string | null;
  image: boolean;
  error?: string | undefined;
  required?: boolean;
  onChange: (fileId: string | null) => void;
}

export function ContentFile({ label, name, value, image, error, required, onChange }: Props) {
  const { t } = useConsole();
  const id = useId();
  const purpose = image ? 'contentImage' : 'contentFile';
  const rule = UPLOAD_RULES[purpose];
  const [problem, setProblem] = useState<string>();
  const [chosen, setChosen] = useState<string>();
  const [busy, setBusy] = useState(false);
  const params = { types: rule.types.join(', '), size: rule.maxMb };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const wrong = uploadProblem(file, rule);
    setProblem(wrong && t(wrong, params));
    if (wrong) return;
    setBusy(true);
    try {
      const up = await uploadFile(file, purpose);
      setChosen(up.originalFilename);
      onChange(up.fileId);
    } finally {
      setBusy(false);
    }
  };

  const message = error ?? problem;
  return (
    <div className="mb-3">
      <FieldLabel htmlFor={id} label={label} required={required} />
      {value && (
        <div className="mb-2 flex flex-wrap items-center gap-3 text-sm">
          {image ? (
            <img
              src={`${API_PREFIX}/common/download/resource?resource=${encodeURIComponent(value)}`}
              alt={t('console.form.currentImage')}
              className="h-12 max-w-40 rounded border border-gray-200 object-contain"
            />
          ) : (
            <Button variant="link" onClick={() => void openFile(value)}>
              {chosen ?? t('console.form.currentFile')}
            </Button>
          )}
          <Button variant="link" onClick={() => onChange(null)}>
            {t('console.form.removeFile')}
          </Button>
        </div>
      )}
      <input
        id={id}
        name={name}
        type="file"
        disabled={busy}
        accept={acceptAttribute(rule.types)}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-msg`}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
        className="block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-700"
      />
      <p
        id={`${id}-msg`}
        role={message ? 'alert' : undefined}
        className={`mt-1 min-h-4 text-xs ${message ? 'text-red-600' : 'text-gray-500'}`}
      >
        {busy ? t('common.loading') : (message ?? t('upload.hint', params))}
      </p>
    </div>
  );
}
