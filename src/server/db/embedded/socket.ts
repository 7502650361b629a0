/**
 * What node-postgres takes for a socket, joined to the embedded database's thread. node-postgres
 * then speaks to PGlite as to any PostgreSQL server, named prepared statements included (PGlite's
 * own client plans every query anew, and planning was half of a hot query's time).
 */
import { Duplex } from 'node:stream';
import { NO_BYTES } from './protocol.ts';
import type { ThreadConnection } from './thread.ts';

const TERMINATE = 0x58; // 'X'

/** AuthenticationOk, then ReadyForQuery outside a transaction: the session is already open. */
const SESSION_OPEN = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]);

export class ThreadSocket extends Duplex {
  #connection: ThreadConnection;
  #started = false;
  #pending: Buffer[] = [];
  #sent: Promise<unknown> = Promise.resolve();

  constructor(connection: ThreadConnection) {
    super();
    this.#connection = connection;
  }

  // What node-postgres asks of a TCP socket.
  connect(): this {
    queueMicrotask(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error) => void): void {
    if (!this.#started) {
      this.#started = true; // the startup message
      this.push(SESSION_OPEN);
    } else if (chunk[0] !== TERMINATE) {
      // node-postgres writes a query's messages one by one in one turn: they go as one batch.
      if (!this.#pending.length) queueMicrotask(() => this.#flush());
      this.#pending.push(chunk);
    }
    done();
  }

  override _final(done: (err?: Error) => void): void {
    void this.#sent.then(() => {
      this.push(null);
      done();
    });
  }

  override _destroy(err: Error | null, done: (err: Error | null) => void): void {
    // After what was already sent, so nothing of this connection's runs after its undoing.
    void this.#sent.finally(() => this.#connection.end());
    done(err);
  }

  #flush(): void {
    // A copy of its own: its memory moves to the other thread.
    const batch = new Uint8Array(Buffer.concat(this.#pending));
    this.#pending = [];
    if (this.destroyed) return;
    this.#sent = this.#sent
      .then(() => (this.destroyed ? NO_BYTES : this.#connection.exec(batch)))
      .then((answer) => void (answer.length && this.push(answer)))
      .catch((err: Error) => this.destroy(err));
  }
}
