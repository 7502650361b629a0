/** Text placed inside HTML (notices, server pages): every character that could open markup is escaped. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
