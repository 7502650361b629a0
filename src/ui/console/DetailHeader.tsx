/** The head of one record opened from a list: its name as typed, a badge, and the way back. */
import type { ReactNode } from 'react';
import { Button } from '#ui/Button.tsx';
import { Typed } from '#ui/Typed.tsx';

interface Props {
  name: string;
  badge?: ReactNode;
  back: string;
  onBack: () => void;
}

export function DetailHeader({ name, badge, back, onBack }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-base font-semibold text-gray-900">
        <Typed text={name} />
        {badge && <> {badge}</>}
      </h2>
      <Button variant="secondary" onClick={onBack}>
        {back}
      </Button>
    </div>
  );
}
