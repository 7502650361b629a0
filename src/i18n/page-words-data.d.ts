/** One namespace's words in one language, made by words-plugin.ts for the browser. */
declare module 'virtual:page-words-data/*' {
  const words: Record<string, string>;
  export default words;
}
