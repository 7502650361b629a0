/** Every attendee of a training registration under review, with what the unit gave for each. */
import type { Translate } from '#i18n/index.ts';

const COLUMNS = ['name', 'gender', 'position', 'phone', 'ethnicity'] as const;

export function AttendeePeople({ people, t }: { people: Record<string, string>[]; t: Translate }) {
  const cell = (p: Record<string, string>, k: (typeof COLUMNS)[number]) =>
    k === 'gender' ? (p.gender === '1' ? t('trainreg.male') : t('trainreg.female')) : (p[k] ?? '');
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full min-w-[28rem] text-left text-sm" data-attendees>
        <caption className="text-left font-semibold">{t('trainreg.attendees')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((k) => (
              <th key={k} className="py-1 pr-3 font-medium text-gray-500">
                {t(`trainreg.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.map((p) => (
            <tr key={`${p.name}-${p.phone}`}>
              {COLUMNS.map((k) => (
                <td key={k} className="py-1 pr-3">
                  {cell(p, k)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
