/**
 * The console's text size (信息无障碍): default, medium, small or mini, confirmed in the reader's
 * language. Its button is named for what it changes, "文字大小" / "Text size": a screen reader
 * announces that name, and a bare "Size" said nothing of what grows.
 */
import { useStore } from '@nanostores/react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ALargeSmall, Check } from 'lucide-react';
import { $size, CONSOLE_SIZES, setSize, type ConsoleSize } from '#client/stores/console-size.ts';
import { toast } from '#client/stores/feedback.ts';
import { useConsole } from '#ui/console/context.ts';
import { IconButton } from '#ui/console/IconButton.tsx';

export function SizeMenu() {
  const { t } = useConsole();
  const size = useStore($size);
  const choose = (next: ConsoleSize) => {
    setSize(next);
    toast('success', t('console.size.switched'));
  };
  return (
    <Menu as="div" className="relative">
      <MenuButton as={IconButton} label={t('console.size.label')}>
        <ALargeSmall size={18} aria-hidden="true" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 min-w-32 rounded border border-gray-200 bg-white py-1 shadow-lg focus:outline-none"
      >
        {CONSOLE_SIZES.map((s) => (
          <MenuItem key={s}>
            <button
              type="button"
              onClick={() => choose(s)}
              aria-current={s === size ? 'true' : undefined}
              className="flex w-full items-center gap-2 px-3 py-1.5 text-left data-focus:bg-gray-100"
            >
              <Check size={14} aria-hidden="true" className={s === size ? '' : 'invisible'} />
              {t(`console.size.${s}`)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
