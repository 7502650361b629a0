/**
 * What a page shows when its list could not be read: saying so, with a button to try again,
 * rather than an empty list that would tell the reader there is nothing for them.
 */
import { Button } from './Button.tsx';

export function LoadFailed({
  message,
  retry,
  onRetry,
}: {
  /** In the page's words: what could not be read. */
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div className="rounded-lg bg-white p-6 text-sm shadow-sm" data-load-failed>
      <p role="alert" className="text-red-700">
        {message}
      </p>
      <Button className="mt-3" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}
