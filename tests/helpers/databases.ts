/**
 * The databases a test's servers run on: a new one per server on the PostgreSQL of DATABASE_URL
 * (when the suite runs there), and the run's seeded template (database-template.ts) to start from.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';

export interface DatabaseTemplate {
  /** A data folder as a fresh, seeded server leaves it (the demo accounts, the embedded database). */
  dataDir: string;
  /** On PostgreSQL: the database to copy with CREATE DATABASE … TEMPLATE. */
  postgresDatabase?: string | undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Runs one statement on the PostgreSQL of DATABASE_URL (creating and dropping databases). */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL with another database's name. */
export function databaseUrlNamed(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database on the suite's PostgreSQL: empty, or a copy of `template`. */
export async function freshPostgres(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrlNamed(name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/**
 * Puts the run's seeded template into `dir` when it is new or empty and this is one of vitest's
 * API projects; answers it (for its PostgreSQL database), or undefined: the server seeds its own.
 */
export function startFromTemplate(dir: string): DatabaseTemplate | undefined {
  if (existsSync(dir) && readdirSync(dir).length > 0) return undefined;
  let template: DatabaseTemplate;
  try {
    template = inject('databaseTemplate');
  } catch {
    return undefined; // outside vitest's API projects
  }
  if (!template) return undefined;
  cpSync(template.dataDir, dir, { recursive: true });
  return template;
}
