/**
 * The menu a tag opens on a right click (or the keyboard's menu key, or Shift+F10): its actions
 * as a list of menu items, the first one focused; arrows move, Escape or a click elsewhere closes.
 */
import { type KeyboardEvent, useEffect, useRef } from 'react';

export interface TagAction {
  label: string;
  run: () => void;
}

interface Props {
  label: string;
  at: { x: number; y: number };
  actions: readonly TagAction[];
  onClose: () => void;
}

export function TagMenu({ label, at, actions, onClose }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector('button')?.focus();
    const away = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) onClose();
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [onClose]);

  const move = (e: KeyboardEvent) => {
    const items = [...(box.current?.querySelectorAll('button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[e.key];
    if (e.key === 'Escape' || e.key === 'Tab') onClose();
    else if (step) {
      e.preventDefault();
      items[(at + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div
      ref={box}
      role="menu"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={move}
      style={{ left: at.x, top: at.y }}
      className="fixed z-50 min-w-36 rounded border border-gray-200 bg-white py-1 text-sm shadow-lg"
    >
      {actions.map((a) => (
        <button
          key={a.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => {
            onClose();
            a.run();
          }}
          className="flex w-full items-center px-3 py-1.5 text-left hover:bg-gray-100 focus:bg-gray-100 focus:outline-none"
        >
          {a.label}
        </button>
      ))}
    </div>
  );
}
