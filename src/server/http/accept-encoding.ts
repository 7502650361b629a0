/** Whether an Accept-Encoding header takes `name`: listed (or `*`) and not with q=0. */
export function acceptsEncoding(header: string | undefined, name: string): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const takes = !q || Number(q.slice(2)) > 0;
    if (token === name) return takes;
    if (token === '*') wildcard = takes;
  }
  return wildcard;
}
