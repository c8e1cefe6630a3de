import type { BatchImage } from '../../../lib/simple-videos';

/**
 * The images chosen on the Upload step, held in this browser's IndexedDB while a credit
 * checkout runs. The checkout opens in a new tab (or, with popups blocked, in this one) and
 * returns to /start there: that tab must find the same images to make the batch the user just
 * paid for. IndexedDB, not localStorage, because it keeps the files themselves (Blobs). Held
 * per user, and for a day at most.
 */

interface HeldImage {
  kind: 'file' | 'photo';
  name: string;
  /** The file's bytes and type, or the photo's id in My photos. */
  blob?: Blob;
  type?: string;
  id?: string;
}

interface HeldBatch {
  userId: string;
  heldAt: number;
  images: HeldImage[];
}

const DATABASE = 'reelcast-quick-start';
const STORE = 'held-batch';
const KEY = 'current';
const MAX_AGE_MS = 24 * 60 * 60_000;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    database.close();
  }
}

/** Keeps the batch for the tab the checkout returns to; a failure only loses that comfort. */
export async function holdBatch(userId: string, images: BatchImage[]): Promise<void> {
  const held: HeldBatch = {
    userId,
    heldAt: Date.now(),
    images: images.map((image) =>
      image.kind === 'file'
        ? { kind: 'file', name: image.file.name, blob: image.file, type: image.file.type }
        : { kind: 'photo', name: image.name, id: image.id },
    ),
  };
  try {
    await run('readwrite', (store) => store.put(held, KEY));
  } catch {
    // Private browsing may refuse IndexedDB: the returning tab then asks for the images again.
  }
}

/** The user's held batch (fresh enough), or an empty list. */
export async function heldBatch(userId: string): Promise<BatchImage[]> {
  let held: HeldBatch | undefined;
  try {
    held = await run<HeldBatch | undefined>('readonly', (store) => store.get(KEY));
  } catch {
    return [];
  }
  if (!held || held.userId !== userId || Date.now() - held.heldAt > MAX_AGE_MS) return [];
  return held.images.flatMap((image): BatchImage[] => {
    if (image.kind === 'photo' && image.id)
      return [{ kind: 'photo', id: image.id, name: image.name }];
    if (image.kind === 'file' && image.blob) {
      const file = new File([image.blob], image.name, { type: image.type ?? image.blob.type });
      return [{ kind: 'file', file }];
    }
    return [];
  });
}

/** Forgets the held batch once it was made (so no other tab makes it again). */
export async function releaseBatch(): Promise<void> {
  try {
    await run('readwrite', (store) => store.delete(KEY));
  } catch {
    // Nothing held, or no IndexedDB: nothing to forget.
  }
}
