/** The translator's shapes, apart so that both engines and the index can take them. */
import type { Locale } from '#shared/constants.ts';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

export type Words = Record<string, string>;

/** What translates one locale's keys, and learns an area's words when that area loads. */
export interface Engine {
  translate: Translate;
  add(words: Record<Locale, Words>): void;
}
