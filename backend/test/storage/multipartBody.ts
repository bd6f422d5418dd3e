import { randomUUID } from 'node:crypto';

/** A form field, or the file part (storage-js names it "") with its own Content-Type, if any. */
export type Part = { field: string; value: string } | { bytes: Buffer; type?: string };

export const field = (value: string, name = 'contentType'): Part => ({ field: name, value });
export const file = (bytes: Buffer, type?: string): Part => ({ bytes, type });

/** A multipart body built by hand, so any field order, duplicate or part type can be sent. */
export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----chronicle-${randomUUID()}`;
  const chunks = parts.flatMap((part) => {
    const head =
      'field' in part
        ? `Content-Disposition: form-data; name="${part.field}"\r\n`
        : `Content-Disposition: form-data; name=""; filename="upload"\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}`;
    const content = 'field' in part ? Buffer.from(part.value) : part.bytes;
    return [Buffer.from(`--${boundary}\r\n${head}\r\n`), content, Buffer.from('\r\n')];
  });
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
