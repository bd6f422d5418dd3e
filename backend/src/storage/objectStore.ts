import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, copyFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { storageErrors } from './errors.ts';

export interface StoredFile {
  tempPath: string;
  size: number;
  /** storage-api's ETag: the quoted MD5 of the bytes. */
  eTag: string;
}

/**
 * Object bytes on disk. Each upload is a new `version` (as in storage-api), stored flat as
 * `<root>/objects/<version>`: replacing or moving an object never rewrites bytes in place, and a
 * failed upload leaves only a temp file that is removed at once.
 */
export class ObjectStore {
  private readonly objectsDir: string;
  private readonly tempDir: string;

  constructor(root: string) {
    this.objectsDir = path.join(root, 'objects');
    this.tempDir = path.join(root, 'tmp');
  }

  async init(): Promise<void> {
    await mkdir(this.objectsDir, { recursive: true });
    await mkdir(this.tempDir, { recursive: true });
  }

  pathOf(version: string): string {
    if (!/^[0-9a-f-]{36}$/.test(version)) throw storageErrors.noSuchKey();
    return path.join(this.objectsDir, version);
  }

  /** Streams a body into a temp file, failing with EntityTooLarge as soon as `limit` is passed. */
  async writeTemp(body: Readable, limit: number): Promise<StoredFile> {
    // A body can fail (truncated multipart, client abort) before pipeline() listens; without a
    // listener that 'error' would be unhandled and end the process. pipeline still reports it.
    body.on('error', () => undefined);
    await this.init();
    const tempPath = path.join(this.tempDir, randomUUID());
    const md5 = createHash('md5');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > limit) return callback(storageErrors.entityTooLarge());
        md5.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(body, meter, createWriteStream(tempPath));
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return { tempPath, size, eTag: `"${md5.digest('hex')}"` };
  }

  async discard(file: StoredFile | null): Promise<void> {
    if (file) await rm(file.tempPath, { force: true });
  }

  /** Called after the object row committed: the bytes become the version's file. */
  async commit(file: StoredFile, version: string): Promise<void> {
    await rename(file.tempPath, this.pathOf(version));
  }

  async copy(fromVersion: string, toVersion: string): Promise<void> {
    await copyFile(this.pathOf(fromVersion), this.pathOf(toVersion));
  }

  async remove(version: string | null | undefined): Promise<void> {
    if (version) await rm(this.pathOf(version), { force: true });
  }

  async size(version: string): Promise<number | null> {
    return stat(this.pathOf(version)).then(
      (info) => info.size,
      () => null,
    );
  }

  read(version: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(version), range);
  }
}
