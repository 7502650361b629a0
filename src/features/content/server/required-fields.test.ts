/**
 * Every field the console's forms mark required is required by the server: sent empty, as the
 * form sends an empty required field, it is refused and named, in the reader's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPE_KEYS } from '#shared/content-types.ts';
import { DUPLICATE_WINDOW_MS } from '#shared/constants.ts';
import { CONTENT_FORMS, type FormField } from '../browser/forms.ts';
import { blankRow, payloadOf } from '../browser/values.ts';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let editor: string;
beforeAll(async () => {
  s = await startTestServer();
  editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
});
afterAll(() => s.stop());

type Refusal = { errors?: { field: string; msg: string }[] };
const REQUIRED = { zh: '此项为必填项', en: 'This field is required' } as const;

/** A demo item of the type as its form would send it back. */
async function formOf(type: string, fields: readonly FormField[]) {
  const list = await call<{ rows: Record<string, unknown>[] }>(
    s.base,
    'GET',
    `/content/${type}?pageNum=1&pageSize=10`,
    { token: editor },
  );
  const row = list.body.rows[0] ?? {};
  return { row, body: payloadOf(fields, row) };
}

describe('the server requires what the console’s forms mark required', () => {
  for (const type of CONTENT_TYPE_KEYS) {
    const fields = CONTENT_FORMS[type];
    it(`${type}: each required field sent empty is refused and named, in both languages`, async () => {
      const { body } = await formOf(type, fields);
      for (const field of fields.filter((f) => f.required)) {
        for (const lang of ['zh', 'en'] as const) {
          // The same body again within a second is a double submit: let the clock move on.
          s.advance(DUPLICATE_WINDOW_MS + 1);
          const sent = payloadOf(fields, { ...body, [field.name]: null });
          const created = await call<Refusal>(s.base, 'POST', `/content/${type}`, {
            token: editor,
            body: sent,
            lang,
          });
          expect(created.status, `${type}.${field.name}`).toBe(400);
          expect(created.body.errors).toContainEqual({ field: field.name, msg: REQUIRED[lang] });
        }
      }
    });
  }

  it('an article saved with its title emptied, or only spaces, is refused and keeps its title', async () => {
    const { row } = await formOf('article', CONTENT_FORMS.article);
    for (const title of ['', '   ']) {
      s.advance(DUPLICATE_WINDOW_MS + 1);
      const saved = await call<Refusal>(s.base, 'PUT', `/content/article/${row.id}`, {
        token: editor,
        body: { title, version: row.version },
        lang: 'en',
      });
      expect(saved.status).toBe(400);
      expect(saved.body.errors).toEqual([{ field: 'title', msg: REQUIRED.en }]);
    }
    const kept = await call<{ data: { title: string } }>(
      s.base,
      'GET',
      `/content/article/${row.id}`,
      { token: editor },
    );
    expect(kept.body.data.title).toBe(row.title);
  });

  it('the required cells of a row (a standard’s revision, a periodical’s contents) are required', async () => {
    for (const [type, rows] of [
      ['standard', 'revisions'],
      ['periodical', 'contents'],
    ] as const) {
      const fields = CONTENT_FORMS[type];
      const rowsField = fields.find((f) => f.name === rows);
      if (!rowsField) throw new Error(`${type} has no ${rows}`);
      const { body } = await formOf(type, fields);
      const sent = payloadOf(fields, { ...body, [rows]: [blankRow(rowsField)] });
      const created = await call<Refusal>(s.base, 'POST', `/content/${type}`, {
        token: editor,
        body: sent,
        lang: 'zh',
      });
      expect(created.status).toBe(400);
      for (const cell of (rowsField.row ?? []).filter((f) => f.required))
        expect(created.body.errors).toContainEqual({
          field: `${rows}.0.${cell.name}`,
          msg: REQUIRED.zh,
        });
    }
  });
});

describe('the contact document', () => {
  it('refuses an invalid email, its own or a department’s, in both languages', async () => {
    const doc = await call<{ data: { value: Record<string, unknown>; version: string } }>(
      s.base,
      'GET',
      '/content/documents/contact',
      { token: editor },
    );
    const { value, version } = doc.body.data;
    const departments = (value.departments as Record<string, unknown>[]) ?? [];
    const invalid = { zh: '请输入正确的邮箱地址', en: 'Please enter a valid email address' };
    for (const lang of ['zh', 'en'] as const) {
      s.advance(DUPLICATE_WINDOW_MS + 1);
      const own = await call<Refusal>(s.base, 'PUT', '/content/documents/contact', {
        token: editor,
        body: { value: { ...value, email: 'not-an-email' }, version },
        lang,
      });
      expect(own.status).toBe(400);
      expect(own.body.errors).toEqual([{ field: 'value.email', msg: invalid[lang] }]);
    }
    const department = await call<Refusal>(s.base, 'PUT', '/content/documents/contact', {
      token: editor,
      body: {
        value: { ...value, departments: [{ ...departments[0], name: '秘书处', email: 'a@b' }] },
        version,
      },
      lang: 'en',
    });
    expect(department.body.errors).toEqual([
      { field: 'value.departments.0.email', msg: invalid.en },
    ]);
    // Empty stays allowed: a contact page need not give an email.
    const empty = await call(s.base, 'PUT', '/content/documents/contact', {
      token: editor,
      body: { value: { ...value, email: '' }, version },
    });
    expect(empty.body.code).toBe(200);
  });
});
