/**
 * Masking a page image with sharp (libvips). The server runs it in the image worker pool (images.ts);
 * the demo seed runs it in process on its own small placeholder pages.
 */
import sharp from 'sharp';

export interface MaskTask {
  image: Uint8Array;
  maxPixels: number;
}

/** `pixels`: the header announces more than `maxPixels`; `unreadable`: not a complete, valid JPEG. */
export type MaskResult = { ok: true; image: Uint8Array } | { ok: false; reason: 'pixels' | 'unreadable' };

const BLOCK = 24;

/** Keeps the top half, pixelates the bottom half in 24 px blocks and washes it towards light grey. */
export async function maskPage({ image, maxPixels }: MaskTask): Promise<MaskResult> {
  const input = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
  const options = { limitInputPixels: maxPixels, failOn: 'truncated' } as const;
  try {
    const meta = await sharp(input, options).metadata();
    if (meta.format !== 'jpeg' || !meta.width || !meta.height) return { ok: false, reason: 'unreadable' };
    if (meta.width * meta.height > maxPixels) return { ok: false, reason: 'pixels' };
    // Decoded once; EXIF orientation applied so the halves are the halves the reader sees.
    const { data, info } = await sharp(input, options)
      .rotate()
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = info;
    const top = Math.floor(height / 2);
    const raw = { raw: { width, height, channels } } as const;
    const bottomHeight = height - top;
    // Pipelines run their steps in sharp's own order, so shrinking (averaging each block) and growing
    // back (nearest neighbour: flat blocks) are two passes.
    const small = await sharp(data, raw)
      .extract({ left: 0, top, width, height: bottomHeight })
      .resize(Math.max(1, Math.ceil(width / BLOCK)), Math.max(1, Math.ceil(bottomHeight / BLOCK)), {
        fit: 'fill',
      })
      .linear(0.25, 200 * 0.75)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const bottom = await sharp(small.data, { raw: small.info })
      .resize(width, bottomHeight, { fit: 'fill', kernel: 'nearest' })
      .raw()
      .toBuffer();
    const out = await sharp(data, raw)
      .composite([{ input: bottom, raw: { width, height: bottomHeight, channels }, top, left: 0 }])
      .jpeg({ quality: 70 })
      .toBuffer();
    return { ok: true, image: out };
  } catch (e) {
    const message = e instanceof Error ? e.message : '';
    return { ok: false, reason: /pixel limit/i.test(message) ? 'pixels' : 'unreadable' };
  }
}
