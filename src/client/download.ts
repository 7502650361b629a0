/**
 * Saving a file the API streams (an export): read as it arrives, telling how much came, then
 * handed to the browser as a download under the name the server gave.
 */
export interface Received {
  bytes: number;
  /** Rows the server said it would write, when it said. */
  rows: number | null;
}

export async function saveStream(
  result: { data?: ReadableStream<Uint8Array> | null; response: Response },
  onProgress: (received: Received) => void,
): Promise<void> {
  const { response } = result;
  const rowHeader = response.headers.get('X-Row-Count');
  const rows = rowHeader === null ? null : Number(rowHeader);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const reader = result.data?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    parts.push(new Uint8Array(chunk.value));
    bytes += chunk.value.byteLength;
    onProgress({ bytes, rows });
  }
  const name = decodeURIComponent(response.headers.get('download-filename') ?? 'export.xlsx');
  const url = URL.createObjectURL(
    new Blob(parts, { type: response.headers.get('Content-Type') ?? '' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
