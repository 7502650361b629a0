/**
 * A row of numbered steps; the current one is announced to screen readers. On a phone only the
 * current step keeps its label in sight (the others are numbers, named for screen readers), so the
 * row never needs more than the screen is wide.
 */
export function Steps({ steps, current }: { steps: string[]; current: number }) {
  return (
    <ol className="mb-8 flex items-center gap-2 text-sm">
      {steps.map((label, i) => (
        <li
          key={label}
          aria-current={i === current ? 'step' : undefined}
          className={`flex min-w-0 flex-1 items-center gap-2 ${i === current ? 'max-sm:flex-auto' : ''}`}
        >
          <span
            className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
              i < current
                ? 'bg-brand-100 text-brand-700'
                : i === current
                  ? 'bg-brand-600 text-white'
                  : 'bg-gray-200 text-gray-600'
            }`}
          >
            {i + 1}
          </span>
          <span
            className={
              i === current ? 'font-semibold text-brand-700' : 'text-gray-600 max-sm:sr-only'
            }
          >
            {label}
          </span>
          {i < steps.length - 1 && (
            <span className="mx-1 h-px flex-1 bg-gray-300" aria-hidden="true" />
          )}
        </li>
      ))}
    </ol>
  );
}
