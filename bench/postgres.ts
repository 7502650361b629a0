/** A benchmark's own PostgreSQL database, when DATABASE_URL names a server: made, used, dropped. */
import pg from 'pg';

export async function onPostgres<T>(use: (url: string) => Promise<T>): Promise<T | undefined> {
  const admin = process.env.DATABASE_URL;
  if (!admin) return undefined;
  const name = `bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}
