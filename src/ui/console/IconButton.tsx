/** A navbar button drawn as an icon and named in words for screen readers and a pointer's tooltip. */
import { forwardRef, type ButtonHTMLAttributes } from 'react';

/** How an icon button looks: also the look of a menu's button before its menu loads (DropMenu). */
export const ICON_BUTTON =
  'flex h-9 w-9 shrink-0 items-center justify-center rounded text-gray-700 hover:bg-gray-100';

export const IconButton = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { label: string }
>(function IconButton({ label, className = '', ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      className={`${ICON_BUTTON} ${className}`}
      {...props}
    />
  );
});
