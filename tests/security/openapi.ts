/**
 * The routes as the API describes them, for the hostile suites: every operation, an address for it
 * with chosen ids, and a body of the right shape with chosen text in every string. A route is in
 * every suite the day it is declared.
 */
import { renderOpenApi } from '#server/openapi-doc.ts';

export interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  minLength?: number;
  minimum?: number;
  minItems?: number;
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
}
export interface Parameter {
  in: string;
  name: string;
  schema?: Schema;
}
export interface Operation {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  'x-permissions'?: string[];
}

const doc = JSON.parse(renderOpenApi()) as { paths: Record<string, Record<string, Operation>> };

export const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

export const isIdName = (name: string) => /id$/i.test(name);

/**
 * The route's address: `id` for its id parameters (in the path, and in the query when it takes
 * one), the first value of a closed list, `other` for the rest.
 */
export function addressWith(path: string, op: Operation, id: string, other = '999999'): string {
  const inPath = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const p = op.parameters?.find((x) => x.in === 'path' && x.name === name);
    if (isIdName(name)) return encodeURIComponent(id);
    return String(p?.schema?.enum?.[0] ?? other);
  });
  const query = (op.parameters ?? [])
    .filter((p) => p.in === 'query' && isIdName(p.name))
    .map((p) => `${p.name}=${encodeURIComponent(id)}`);
  return query.length ? `${inPath}?${query.join('&')}` : inPath;
}

/** A value of the schema's shape with `text` in every free string (dates and closed lists valid). */
export function sample(schema: Schema | undefined, text: string): unknown {
  if (!schema) return text;
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (first) return sample(first, text);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, text)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        sample(schema.items, text),
      );
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      return text;
    default:
      return text;
  }
}

export const jsonBodyOf = (op: Operation) => op.requestBody?.content?.['application/json']?.schema;
