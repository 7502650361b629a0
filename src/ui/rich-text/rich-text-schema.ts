/**
 * What the rich-text editor knows, apart from React: its nodes and the HTML it gives back. Tables
 * are a module of their own (rich-text-tables.ts, a tenth of the editor's script), loaded with the
 * editor when the text holds a table and otherwise when one is first inserted or pasted
 * (table-loader.ts). Stored rich text is plain hand-written HTML (`<li>text</li>`, a header row in
 * `<thead>`), while the editor's own model wraps every list item and cell in a paragraph and keeps
 * every row in one body. `editorHtml` writes the model back in the stored form, so an item opened
 * and saved unchanged stays the same and a table survives an edit anywhere in the body.
 */
import type { Editor, Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

/** Everything but tables (rich-text-tables.ts adds them). */
export const richTextExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
  }),
  Image,
];

/**
 * A list item's or cell's one paragraph is its text itself: `<li><p>a</p></li>` is `<li>a</li>`,
 * and `<li><p>a</p><ul>…</ul></li>` is `<li>a<ul>…</ul></li>`.
 */
function unwrapLoneParagraphs(root: ParentNode) {
  for (const holder of root.querySelectorAll('li, td, th')) {
    const [first, ...rest] = holder.children;
    const lone =
      first?.tagName === 'P' &&
      !first.attributes.length &&
      holder.firstChild === first &&
      rest.every((e) => e.tagName === 'UL' || e.tagName === 'OL');
    if (lone) first.replaceWith(...first.childNodes);
  }
}

/** The rows at a table's top made only of header cells go back into its head. */
function headerRowsToHead(root: ParentNode) {
  for (const body of root.querySelectorAll('table > tbody:first-child')) {
    const heading: Element[] = [];
    for (const row of body.children) {
      const cells = [...row.children];
      if (cells.length === 0 || cells.some((c) => c.tagName !== 'TH')) break;
      heading.push(row);
    }
    if (heading.length === 0) continue;
    const head = body.ownerDocument.createElement('thead');
    head.append(...heading);
    body.before(head);
    if (body.children.length === 0) body.remove();
  }
}

/** The editor's document as stored rich text ('' when empty). */
export function editorHtml(editor: Editor): string {
  if (editor.isEmpty) return '';
  // The editor keeps an empty line after a table or picture to type on: it is not content.
  const html = editor.getHTML().replace(/(<p><\/p>)+$/, '');
  if (!/<(li|table)\b/.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  unwrapLoneParagraphs(template.content);
  headerRowsToHead(template.content);
  return template.innerHTML;
}
