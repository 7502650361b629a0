/** The `client:touch` directive's attribute in Astro templates (hydrate-on-touch.ts). */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:touch'?: boolean | 'page' | 'hash';
  }
}
export {};
