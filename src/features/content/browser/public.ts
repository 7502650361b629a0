/**
 * What other parts of the console may use of the content editor: its form kit (the frame, the
 * fields, the state every form shares, the history), the forms of the site's single pages and
 * documents, and the rebuild a public change starts.
 */
export { BuildLine, useRebuild } from './BuildProgress.tsx';
export { EditorForm } from './EditorForm.tsx';
export { ItemForm } from './ItemForm.tsx';
export { Revisions } from './Revisions.tsx';
export { editable, type Row } from './editable.store.ts';
export { DOCUMENT_FORMS, type FormField, PAGE_FORM } from './forms.ts';
export { blankOf, nameIn, payloadOf } from './values.ts';
