/**
 * Scans made while the phone is offline, kept in IndexedDB (they survive a reload or a closed
 * tab) until the server has answered them. Each keeps the moment it was scanned: the server
 * keeps the earliest scan of a ticket.
 */
export interface QueuedScan {
  id?: number;
  trainingId: number;
  code: string;
  scannedAt: string;
  /** The session the phone was at when it scanned (null or absent: the training has none). */
  sessionId?: number | null;
}

const DB = 'assoc-checkin';
const STORE = 'scans';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () =>
      req.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (s: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export const keepScan = (scan: QueuedScan) =>
  run('readwrite', (s) => s.add(scan)).then(() => undefined);

export const queuedScans = async (trainingId: number) =>
  (await run('readonly', (s) => s.getAll() as IDBRequest<QueuedScan[]>)).filter(
    (q) => q.trainingId === trainingId,
  );

export async function forgetScans(ids: number[]): Promise<void> {
  const db = await open();
  try {
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(STORE, 'readwrite');
      for (const id of ids) tx.objectStore(STORE).delete(id);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}
