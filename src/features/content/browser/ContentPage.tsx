/**
 * A content type's console page: its list, or one item open for editing. Which item is open is in
 * the address (`?edit=12`, `?edit=new`).
 */
import { CONTENT_TYPE_KEYS } from '#shared/content-types.ts';
import { useConsole } from '#ui/console/context.ts';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import { useAddressParam } from '#ui/console/useAddressParam.ts';
import { ContentEditor } from './ContentEditor.tsx';
import { ContentList } from './ContentList.tsx';

function openItem(edit: string | undefined): number | 'new' | undefined {
  if (edit === 'new') return 'new';
  const id = Number(edit);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export default function ContentPage({ page }: ConsolePageProps) {
  const { t } = useConsole();
  const type = CONTENT_TYPE_KEYS.find((k) => page.path === `content/${k}`);
  const [edit, show] = useAddressParam('edit');
  const open = openItem(edit);

  if (!type) return null;
  return (
    <Panel title={page.title}>
      <div className="mt-4">
        {open === undefined ? (
          <ContentList type={type} onOpen={(id) => show(String(id))} />
        ) : (
          <ContentEditor
            key={String(open)}
            type={type}
            id={open}
            onClose={() => show(undefined)}
            onOpen={(id) => show(String(id), true)}
          />
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {open === undefined ? '' : t('console.editor.opened')}
      </p>
    </Panel>
  );
}
