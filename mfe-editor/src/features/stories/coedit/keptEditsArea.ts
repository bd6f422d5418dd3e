/** One story's unsaved working copy, kept on this device for one user (decision 197). */
export interface KeptRecord {
  /** `<user id>:<story id>`. */
  key: string;
  userId: string;
  storyId: string;
  /** The working copy's whole state as a Yjs update (merging it again adds only what is missing). */
  update: Uint8Array;
  /** When it was written (ms since the epoch). */
  keptAt: number;
}

/** Where records are kept: IndexedDB in the browser, a map in tests. */
export interface KeptArea {
  get(key: string): Promise<KeptRecord | undefined>;
  put(record: KeptRecord): Promise<void>;
  delete(key: string): Promise<void>;
  all(): Promise<KeptRecord[]>;
  clear(): Promise<void>;
}

const DATABASE = 'newsroom-coedit';
const STORE = 'kept';

/** The browser's IndexedDB, or null where there is none (or it is blocked, as in some private modes). */
export function indexedDbArea(): KeptArea | null {
  if (typeof indexedDB === 'undefined') return null;
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => (opened ??= openDatabase());
  const read = <T>(work: (store: IDBObjectStore) => IDBRequest<T>) =>
    database().then((db) => request(work(db.transaction(STORE, 'readonly').objectStore(STORE))));
  // A write counts once its transaction commits: a tab closed right after still has it.
  const write = (work: (store: IDBObjectStore) => unknown) =>
    database().then((db) => {
      const transaction = db.transaction(STORE, 'readwrite');
      work(transaction.objectStore(STORE));
      return committed(transaction);
    });
  return {
    get: (key) => read((store) => store.get(key) as IDBRequest<KeptRecord | undefined>),
    put: (record) => write((store) => store.put(record)),
    delete: (key) => write((store) => store.delete(key)),
    all: () => read((store) => store.getAll() as IDBRequest<KeptRecord[]>),
    clear: () => write((store) => store.clear()),
  };
}

function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE, { keyPath: 'key' });
  return request(opening);
}

function request<T>(pending: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result);
    pending.onerror = () => reject(pending.error);
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}
