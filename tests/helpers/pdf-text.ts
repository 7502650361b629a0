/** The text of a PDF, page by page, read with pdf.js as a person's viewer would show it. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: bytes, useSystemFonts: false });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await task.destroy();
  return pages.join('\n');
}

/** Downloads a PDF from the API with a token; the status and the text (empty unless a PDF). */
export async function pdfFrom(
  url: string,
  token: string,
  lang: 'zh' | 'en' = 'zh',
): Promise<{ status: number; text: string; name: string }> {
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, 'content-language': lang },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const isPdf = res.headers.get('content-type') === 'application/pdf';
  return {
    status: res.status,
    text: isPdf ? await pdfText(bytes) : '',
    name: decodeURIComponent(res.headers.get('download-filename') ?? ''),
  };
}
