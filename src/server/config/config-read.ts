/** Configuration values the product reads, each parsed by its rule. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { configs } from './tables.ts';

/**
 * A JSON value, or null when it is missing or does not pass its rule: a value staff mistyped is
 * "not set", not a failure for every member (the console checks values as they are saved).
 */
export async function readConfig<T>(
  db: Pick<Db, 'select'> | Pick<Tx, 'select'>,
  key: string,
  parse: (v: unknown) => T | undefined,
): Promise<T | null> {
  const [row] = await db.select().from(configs).where(eq(configs.configKey, key));
  return parseConfig(row?.configValue ?? null, parse);
}

/** A stored value as its rule reads it: null when missing, not JSON, or not passing. */
export function parseConfig<T>(
  value: string | null,
  parse: (v: unknown) => T | undefined,
): T | null {
  if (value === null) return null;
  try {
    return parse(JSON.parse(value)) ?? null;
  } catch {
    return null;
  }
}
