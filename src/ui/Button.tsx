import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'link';
const STYLES: Record<Variant, string> = {
  // The brand's blue, or the colour a page sets (the console's theme colour).
  primary:
    'bg-[var(--button-primary,var(--color-brand-600))] text-[var(--button-on-primary,#fff)] hover:bg-[var(--button-primary-hover,var(--color-brand-700))] disabled:opacity-60',
  secondary: 'border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 disabled:opacity-60',
  link: 'text-brand-600 underline-offset-2 hover:underline disabled:text-gray-400',
};

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  const box = variant === 'link' ? 'px-1' : 'rounded px-4 py-2';
  return (
    <button
      type="button"
      className={`${box} text-sm font-medium transition ${STYLES[variant]} ${className}`}
      {...props}
    />
  );
}
