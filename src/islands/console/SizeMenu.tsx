/**
 * The console's text size (信息无障碍): default, medium, small or mini, confirmed in the reader's
 * language. Its button is named for what it changes, "文字大小" / "Text size": a screen reader
 * announces that name, and a bare "Size" said nothing of what grows.
 */
import { useStore } from '@nanostores/react';
import { ALargeSmall, Check } from 'lucide-react';
import { $size, CONSOLE_SIZES, setSize, type ConsoleSize } from '#client/stores/console-size.ts';
import { toast } from '#client/stores/feedback.ts';
import { useConsole } from '#ui/console/context.ts';
import { ICON_BUTTON } from '#ui/console/IconButton.tsx';
import { DropMenu } from './DropMenu.tsx';

export function SizeMenu() {
  const { t } = useConsole();
  const size = useStore($size);
  const choose = (next: ConsoleSize) => {
    setSize(next);
    toast('success', t('console.size.switched'));
  };
  return (
    <DropMenu
      button={{
        label: t('console.size.label'),
        className: ICON_BUTTON,
        content: <ALargeSmall size={18} aria-hidden="true" />,
      }}
      listClass="min-w-32"
      itemClass="flex w-full items-center gap-2 px-3 py-1.5 text-left data-focus:bg-gray-100"
      entries={CONSOLE_SIZES.map((s) => ({
        key: s,
        current: s === size,
        onSelect: () => choose(s),
        content: (
          <>
            <Check size={14} aria-hidden="true" className={s === size ? '' : 'invisible'} />
            {t(`console.size.${s}`)}
          </>
        ),
      }))}
    />
  );
}
