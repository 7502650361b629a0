/** What the server's thread and the embedded database's thread say to each other. */

/** What a database thread starts with: its data folder and PostgreSQL, compiled. */
export interface DatabaseThreadData {
  dir: string;
  postgres: WebAssembly.Module;
}

export type ToDatabase =
  | { kind: 'exec'; connection: number; id: number; bytes: Uint8Array }
  | { kind: 'end'; connection: number }
  | { kind: 'close' };

export type FromDatabase =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'answer'; id: number; bytes: Uint8Array }
  | { kind: 'broken'; id: number; message: string }
  | { kind: 'closed' };

/**
 * The memory to move with a message instead of copying: only bytes that are the whole of their
 * own buffer (a slice of Node's shared pool, or a shared constant, must stay where it is).
 */
export function movable(bytes: Uint8Array): ArrayBuffer[] {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole && bytes.byteLength > 0 && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [];
}
