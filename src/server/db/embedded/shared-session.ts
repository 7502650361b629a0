/**
 * PGlite has one session; the server keeps several connections to it, so that the next query is
 * already waiting when one ends. They take turns by batch, and a transaction, once begun, has the
 * session to itself until it ends: another connection's batch waits for it.
 */
import { NO_BYTES, simpleQuery, stateAfter, undoing, withStatementPrefix } from './protocol.ts';

export type Exec = (bytes: Uint8Array) => Promise<Uint8Array>;

/** A batch of a connection's messages; none when the connection asks to be let go. */
interface Turn {
  connection: number;
  bytes?: Uint8Array;
  answer(bytes: Uint8Array): void;
  fail(err: Error): void;
}

export class SharedSession {
  #exec: Exec;
  #waiting: Turn[] = [];
  /** The connection whose transaction (or unfinished query) holds the session. */
  #holder: number | undefined;
  #prepared = new Map<number, Set<string>>();
  #running = false;
  #current: Promise<void> = Promise.resolve();
  /** Why the session takes nothing more: closing, or PGlite failed and could not roll back. */
  #broken: Error | undefined;

  constructor(exec: Exec) {
    this.#exec = exec;
  }

  /** A connection's batch, answered once its turn comes and PostgreSQL has run it. */
  run(connection: number, bytes: Uint8Array): Promise<Uint8Array> {
    return this.#queue({ connection, bytes });
  }

  /**
   * A connection has gone: what it had sent and not yet had run is dropped, then what it left
   * open is rolled back and what it prepared let go, so the session is as new for the others.
   */
  async end(connection: number): Promise<void> {
    this.#waiting = this.#waiting.filter((t) => {
      if (t.connection !== connection) return true;
      t.fail(new Error('the connection has ended'));
      return false;
    });
    await this.#queue({ connection });
  }

  /**
   * Takes nothing more: what waits is refused, what runs is let finish. A transaction still open
   * is left to the database's close, which rolls it back, as a server closing its connections.
   */
  async stop(): Promise<void> {
    this.#broken = new Error('the database is closing');
    for (const turn of this.#waiting.splice(0)) turn.fail(this.#broken);
    await this.#current;
  }

  #queue(turn: Omit<Turn, 'answer' | 'fail'>): Promise<Uint8Array> {
    return new Promise((answer, fail) => {
      this.#waiting.push({ ...turn, answer, fail });
      void this.#next();
    });
  }

  async #next(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (let turn = this.#take(); turn; turn = this.#take()) {
        this.#current = this.#runTurn(turn);
        await this.#current;
      }
    } finally {
      this.#running = false;
    }
  }

  async #runTurn(turn: Turn): Promise<void> {
    const bytes = turn.bytes
      ? this.#named(turn.connection, turn.bytes)
      : this.#letGo(turn.connection);
    if (!bytes) return turn.answer(NO_BYTES);
    if (this.#broken) return turn.fail(this.#broken);
    try {
      const answer = await this.#exec(bytes);
      this.#holder = stateAfter(answer) === 'idle' ? undefined : turn.connection;
      turn.answer(answer);
    } catch (err) {
      turn.fail(err as Error);
      await this.#recover(err as Error);
    }
  }

  /**
   * PGlite itself failed (not a statement, which answers with its error): whatever was open is
   * rolled back so no one else's statements land in it. If even that fails, nothing more runs.
   */
  async #recover(cause: Error): Promise<void> {
    try {
      await this.#exec(simpleQuery('ROLLBACK'));
      this.#holder = undefined;
    } catch {
      this.#broken = cause;
    }
  }

  /** The batch with the connection's own names for its prepared statements. */
  #named(connection: number, bytes: Uint8Array): Uint8Array {
    const names = this.#prepared.get(connection) ?? new Set<string>();
    this.#prepared.set(connection, names);
    return withStatementPrefix(bytes, `c${connection}_`, names);
  }

  /** What undoes an ended connection's traces, if it left any. */
  #letGo(connection: number): Uint8Array | undefined {
    const statements = this.#prepared.get(connection) ?? new Set<string>();
    this.#prepared.delete(connection);
    const rollback = this.#holder === connection;
    return rollback || statements.size ? undoing({ rollback, statements }) : undefined;
  }

  /** The first waiting batch that may run now: any, or only the holder's. */
  #take(): Turn | undefined {
    const at =
      this.#holder === undefined
        ? 0
        : this.#waiting.findIndex((t) => t.connection === this.#holder);
    if (at < 0 || at >= this.#waiting.length) return undefined;
    return this.#waiting.splice(at, 1)[0];
  }
}
