/**
 * The layout settings, in a drawer from the right: side theme, theme colour and the layout
 * switches. Each change shows at once and is kept in this browser; reset forgets them all. It
 * loads when first opened.
 */
import { useStore } from '@nanostores/react';
import {
  Dialog,
  DialogPanel,
  DialogTitle,
  Field,
  Label,
  Radio,
  RadioGroup,
  Switch,
} from '@headlessui/react';
import { Check, X } from 'lucide-react';
import {
  $layout,
  LAYOUT_SWITCHES,
  SIDE_THEMES,
  THEME_COLOURS,
  changeLayout,
  resetLayout,
  textOn,
  type ThemeColour,
} from '#client/stores/console-layout.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';

const COLOUR_NAMES: Record<ThemeColour, string> = {
  '#409EFF': 'console.colour.blue',
  '#1890ff': 'console.colour.daybreak',
  '#304156': 'console.colour.slate',
  '#212121': 'console.colour.ink',
  '#11a983': 'console.colour.green',
  '#13c2c2': 'console.colour.cyan',
  '#6959CD': 'console.colour.purple',
  '#f5222d': 'console.colour.red',
};
const SIDE_NAMES = {
  'theme-dark': 'console.settings.sideDark',
  'theme-light': 'console.settings.sideLight',
};

export default function SettingsDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useConsole();
  const layout = useStore($layout);
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-y-0 right-0 flex max-w-full">
        <DialogPanel className="flex w-80 max-w-[100vw] flex-col overflow-y-auto bg-white p-5 shadow-xl">
          <div className="flex items-center justify-between">
            <DialogTitle className="text-base font-semibold">
              {t('console.settings.title')}
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              className="rounded p-1 hover:bg-gray-100"
            >
              <X size={18} aria-hidden="true" />
            </button>
          </div>
          <p className="mt-1 text-sm text-gray-600">{t('console.settings.kept')}</p>

          <RadioGroup
            value={layout.sideTheme}
            onChange={(sideTheme) => changeLayout({ sideTheme })}
            aria-label={t('console.settings.sideTheme')}
            className="mt-5"
          >
            <h3 className="mb-2 text-sm font-semibold">{t('console.settings.sideTheme')}</h3>
            <div className="flex gap-3">
              {SIDE_THEMES.map((side) => (
                <Field key={side} className="flex items-center gap-2">
                  <Radio
                    value={side}
                    className="group flex h-5 w-5 items-center justify-center rounded-full border border-gray-400 data-checked:border-(--console-theme) data-checked:bg-(--console-theme) data-focus:outline-2"
                  >
                    <Check
                      size={12}
                      aria-hidden="true"
                      className="invisible text-(--console-on-theme) group-data-checked:visible"
                    />
                  </Radio>
                  <Label className="text-sm">{t(SIDE_NAMES[side])}</Label>
                </Field>
              ))}
            </div>
          </RadioGroup>

          <RadioGroup
            value={layout.theme}
            onChange={(theme) => changeLayout({ theme })}
            aria-label={t('console.settings.themeColour')}
            className="mt-5"
          >
            <h3 className="mb-2 text-sm font-semibold">{t('console.settings.themeColour')}</h3>
            <div className="flex flex-wrap gap-2">
              {THEME_COLOURS.map((colour) => (
                <Radio
                  key={colour}
                  value={colour}
                  aria-label={t(COLOUR_NAMES[colour])}
                  title={t(COLOUR_NAMES[colour])}
                  style={{ backgroundColor: colour, color: textOn(colour) }}
                  className="group flex h-7 w-7 items-center justify-center rounded border border-black/10 data-focus:outline-2 data-focus:outline-offset-2"
                >
                  <Check
                    size={16}
                    aria-hidden="true"
                    className="invisible group-data-checked:visible"
                  />
                </Radio>
              ))}
            </div>
          </RadioGroup>

          <h3 className="mb-2 mt-5 text-sm font-semibold">{t('console.settings.layout')}</h3>
          <ul className="space-y-3">
            {LAYOUT_SWITCHES.map((key) => (
              <li key={key}>
                <Field className="flex items-center justify-between gap-3">
                  <Label className="text-sm">{t(`console.settings.${key}`)}</Label>
                  <Switch
                    checked={layout[key]}
                    onChange={(on) => changeLayout({ [key]: on })}
                    className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-gray-400 transition data-checked:bg-(--console-theme) data-focus:outline-2 data-focus:outline-offset-2"
                  >
                    <span className="inline-block h-4 w-4 translate-x-1 rounded-full bg-white transition group-data-checked:translate-x-6" />
                  </Switch>
                </Field>
              </li>
            ))}
          </ul>

          <Button variant="secondary" className="mt-6" onClick={() => resetLayout()}>
            {t('console.settings.reset')}
          </Button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
