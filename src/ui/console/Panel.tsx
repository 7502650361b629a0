/** A titled white panel: the body of every console page, its title the page's one heading. */
import { useId, type ReactNode } from 'react';

export function Panel({
  title,
  children,
  level = 1,
}: {
  title: ReactNode;
  children?: ReactNode;
  /** 2 for a panel below the page's own heading. */
  level?: 1 | 2;
}) {
  const id = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-6 shadow-sm">
      <Heading id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </Heading>
      {children}
    </section>
  );
}
