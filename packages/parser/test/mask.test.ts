import { describe, expect, it } from 'vitest';
import { canRender, maskRectsForPage, renderPageImages } from '../src/browser/index';
import { parseResume } from '../src/index';
import type { ContactBox } from '../src/types';
import { usResumePdf } from './helpers/pdf';

const box = (
  field: ContactBox['field'],
  page: number,
  x: number,
  y: number,
  width = 100,
  height = 10,
): ContactBox => ({
  field,
  page,
  x,
  y,
  width,
  height,
});

describe('masking geometry', () => {
  const view: [number, number, number, number] = [0, 0, 612, 792];

  it('maps PDF boxes (origin bottom-left) to canvas pixels (origin top-left) with padding', () => {
    const rects = maskRectsForPage([box('email', 1, 100, 700)], { page: 1, scale: 2, view, padding: 0 });
    expect(rects).toEqual([{ x: 200, y: (792 - 710) * 2, width: 200, height: 20 }]);
    const padded = maskRectsForPage([box('email', 1, 100, 700)], { page: 1, scale: 1, view, padding: 3 });
    expect(padded).toEqual([{ x: 97, y: 79, width: 106, height: 16 }]);
  });

  it('masks only the boxes of the page rendered and only contact fields', () => {
    const boxes = [box('email', 1, 10, 700), box('mobile', 2, 10, 700), box('linkedInUrl', 1, 300, 700)];
    expect(maskRectsForPage(boxes, { page: 1, scale: 1, view, padding: 0 }).map((r) => r.x)).toEqual([
      10, 300,
    ]);
    expect(maskRectsForPage(boxes, { page: 2, scale: 1, view, padding: 0 }).map((r) => r.x)).toEqual([10]);
    expect(
      maskRectsForPage(boxes, { page: 1, scale: 1, view, padding: 0, fields: ['linkedInUrl'] }),
    ).toHaveLength(1);
  });

  it('drops boxes below a half-page crop and clips boxes that straddle it', () => {
    const boxes = [box('email', 1, 10, 700), box('mobile', 1, 10, 100), box('address', 1, 10, 390, 100, 20)];
    const rects = maskRectsForPage(boxes, { page: 1, scale: 1, view, padding: 0, cropHeight: 396 });
    expect(rects).toEqual([
      { x: 10, y: 82, width: 100, height: 10 },
      { x: 10, y: 382, width: 100, height: 14 },
    ]);
  });

  it('honours a view box that does not start at 0,0', () => {
    const rects = maskRectsForPage([box('email', 1, 60, 700)], {
      page: 1,
      scale: 1,
      view: [50, 50, 662, 842],
      padding: 0,
    });
    expect(rects).toEqual([{ x: 10, y: 132, width: 100, height: 10 }]);
  });

  it('covers every contact detail the parser found on a real parse', async () => {
    const out = await parseResume({ name: 'r.pdf', bytes: usResumePdf() });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const d = out.documents[0]!;
    const fields = new Set(d.contactBoxes!.map((b) => b.field));
    for (const f of [
      'name',
      'email',
      'secondary_email',
      'mobile',
      'secondary_mobile',
      'address',
      'Zipcode',
      'linkedInUrl',
    ] as const) {
      expect(fields.has(f), f).toBe(true);
    }
    const rects = maskRectsForPage(d.contactBoxes!, {
      page: 1,
      scale: 1.5,
      view: [0, 0, 612, 792],
      cropHeight: 594,
    });
    expect(rects.length).toBe(d.contactBoxes!.length);
    // the e-mail box sits on the contact row (y = 700pt -> about 138px from the top at scale 1.5)
    const email = d.contactBoxes!.find((b) => b.field === 'email')!;
    expect(email.y).toBeLessThan(700);
    expect(email.y + email.height).toBeGreaterThan(700);
  });
});

describe('rendering in Node', () => {
  it('is importable and says no canvas is available', async () => {
    expect(canRender()).toBe(false);
    await expect(renderPageImages(usResumePdf(), { mode: 'full' })).rejects.toThrow(/browser or Web Worker/);
  });
});

describe('link areas that give a person away', () => {
  it('boxes mailto, tel, LinkedIn and social links anywhere, other links only on a contact row', async () => {
    const { linkBoxes } = await import('../src/extract/links');
    const r = (x: number, y: number): [number, number, number, number] => [x, y, x + 40, y + 10];
    const contact: ContactBox[] = [box('email', 1, 100, 700)];
    const out = linkBoxes(
      [
        { url: 'mailto:a@b.co', page: 1, rect: r(10, 300) },
        { url: 'tel:+15125550199', page: 1, rect: r(10, 320) },
        { url: 'https://www.linkedin.com/in/x', page: 1, rect: r(10, 340) },
        { url: 'https://github.com/x', page: 1, rect: r(10, 360) },
        { url: 'https://jane.dev/', page: 1, rect: r(300, 702) }, // same row as the e-mail
        { url: 'https://acme.com/', page: 1, rect: r(300, 500) }, // an employer in the body
        { url: 'https://x.org/', page: 2, rect: r(300, 702) }, // another page
      ],
      contact,
    );
    expect(out.map((b) => [b.field, b.y])).toEqual([
      ['email', 300],
      ['mobile', 320],
      ['linkedInUrl', 340],
      ['profile', 360],
      ['profile', 702],
    ]);
  });
});
