/** A file the caller downloads: saved under a name in the reader's language, never cached. */
export function attachment(
  body: BodyInit,
  fileName: string,
  type: string,
  extra: Record<string, string> = {},
): Response {
  const encoded = encodeURIComponent(fileName);
  return new Response(body, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename*=UTF-8''${encoded}`,
      'download-filename': encoded,
      'Access-Control-Expose-Headers': ['download-filename', ...Object.keys(extra)].join(', '),
      'Cache-Control': 'private, no-store',
      ...extra,
    },
  });
}
