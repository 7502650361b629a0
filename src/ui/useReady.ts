/** Runs the route guard once; the island renders when the session is known. */
import { useEffect, useState } from 'react';
import { requireSession } from '#client/auth.store.ts';

export function useReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => void requireSession().then(setReady), []);
  return ready;
}
