/** A console page still to be built: its title, and that it is coming. */
import { useConsole } from '../context.ts';
import { Panel } from '../Panel.tsx';
import type { ConsolePageProps } from '../pages.ts';

export default function PagePlaceholder({ page }: ConsolePageProps) {
  const { t } = useConsole();
  return (
    <Panel title={page.title}>
      <p className="mt-4 text-gray-600">{t('console.placeholder')}</p>
    </Panel>
  );
}
