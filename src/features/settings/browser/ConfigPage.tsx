/**
 * Configuration values, each saved by itself. The ones the product reads (the captcha, open
 * registration, the fee schedule and account) are checked by their rule before they are kept.
 */
import { useEffect, useState } from 'react';
import { type ConfigRow, listConfig, saveConfig } from './settings.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { typedLang } from '#shared/lang.ts';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Badge } from '#ui/console/Badge.tsx';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';

function ConfigLine({ row, onSaved }: { row: ConfigRow; onSaved: () => void }) {
  const { t } = useConsole();
  const [value, setValue] = useState(row.value);
  const long = row.value.length > 60 || row.value.startsWith('{');
  const save = async () => {
    await saveConfig(row.key, value);
    toast('success', t('console.settings.configSaved'));
    onSaved();
  };
  const field = {
    'aria-label': row.key,
    lang: typedLang(value),
    value,
    className: 'w-full rounded border border-gray-300 px-2 py-1 font-mono text-xs',
  };
  return (
    <li className="space-y-1 border-t border-gray-100 py-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-mono">{row.key}</span>
        <Typed text={row.name} />
        {row.isPublic && <Badge tone="blue">{t('console.settings.public')}</Badge>}
        {row.checked && <Badge tone="green">{t('console.settings.checked')}</Badge>}
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          {long ? (
            <textarea {...field} rows={3} onChange={(e) => setValue(e.target.value)} />
          ) : (
            <input {...field} onChange={(e) => setValue(e.target.value)} />
          )}
        </div>
        <Button variant="secondary" disabled={value === row.value} onClick={() => void save()}>
          {t('common.save')}
        </Button>
      </div>
    </li>
  );
}

export default function ConfigPage({ page }: ConsolePageProps) {
  const { t } = useConsole();
  const [rows, setRows] = useState<ConfigRow[]>([]);
  const load = () => void listConfig().then(setRows);
  useEffect(load, []);
  return (
    <Panel title={page.title}>
      <p className="mt-2 text-sm text-gray-600">{t('console.settings.configIntro')}</p>
      <ul className="mt-3">
        {rows.map((r) => (
          <ConfigLine key={`${r.key}${r.value}`} row={r} onSaved={load} />
        ))}
      </ul>
    </Panel>
  );
}
