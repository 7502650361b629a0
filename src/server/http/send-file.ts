/**
 * The one way a handler answers with a file (a spreadsheet, a PDF, a ZIP): a route declared with
 * `fileResponses()` answers a plain Response, which is what this gives, so no handler casts its
 * answer to make the types meet.
 */
import { attachment } from './attachment.ts';

export interface FileToSend {
  /** Bytes made whole in memory, or a stream written as it is read (a large spreadsheet). */
  body: Uint8Array | ReadableStream<Uint8Array>;
  /** The media type, e.g. application/pdf. */
  type: string;
  /** The name it is saved under, in the reader's language. */
  name: string;
  /** A spreadsheet's row count, said in a header before the rows so the console can show progress. */
  rows?: number;
}

/** A download: saved under its name, never cached (attachment.ts). */
export function sendFile(file: FileToSend): Response {
  // A Buffer may be a view into a shared pool: the answer gets its own bytes.
  const body = file.body instanceof Uint8Array ? new Uint8Array(file.body) : file.body;
  const extra: Record<string, string> = {};
  if (file.rows !== undefined) extra['X-Row-Count'] = String(file.rows);
  return attachment(body, file.name, file.type, extra);
}
