import type { ParserWorkerClient } from '@talent/parser/client';
import type { ParsedDocument } from '@talent/parser';
import type { UploadImages } from './uploadRequest';

/** The full and the contact-masked page images of a PDF; none when either fails (they are optional:
 * the viewer then shows "No Results", and full pages are never sent without their masked twins). */
export async function renderPageImages(
  client: ParserWorkerClient,
  name: string,
  bytes: Uint8Array,
  doc: ParsedDocument,
): Promise<UploadImages> {
  const none: UploadImages = { full: [], masked: [] };
  if (doc.kind !== 'pdf') return none;
  try {
    const full = await client.render(bytes, { mode: 'full' });
    const masked = await client.render(bytes, { mode: 'masked', boxes: doc.contactBoxes ?? [] });
    return full.length === masked.length ? { full, masked } : none;
  } catch (error) {
    console.warn('Page images failed', name, error);
    return none;
  }
}
