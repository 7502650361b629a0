/**
 * How RuoYi's roles, permissions, configuration keys and departments become this product's. A
 * default ships beside this file; an association's own (--map) replaces the parts it names.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { isPermission } from '#shared/permissions.ts';

const MappingSchema = z.object({
  roles: z.record(z.string(), z.string().nullable()).default({}),
  permissions: z.record(z.string(), z.array(z.string())).default({}),
  config: z.record(z.string(), z.string().nullable()).default({}),
  units: z
    .object({ underDeptIds: z.array(z.union([z.string(), z.number()])).default([]) })
    .default({
      underDeptIds: [],
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
  };
}

function parse(text: string, name: string): Mapping {
  const mapping = MappingSchema.parse(JSON.parse(text));
  for (const [from, to] of Object.entries(mapping.permissions))
    for (const p of to)
      if (!isPermission(p))
        throw new Error(`${name}: ${from} → ${p} is no permission of this product`);
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
