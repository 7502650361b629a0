/**
 * Text a spreadsheet program could take for a formula if someone edits the cell (it starts with
 * = + - @, a tab or a carriage return) must stay text. Excel's way is the cell style's
 * `quotePrefix`: what typing a leading apostrophe sets, kept by an edit and never shown. ExcelJS 4
 * cannot write it, so the style every text cell here has (number format `@`, built-in id 49) gets
 * it on its way into styles.xml. Both writers (a workbook in memory and one streamed) take
 * styles.xml from the same getter.
 */
import { createRequire } from 'node:module';

const TEXT_STYLE = /<xf numFmtId="49"(?![^>]*quotePrefix)/g;

/** styles.xml with every text style marked quote-prefixed. */
export const withQuotePrefix = (xml: string) =>
  xml.replace(TEXT_STYLE, '<xf numFmtId="49" quotePrefix="1"');

interface XmlPart {
  readonly xml: string;
}
const load = createRequire(import.meta.url);
const { prototype: stylesPart } = load('exceljs/lib/xlsx/xform/style/styles-xform.js') as {
  prototype: XmlPart;
};
const { prototype: anyPart } = load('exceljs/lib/xlsx/xform/base-xform.js') as {
  prototype: XmlPart;
};
const plainXml = Object.getOwnPropertyDescriptor(anyPart, 'xml')?.get;
// This module may be evaluated twice over one exceljs (two module graphs in one process, as the
// test runner's set-up makes): the getter is then already ours.
const ours = Symbol.for('assoc.quotePrefix');
const current = Object.getOwnPropertyDescriptor(stylesPart, 'xml')?.get as
  | { [ours]?: true }
  | undefined;
if (!current?.[ours]) {
  if (!plainXml || current)
    throw new Error('exceljs changed: styles.xml can no longer be given quotePrefix here');
  const get = Object.assign(
    function (this: XmlPart) {
      return withQuotePrefix(String(plainXml.call(this)));
    },
    { [ours]: true as const },
  );
  Object.defineProperty(stylesPart, 'xml', { get });
}
