/** A file answered as a download: never shown inline, never sniffed, never cached by a shared cache. */
import { RawReply } from '../plugins/contract';

/** `filename` for Content-Disposition: ASCII letters, digits and `._-` only (the UTF-8 name goes in
 * `filename*`). */
const asciiName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

export function downloadReply(file: { name: string; data: Buffer; contentType?: string }): RawReply {
  return new RawReply((reply) =>
    reply
      .type(file.contentType ?? 'application/octet-stream')
      .header(
        'content-disposition',
        `attachment; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.data),
  );
}
