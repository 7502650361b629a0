/**
 * A signed-in page's list, read once the session is known: `rows` is undefined while it loads
 * and 'failed' when it could not be read (the page says so, with a retry: LoadFailed.tsx), never
 * an empty list that would tell the reader there is nothing for them. `reload` reads it again
 * keeping what is shown (after a change the page made); `retry` starts over from loading.
 * `read` must be the same function every time (a calls module's export).
 */
import { useCallback, useEffect, useState } from 'react';
import { useReady } from './useReady.ts';

export function useReadyList<T>(read: () => Promise<T[]>) {
  const ready = useReady();
  const [rows, setRows] = useState<T[] | 'failed'>();
  const reload = useCallback(() => {
    void read()
      .then(setRows)
      .catch(() => setRows('failed'));
  }, [read]);
  useEffect(() => {
    if (ready) reload();
  }, [ready, reload]);
  const retry = useCallback(() => {
    setRows(undefined);
    reload();
  }, [reload]);
  return { ready, rows, reload, retry };
}
