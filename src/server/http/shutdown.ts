/**
 * A stop that loses nobody's request: the port takes no new connections, requests under way get
 * their answers (for `graceMs` at most), and connections idle between requests are closed as soon
 * as they are idle, so a keep-alive client reconnects to a process that is still running.
 */
import type { ServerType } from '@hono/node-server';
import type { Server } from 'node:http';

const IDLE_SWEEP_MS = 50;

export async function closeGracefully(server: ServerType, graceMs: number): Promise<void> {
  const http = server as Server;
  const closed = new Promise<void>((resolve) => http.close(() => resolve()));
  const sweep = setInterval(() => http.closeIdleConnections(), IDLE_SWEEP_MS);
  const late = setTimeout(() => http.closeAllConnections(), graceMs);
  try {
    http.closeIdleConnections();
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(late);
  }
}
