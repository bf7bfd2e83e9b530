/** Image types by their first bytes (moved down from companies' service, issue 40: the blog and the
 * companies check uploaded images without importing each other). */
import type { ClientLogoType } from '@talent/api/rules';

/** The type of a real PNG, JPEG or WebP image by its first bytes, or null. */
export function logoTypeOf(data: Buffer): ClientLogoType | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}
