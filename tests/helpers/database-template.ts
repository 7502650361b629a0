/**
 * Vitest's global setup for the API projects: one database migrated, seeded and indexed once per
 * run, which every test server then starts from as a copy. A server starting on an empty database
 * spends about 4 s migrating, seeding and indexing it; a copy starts in under 1 s, and the API
 * tests start some two hundred servers. What a fresh start does is still tested where it is the
 * subject (the process tests start `npm start` on empty folders).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { adminQuery, databaseUrlNamed } from './databases.ts';
import { startTestServer } from './server.ts';

export default async function makeDatabaseTemplate(project: TestProject) {
  const onPostgres = project.config.env?.TEST_DB === 'postgres';
  const dataDir = mkdtempSync(join(tmpdir(), 'assoc-template-'));
  const postgresDatabase = onPostgres ? `tpl_${randomBytes(6).toString('hex')}` : undefined;
  if (postgresDatabase) await adminQuery(`create database ${postgresDatabase}`);
  const env: Record<string, string> = postgresDatabase
    ? { DATABASE_URL: databaseUrlNamed(postgresDatabase) }
    : {};
  const server = await startTestServer(env, dataDir, { fromTemplate: false });
  await server.stop();
  project.provide('databaseTemplate', { dataDir, postgresDatabase });
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (postgresDatabase)
      await adminQuery(`drop database if exists ${postgresDatabase} with (force)`);
  };
}
