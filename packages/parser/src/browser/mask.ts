import type { ContactBox } from '../types';

/** A rectangle in canvas pixels, origin top-left. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MaskGeometry {
  /** page number (1-based) being rendered */
  page: number;
  /** render scale (CSS pixels per PDF point) */
  scale: number;
  /** the page's view box [x0, y0, x1, y1] in PDF points */
  view: [number, number, number, number];
  /** rendered height in pixels when the image is cropped (half preview); defaults to the full page */
  cropHeight?: number;
  /** extra pixels around every box */
  padding?: number;
  /** fields to mask (default: every contact field and the name) */
  fields?: ReadonlyArray<ContactBox['field']>;
}

export const MASKED_FIELDS: ReadonlyArray<ContactBox['field']> = [
  'name',
  'email',
  'secondary_email',
  'mobile',
  'secondary_mobile',
  'linkedInUrl',
  'address',
  'Zipcode',
  'profile',
];

/**
 * The filled rectangles that hide the contact details on one rendered page (rotation 0): PDF boxes
 * (origin bottom-left, points) to canvas pixels (origin top-left), padded, clipped to the image; boxes
 * of other pages or entirely outside the (cropped) image are dropped.
 */
export function maskRectsForPage(boxes: readonly ContactBox[], g: MaskGeometry): PixelRect[] {
  const [vx0, vy0, vx1, vy1] = g.view;
  const imgW = (vx1 - vx0) * g.scale;
  const imgH = g.cropHeight ?? (vy1 - vy0) * g.scale;
  const pad = g.padding ?? 2;
  const fields = new Set(g.fields ?? MASKED_FIELDS);
  const out: PixelRect[] = [];
  for (const b of boxes) {
    if (b.page !== g.page || !fields.has(b.field)) continue;
    let x0 = (b.x - vx0) * g.scale - pad;
    let x1 = (b.x + b.width - vx0) * g.scale + pad;
    let y0 = (vy1 - (b.y + b.height)) * g.scale - pad;
    let y1 = (vy1 - b.y) * g.scale + pad;
    x0 = Math.max(0, x0);
    y0 = Math.max(0, y0);
    x1 = Math.min(imgW, x1);
    y1 = Math.min(imgH, y1);
    if (x1 <= x0 || y1 <= y0) continue;
    out.push({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
  }
  return out;
}
