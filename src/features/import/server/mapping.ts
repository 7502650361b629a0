/**
 * How RuoYi's roles, permissions, configuration keys and departments become this product's. A
 * default ships beside this file; an association's own (--map) replaces the parts it names.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { isPermission } from '#shared/permissions.ts';

/**
 * The product's entities a table of the association's own can feed, and the fields each takes.
 * Units' extra fields (address, legal representative, …) go to the unit's information form.
 */
export const ENTITY_FIELDS = {
  units: [
    'unitName',
    'taxId',
    'contactPerson',
    'phone',
    'email',
    'address',
    'legalRepresentative',
    'landline',
    'introduction',
    'isMember',
    'memberSince',
    'memberUntil',
    'deptId',
    'userId',
    'createdAt',
  ],
  articles: ['title', 'titleEn', 'summary', 'body', 'bodyEn', 'source', 'channel', 'publishedAt'],
} as const;
export type Entity = keyof typeof ENTITY_FIELDS;
export type EntityField<E extends Entity> = (typeof ENTITY_FIELDS)[E][number];

/**
 * One table of the association's own: which entity its rows become, the column holding the row's
 * id, each column's field (null: known, not carried), and fields every row gets (a channel).
 */
const TableMapping = z.object({
  entity: z.enum(['units', 'articles']),
  id: z.string(),
  columns: z.record(z.string(), z.string().nullable()).default({}),
  values: z.record(z.string(), z.string()).default({}),
});
export type TableMapping = z.infer<typeof TableMapping>;

/** Where notices' read receipts are, when the source keeps them. */
const NoticeReadsMapping = z.object({
  table: z.string(),
  notice: z.string(),
  user: z.string(),
  readAt: z.string().optional(),
});

const MappingSchema = z.object({
  roles: z.record(z.string(), z.string().nullable()).default({}),
  permissions: z.record(z.string(), z.array(z.string())).default({}),
  config: z.record(z.string(), z.string().nullable()).default({}),
  units: z
    .object({ underDeptIds: z.array(z.union([z.string(), z.number()])).default([]) })
    .default({
      underDeptIds: [],
    }),
  tables: z.record(z.string(), TableMapping).default({}),
  noticeReads: NoticeReadsMapping.default({
    table: 'sys_notice_read',
    notice: 'notice_id',
    user: 'user_id',
    readAt: 'read_time',
  }),
});
export type Mapping = z.infer<typeof MappingSchema>;

const DEFAULT_FILE = new URL('./default-mapping.json', import.meta.url);

export function loadMapping(path?: string): Mapping {
  const base = parse(readFileSync(DEFAULT_FILE, 'utf8'), 'default-mapping.json');
  if (!path) return base;
  const own = parse(readFileSync(path, 'utf8'), path);
  return {
    roles: { ...base.roles, ...own.roles },
    permissions: { ...base.permissions, ...own.permissions },
    config: { ...base.config, ...own.config },
    units: own.units.underDeptIds.length ? own.units : base.units,
    tables: { ...base.tables, ...own.tables },
    noticeReads: own.noticeReads,
  };
}

function parse(text: string, name: string): Mapping {
  const mapping = MappingSchema.parse(JSON.parse(text));
  for (const [from, to] of Object.entries(mapping.permissions))
    for (const p of to)
      if (!isPermission(p))
        throw new Error(`${name}: ${from} → ${p} is no permission of this product`);
  for (const [table, t] of Object.entries(mapping.tables)) {
    const fields: readonly string[] = ENTITY_FIELDS[t.entity];
    for (const field of [...Object.values(t.columns), ...Object.keys(t.values)])
      if (field !== null && !fields.includes(field))
        throw new Error(
          `${name}: ${table} → ${t.entity}.${field} is no field of ${t.entity} (${fields.join(', ')})`,
        );
  }
  return mapping;
}

/** The product's permissions for a RuoYi perms string, or undefined when the mapping has no word for it. */
export function mapPermission(mapping: Mapping, perm: string): string[] | undefined {
  const exact = mapping.permissions[perm];
  if (exact) return exact;
  let best: { length: number; to: string[] } | undefined;
  for (const [pattern, to] of Object.entries(mapping.permissions)) {
    if (!pattern.endsWith('*')) continue;
    const prefix = pattern.slice(0, -1);
    if (perm.startsWith(prefix) && (!best || prefix.length > best.length))
      best = { length: prefix.length, to };
  }
  return best?.to;
}
