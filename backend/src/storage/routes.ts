import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { BackendContext } from '../context.ts';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets.ts';
import { sendStorageError, toStorageError } from './errors.ts';
import { globalFileSizeLimit } from './limits.ts';
import { listObjects } from './list.ts';
import {
  copyObject,
  downloadObject,
  downloadPublicObject,
  downloadSignedObject,
  moveObject,
  objectInfo,
  removeObject,
  removeObjects,
  signObjectUrl,
  uploadObject,
} from './objects.ts';
import { ObjectStore } from './objectStore.ts';
import {
  renderAuthenticatedImage,
  renderPublicImage,
  renderSignedImage,
  type RenderDeps,
} from './render/renderHandlers.ts';
import { VariantCache, variantCacheLimits } from './render/variantCache.ts';
import type { StorageDeps } from './shared.ts';

type Handler = (c: Context, deps: StorageDeps) => Promise<Response>;

/** /storage/v1 — the storage-api endpoints storage-js calls (docs/product/backend-protocol.md#storage). */
export function createStorageRoutes(ctx: BackendContext): Hono {
  const deps: RenderDeps = {
    ctx,
    store: new ObjectStore(ctx.config.storageDir),
    globalLimit: globalFileSizeLimit(),
    variants: new VariantCache(path.join(ctx.config.storageDir, 'render-cache'), variantCacheLimits()),
  };
  const run = (handler: Handler) => (c: Context) => handler(c, deps);
  const render = (handler: (c: Context, d: RenderDeps) => Promise<Response>) => (c: Context) => handler(c, deps);
  const app = new Hono();

  app.onError((error, c) => {
    const mapped = toStorageError(error);
    if (mapped.statusCode >= 500) console.error('[storage]', error);
    return sendStorageError(c, mapped);
  });

  app.get('/bucket', run(listBuckets));
  app.post('/bucket', run(createBucket));
  app.get('/bucket/:id', run(getBucket));
  app.put('/bucket/:id', run(updateBucket));
  app.post('/bucket/:id/empty', run(emptyBucket));
  app.delete('/bucket/:id', run(deleteBucket));

  // Specific object routes first: the generic /object/:bucket/:key would swallow them.
  app.post('/object/list/:bucket', run(listObjects));
  app.post('/object/move', run(moveObject));
  app.post('/object/copy', run(copyObject));
  app.get(
    '/object/info/public/:bucket/:key{.+}',
    run((c, d) => objectInfo(c, d, 'public')),
  );
  app.get(
    '/object/info/authenticated/:bucket/:key{.+}',
    run((c, d) => objectInfo(c, d, 'authenticated')),
  );
  app.get(
    '/object/info/:bucket/:key{.+}',
    run((c, d) => objectInfo(c, d, 'authenticated')),
  );
  app.get('/object/public/:bucket/:key{.+}', run(downloadPublicObject));
  app.get('/object/authenticated/:bucket/:key{.+}', run(downloadObject));
  app.post('/object/sign/:bucket/:key{.+}', run(signObjectUrl));
  app.get('/object/sign/:bucket/:key{.+}', run(downloadSignedObject));
  app.get('/object/:bucket/:key{.+}', run(downloadObject));
  app.post(
    '/object/:bucket/:key{.+}',
    run((c, d) => uploadObject(c, d, 'create')),
  );
  app.put(
    '/object/:bucket/:key{.+}',
    run((c, d) => uploadObject(c, d, 'update')),
  );
  app.delete('/object/:bucket/:key{.+}', run(removeObject));
  app.delete('/object/:bucket', run(removeObjects));

  // Supabase's image transformations (docs/product/images.md).
  app.get('/render/image/public/:bucket/:key{.+}', render(renderPublicImage));
  app.get('/render/image/authenticated/:bucket/:key{.+}', render(renderAuthenticatedImage));
  app.get('/render/image/sign/:bucket/:key{.+}', render(renderSignedImage));

  app.notFound((c) =>
    c.json(
      {
        statusCode: '404',
        code: 'NotFound',
        error: 'Not Found',
        message: `Route ${c.req.method}:${c.req.path} not found`,
      },
      404,
    ),
  );
  return app;
}
