import { mkdir, readdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { RenderedImage } from './renderImage.ts';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};
const TYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

export interface VariantCacheLimits {
  maxBytes: number;
  maxEntries: number;
}

/** 256 MB and 5,000 variants unless STORAGE_IMAGE_CACHE_BYTES / STORAGE_IMAGE_CACHE_ENTRIES say otherwise. */
export function variantCacheLimits(env: NodeJS.ProcessEnv = process.env): VariantCacheLimits {
  const positive = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return Number.isSafeInteger(number) && number > 0 ? number : fallback;
  };
  return {
    maxBytes: positive(env.STORAGE_IMAGE_CACHE_BYTES, 256 * 1024 * 1024),
    maxEntries: positive(env.STORAGE_IMAGE_CACHE_ENTRIES, 5000),
  };
}

interface Entry {
  size: number;
  contentType: string;
}

/**
 * Rendered variants on disk, least recently used evicted first once either bound is passed: a
 * client asking for thousands of distinct widths fills the cache, never the disk. The index lives in
 * memory (a Map keeps insertion order: a hit re-inserts) and is rebuilt from the folder at start.
 */
export class VariantCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<RenderedImage>>();
  private totalBytes = 0;
  private ready: Promise<void> | null = null;

  constructor(
    private readonly dir: string,
    private readonly limits: VariantCacheLimits,
  ) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.totalBytes };
  }

  /** The cached variant, or the one `render` makes (once, however many ask at the same time). */
  async getOrRender(key: string, render: () => Promise<RenderedImage>): Promise<RenderedImage & { cached: boolean }> {
    await this.init();
    const hit = await this.read(key);
    if (hit) return { ...hit, cached: true };
    let job = this.pending.get(key);
    if (!job) {
      job = render().then(async (image) => {
        await this.write(key, image);
        return image;
      });
      this.pending.set(key, job);
      void job.finally(() => this.pending.delete(key)).catch(() => undefined);
    }
    return { ...(await job), cached: false };
  }

  private init(): Promise<void> {
    this.ready ??= this.load();
    return this.ready;
  }

  private async load(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const names = (await readdir(this.dir)).filter((name) => /^[0-9a-f]{64}\.\w+$/.test(name));
    const found = await Promise.all(
      names.map(async (name) => ({ name, info: await stat(path.join(this.dir, name)).catch(() => null) })),
    );
    found.sort((a, b) => (a.info?.mtimeMs ?? 0) - (b.info?.mtimeMs ?? 0));
    for (const { name, info } of found) {
      const [key, ext] = name.split('.');
      if (info && TYPES[ext]) this.remember(key, { size: info.size, contentType: TYPES[ext] });
    }
    await this.evict();
  }

  private fileOf(key: string, contentType: string): string {
    return path.join(this.dir, `${key}.${EXTENSIONS[contentType] ?? 'bin'}`);
  }

  private async read(key: string): Promise<RenderedImage | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const bytes = await readFile(this.fileOf(key, entry.contentType)).catch(() => null);
    this.forget(key);
    if (!bytes) return null;
    this.remember(key, entry);
    return { bytes, contentType: entry.contentType };
  }

  private async write(key: string, image: RenderedImage): Promise<void> {
    if (!EXTENSIONS[image.contentType]) return;
    // Written beside, then renamed: a reader never sees half a file.
    const temp = path.join(this.dir, `.${randomUUID()}`);
    await writeFile(temp, image.bytes);
    await rename(temp, this.fileOf(key, image.contentType));
    this.forget(key);
    this.remember(key, { size: image.bytes.length, contentType: image.contentType });
    await this.evict();
  }

  private remember(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.totalBytes += entry.size;
  }

  private forget(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.totalBytes -= entry.size;
    }
    return entry;
  }

  private async evict(): Promise<void> {
    const doomed: string[] = [];
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.totalBytes <= this.limits.maxBytes) break;
      this.forget(key);
      doomed.push(this.fileOf(key, entry.contentType));
    }
    await Promise.all(doomed.map((file) => rm(file, { force: true })));
  }
}
