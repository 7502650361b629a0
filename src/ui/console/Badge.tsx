/** A state shown as a small coloured label; the colour helps scanning, the words say it. */
import type { ReactNode } from 'react';

const TONES = {
  red: 'bg-red-50 text-red-800',
  amber: 'bg-amber-50 text-amber-800',
  green: 'bg-green-50 text-green-800',
  blue: 'bg-blue-50 text-blue-800',
  indigo: 'bg-indigo-50 text-indigo-800',
  orange: 'bg-orange-50 text-orange-800',
  gray: 'bg-gray-100 text-gray-600',
} as const;
export type Tone = keyof typeof TONES;

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={`whitespace-nowrap rounded px-2 py-0.5 text-xs font-normal ${TONES[tone]}`}>
      {children}
    </span>
  );
}
