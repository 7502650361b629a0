/**
 * Audit entries forwarded to a syslog collector (AUDIT_SYSLOG=host:port), one UDP datagram each in
 * RFC 5424 form, so a copy of the trail lives outside this machine's reach. A lost datagram loses
 * nothing here: the trail itself is the record, the copy is a witness.
 */
import { createSocket, type Socket } from 'node:dgram';
import { hostname } from 'node:os';

/** local4 (20) × 8, notice (5) for what was done, warning (4) for a refusal. */
const FACILITY = 20 * 8;

export interface SyslogEntry {
  seq: number;
  hash: string;
  at: Date;
  actorUserId: number;
  actorName: string;
  ip: string;
  method: string;
  route: string;
  status: number;
}

/** SD-PARAM values escape ", \ and ] (RFC 5424 §6.3.3). */
const param = (value: string | number) => String(value).replace(/["\\\]]/g, (c) => `\\${c}`);

export function syslogLine(e: SyslogEntry, host = hostname()): string {
  const priority = FACILITY + (e.status >= 400 ? 4 : 5);
  const data = `[audit@32473 seq="${param(e.seq)}" hash="${param(e.hash)}" actor="${param(e.actorUserId)}" ip="${param(e.ip)}" status="${param(e.status)}"]`;
  const message = `${e.actorName} ${e.method} ${e.route} ${e.status}`;
  return `<${priority}>1 ${e.at.toISOString()} ${host.replace(/\s/g, '') || '-'} assoc ${process.pid} audit ${data} ${message}`;
}

let socket: Socket | undefined;

/** Sends the entry when a collector is set; never waits for it and never fails the request. */
export function forwardToSyslog(target: string | undefined, entry: SyslogEntry): void {
  if (!target) return;
  const split = target.lastIndexOf(':');
  if (!socket) {
    socket = createSocket('udp4');
    socket.unref();
    // An unreachable collector is not the request's problem.
    socket.on('error', () => undefined);
  }
  socket.send(
    Buffer.from(syslogLine(entry)),
    Number(target.slice(split + 1)),
    target.slice(0, split),
  );
}
