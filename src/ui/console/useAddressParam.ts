/**
 * A console page's own state kept in the address (`?edit=12`), so a reload, a shared link and
 * back/forward keep it.
 */
import { useEffect, useState } from 'react';

const read = (name: string) => new URLSearchParams(location.search).get(name) ?? undefined;

export function useAddressParam(
  name: string,
): [string | undefined, (next: string | undefined, replace?: boolean) => void] {
  const [value, setValue] = useState(() => read(name));

  useEffect(() => {
    const follow = () => setValue(read(name));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [name]);

  const show = (next: string | undefined, replace = false) => {
    const url = new URL(location.href);
    if (next === undefined) url.searchParams.delete(name);
    else url.searchParams.set(name, next);
    history[replace ? 'replaceState' : 'pushState'](null, '', url);
    setValue(next);
    window.scrollTo(0, 0);
  };
  return [value, show];
}
