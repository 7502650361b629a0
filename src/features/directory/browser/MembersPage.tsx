/** The member directory: the list, or one unit open (`?unit=12`, kept by reload and back). */
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import { useAddressParam } from '#ui/console/useAddressParam.ts';
import { DirectoryList } from './DirectoryList.tsx';
import { UnitDetail } from './UnitDetail.tsx';

export default function MembersPage({ page }: ConsolePageProps) {
  const [unit, show] = useAddressParam('unit');
  const id = Number(unit);
  const open = Number.isInteger(id) && id > 0 ? id : undefined;
  return (
    <Panel title={page.title}>
      {open === undefined ? (
        <div className="mt-4">
          <DirectoryList onOpen={(n) => show(String(n))} />
        </div>
      ) : (
        <UnitDetail id={open} onClose={() => show(undefined)} />
      )}
    </Panel>
  );
}
