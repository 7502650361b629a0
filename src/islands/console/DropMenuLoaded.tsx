/** The drop-down menu itself (DropMenu.tsx loads it): opens as it mounts, its button focused. */
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { type ReactNode, useEffect, useRef } from 'react';

interface DropEntry {
  key: string;
  content: ReactNode;
  /** A link, or an action. */
  href?: string;
  onSelect?: () => void;
  current?: boolean;
}

export interface DropMenuProps {
  /** The button's own attributes and what it shows. */
  button: { className: string; label?: string; content: ReactNode };
  entries: DropEntry[];
  /** The list's width and text size (Tailwind classes). */
  listClass: string;
  itemClass: string;
}

export default function DropMenuLoaded({ button, entries, listClass, itemClass }: DropMenuProps) {
  const own = useRef<HTMLDivElement>(null);
  // It replaced the button just pressed: the press goes on to open it.
  useEffect(() => {
    const pressed = own.current?.querySelector('button');
    pressed?.focus();
    pressed?.click();
  }, []);
  return (
    <Menu as="div" className="relative" ref={own}>
      <MenuButton aria-label={button.label} title={button.label} className={button.className}>
        {button.content}
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className={`z-40 rounded border border-gray-200 bg-white py-1 shadow-lg focus:outline-none ${listClass}`}
      >
        {entries.map((e) => (
          <MenuItem key={e.key}>
            {e.href ? (
              <a href={e.href} className={itemClass}>
                {e.content}
              </a>
            ) : (
              <button
                type="button"
                onClick={e.onSelect}
                aria-current={e.current ? 'true' : undefined}
                className={itemClass}
              >
                {e.content}
              </button>
            )}
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
