// @vitest-environment happy-dom
/**
 * Every rich text the demo content holds, opened in the console's editor and given back without a
 * change, is what was stored: the editor's own model (a paragraph in every cell and list item, all
 * rows in one body) must not leak into saved content, and tables must not be flattened.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Editor } from '@tiptap/core';
import { afterAll, describe, expect, it } from 'vitest';
import { editorHtml } from '../../src/ui/rich-text/rich-text-schema.ts';
import { withTables } from '../../src/ui/rich-text/rich-text-tables.ts';
import { sanitizeRichText } from '../../src/server/text/sanitize.ts';

const DEMO = join(import.meta.dirname, '../../content/demo');

/** Each string in the demo files that is rich text (starts with a block tag). */
function richTexts(): { where: string; html: string }[] {
  const found: { where: string; html: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') {
      if (/^\s*<(p|h[2-4]|ul|ol|table|blockquote)\b/.test(value))
        found.push({ where, html: value });
    } else if (Array.isArray(value))
      for (const [i, v] of value.entries()) walk(v, `${where}[${i}]`);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`);
  };
  for (const file of readdirSync(DEMO).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(join(DEMO, file), 'utf8')), file);
  return found;
}

let editor: Editor | undefined;
afterAll(() => editor?.destroy());

/** The editor with `html` loaded, as the console opens an item. */
const opened = (html: string) => {
  editor ??= new Editor({ extensions: withTables });
  editor.commands.setContent(html, { emitUpdate: false });
  return editor;
};

describe('rich text opened in the editor and saved unchanged', () => {
  const texts = richTexts();

  it('covers the demo content, tables among it', () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((t) => t.html.includes('<table>')).length).toBeGreaterThanOrEqual(10);
  });

  it('gives back every demo body as it was stored', () => {
    const changed = texts.filter(
      ({ html }) => sanitizeRichText(editorHtml(opened(html))) !== sanitizeRichText(html),
    );
    expect(changed.map((c) => c.where)).toEqual([]);
  }, 60_000);

  it('keeps header rows, merged cells and a header column', () => {
    const html =
      '<table><thead><tr><th colspan="2">设备</th><th>数量</th></tr></thead>' +
      '<tbody><tr><th rowspan="2">压片机</th><td>高速</td><td>12</td></tr>' +
      '<tr><td>中速</td><td></td></tr></tbody></table>';
    expect(editorHtml(opened(html))).toBe(html);
  });

  it('keeps a table pasted from Word as a table', () => {
    const word =
      '<table class="MsoTableGrid" border="1" style="border-collapse:collapse"><tbody>' +
      '<tr><td width="200" valign="top" style="width:150pt"><p class="MsoNormal"><span lang="ZH-CN">冻干机</span></p></td>' +
      '<td valign="top"><p class="MsoNormal">8</p></td></tr></tbody></table>';
    const saved = sanitizeRichText(editorHtml(opened(word)));
    expect(saved).toBe('<table><tbody><tr><td>冻干机</td><td>8</td></tr></tbody></table>');
  });

  it('makes a new table with a header row, in the stored form', () => {
    const e = opened('<p>表格如下</p>');
    e.chain().focus('end').insertTable({ rows: 2, cols: 2, withHeaderRow: true }).run();
    expect(editorHtml(e)).toBe(
      '<p>表格如下</p><table><thead><tr><th></th><th></th></tr></thead>' +
        '<tbody><tr><td></td><td></td></tr></tbody></table>',
    );
  });
});
