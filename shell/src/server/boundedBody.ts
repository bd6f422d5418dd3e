/**
 * A response body read whole, or null past `maxBytes` (the rest is not read): what the server
 * fetches from a remote (a manifest, a server container) is the remote's to size, and a broken or
 * hostile one must not fill every worker's memory.
 */
export async function bytesUpTo(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}
