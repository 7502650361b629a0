/** The kinds of public content editors keep, as the console and the editor API name them. */
export const CONTENT_TYPE_KEYS = [
  'article',
  'standard',
  'patent',
  'expert',
  'training',
  'periodical',
  'download',
  'alliance',
  'member',
  'link',
] as const;
export type ContentTypeKey = (typeof CONTENT_TYPE_KEYS)[number];
