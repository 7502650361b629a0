/**
 * A navbar drop-down menu whose code (Headless UI's menu: a fifth of the console's start page)
 * loads on the first press of its button. Until then the button is a plain one that looks and is
 * named the same; pressed, it loads the menu, which takes its place and opens at once.
 */
import { lazy, Suspense, useState } from 'react';
import type { DropMenuProps } from './DropMenuLoaded.tsx';

const Loaded = lazy(() => import('./DropMenuLoaded.tsx'));

export function DropMenu(props: DropMenuProps) {
  const [pressed, setPressed] = useState(false);
  if (pressed)
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        <Loaded {...props} />
      </Suspense>
    );
  return <Placeholder {...props} onPress={() => setPressed(true)} />;
}

function Placeholder({ button, onPress }: DropMenuProps & { onPress?: () => void }) {
  return (
    <div className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded="false"
        aria-label={button.label}
        title={button.label}
        className={button.className}
        onClick={onPress}
        data-drop-placeholder
      >
        {button.content}
      </button>
    </div>
  );
}
