/**
 * What `npm run dev` shows of the API's own output: everything but the lines that name an address
 * to open or pages to serve. In development the API listens on a free port of its own and the dev
 * server serves the pages; a newcomer who opened the API's address would find no pages there.
 */
const NOT_FOR_DEV = [
  /^\[server\] listening on /,
  /^Ready in [\d.]+ s: open /,
  /^\[site\] SITE_BUILD is off/,
];

export const shownInDev = (line: string): boolean => !NOT_FOR_DEV.some((p) => p.test(line));
