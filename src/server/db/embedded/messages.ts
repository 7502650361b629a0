/** What the server's thread and the embedded database's thread say to each other. */
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
