/**
 * A throwaway MariaDB for the RuoYi import tests: the Debian server started on a temporary data
 * folder and a free port, as root (the tests may run as root), stopped by its pid afterwards.
 * `mariadbBinary()` is undefined when the package is not installed, so a test can say so and skip.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SERVERS = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'];
// Debian's mariadb-server and mariadb-client put them here.
const CLIENT = '/usr/bin/mariadb';
const INSTALL_DB = '/usr/bin/mariadb-install-db';
const DUMP = '/usr/bin/mariadb-dump';

export const mariadbBinary = () =>
  [CLIENT, INSTALL_DB, DUMP].every((p) => existsSync(p))
    ? SERVERS.find((p) => existsSync(p))
    : undefined;

export interface Mariadb {
  port: number;
  url(database: string): string;
  /** Runs SQL through the mariadb client (statements separated by semicolons). */
  sql(database: string | undefined, text: string): Promise<void>;
  /** The database as mysqldump writes it, in a file. */
  dump(database: string, file: string): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startMariadb(): Promise<Mariadb> {
  const server = mariadbBinary();
  if (!server) throw new Error('mariadb-server is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'ruoyi-mariadb-'));
  const datadir = join(dir, 'data');
  await run(INSTALL_DB, [
    '--no-defaults',
    `--datadir=${datadir}`,
    '--user=root',
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
  ]);
  const port = await freePort();
  const child: ChildProcess = spawn(
    server,
    [
      '--no-defaults',
      `--datadir=${datadir}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--socket=${join(dir, 'sock')}`,
      `--pid-file=${join(dir, 'pid')}`,
      '--user=root',
      '--skip-log-bin',
      '--innodb-buffer-pool-size=16M',
      '--character-set-server=utf8mb4',
    ],
    { stdio: 'ignore' },
  );
  const client = ['-h127.0.0.1', `-P${port}`, '-uroot', '--default-character-set=utf8mb4'];
  for (let i = 0; ; i++) {
    try {
      await run(CLIENT, [...client, '-e', 'select 1']);
      break;
    } catch (err) {
      if (i > 100 || child.exitCode !== null) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    port,
    url: (database) => `mysql://root@127.0.0.1:${port}/${database}`,
    async sql(database, text) {
      await new Promise<void>((resolve, reject) => {
        const c = spawn(CLIENT, [...client, ...(database ? [database] : [])], {
          stdio: ['pipe', 'ignore', 'pipe'],
        });
        let err = '';
        c.stderr?.on('data', (d) => {
          err += String(d);
        });
        c.on('close', (code) => (code === 0 ? resolve() : reject(new Error(err))));
        c.stdin?.end(text);
      });
    },
    async dump(database, file) {
      await run(DUMP, [...client, `--result-file=${file}`, database]);
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      if (child.pid && child.exitCode === null) process.kill(child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
