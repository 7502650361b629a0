/** What the site builder is given (builder.ts), and so each of its parts. */
import type { BuildJournal } from './build-journal.ts';
import type { WarmRenderer } from './warm-renderer.ts';

export interface BuilderOptions {
  root: string;
  dataDir: string;
  /** Where the builds are kept: `site` in the data folder unless set (SITE_DIR). */
  siteDir?: string;
  /** Builds other users may read (a web server serving the pages itself, from SITE_DIR). */
  readableByOthers?: boolean;
  /** Where the build reads content from, e.g. http://127.0.0.1:4321/prod-api. */
  apiUrl: () => string;
  fingerprint: () => Promise<string>;
  env?: Record<string, string>;
  log?: (line: string) => void;
  debounceMs?: number;
  /** How long after the last edit its layers are merged into a complete build. */
  mergeAfterMs?: number;
  /** The page renderer's JavaScript heap, in MB (undefined: Node's own limit). */
  rendererHeapMb?: number;
  /** Where each build's progress is written for the editors. */
  journal?: BuildJournal;
  /** Names this process in the journal's rows it builds. */
  processId?: string;
  /** Made before the builder (rendererFor), when it may be bundling the first build already. */
  renderer?: WarmRenderer;
}
