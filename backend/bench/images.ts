import { performance } from 'node:perf_hooks';
import { startFixtureBackend } from '../test/storage/fixtureBackend.ts';
import { photographJpeg } from './photo.ts';

/**
 * `npm run bench:images -w @newsroom/backend`: one 4000×3000 (~3 MB) JPEG through
 * /storage/v1/render/image as a browser asks for it (640 px wide, WebP): the first render (decode,
 * resize, encode, write to the variant cache) and the cached answer, over HTTP on loopback.
 * Figures only, no verdict: on a shared machine they vary run to run.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const ACCEPT = { Accept: 'image/avif,image/webp,*/*' };

const backend = await startFixtureBackend({
  migration: `insert into storage.buckets (id, name, public) values ('images', 'images', true);
    create policy "bench uploads" on storage.objects for insert to anon with check (bucket_id = 'images');`,
});
try {
  const photo = await photographJpeg();
  const storage = backend.client().storage.from('images');
  const { error } = await storage.upload('bench/photo.jpg', photo, { contentType: 'image/jpeg' });
  if (error) throw error;
  const url = (width: number) => storage.getPublicUrl('bench/photo.jpg', { transform: { width } }).data.publicUrl;

  const timed = async (target: string) => {
    const started = performance.now();
    const response = await fetch(target, { headers: ACCEPT });
    const bytes = (await response.arrayBuffer()).byteLength;
    return {
      ms: performance.now() - started,
      bytes,
      cache: response.headers.get('x-render-cache'),
      type: response.headers.get('content-type'),
    };
  };
  const first = await timed(url(640));
  const cached: number[] = [];
  for (let i = 0; i < RUNS; i += 1) cached.push((await timed(url(640))).ms);
  cached.sort((a, b) => a - b);
  const original = await timed(backend.url + '/storage/v1/object/public/images/bench/photo.jpg');

  console.log(
    `Source: 4000×3000 JPEG, ${(photo.length / 1e6).toFixed(2)} MB (the original: ${original.ms.toFixed(0)} ms over loopback)`,
  );
  console.log(`640 px ${first.type}: ${(first.bytes / 1024).toFixed(1)} KB`);
  console.log(`  first render  ${first.ms.toFixed(0)} ms (${first.cache})`);
  console.log(
    `  cached        median ${cached[Math.floor(RUNS / 2)].toFixed(1)} ms, p90 ${cached[Math.floor(RUNS * 0.9)].toFixed(1)} ms over ${RUNS} requests`,
  );
} finally {
  await backend.dispose();
}
