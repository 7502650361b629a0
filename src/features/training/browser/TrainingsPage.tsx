/**
 * The training desk: every training with its registrations, seats and attendance; or one
 * training open (`?training=12`) with its people, who came, and the list for the venue.
 */
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import { useAddressParam } from '#ui/console/useAddressParam.ts';
import { AttendeeList } from './AttendeeList.tsx';
import { TrainingList } from './TrainingList.tsx';

export default function TrainingsPage({ page }: ConsolePageProps) {
  const [param, show] = useAddressParam('training');
  const id = Number(param);
  return (
    <Panel title={page.title}>
      {Number.isInteger(id) && id > 0 ? (
        <AttendeeList id={id} onClose={() => show(undefined)} />
      ) : (
        <TrainingList onOpen={(n) => show(String(n))} />
      )}
    </Panel>
  );
}
