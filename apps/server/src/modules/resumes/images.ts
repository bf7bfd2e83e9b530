/** Page images: the half preview is made on the server from the contact-masked page the client sends
 * (`masked_images`, contacts found by the parser already blacked out); the bottom half is pixelated here
 * beyond reading, so a locked preview never carries the full text nor the contact details. */
import jpeg from 'jpeg-js';

export function isJpeg(data: Buffer): boolean {
  return data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
}

/** Keeps the top half, pixelates the bottom half in 24 px blocks and greys it out. */
export function maskHalf(full: Buffer): Buffer {
  const img = jpeg.decode(full, { useTArray: true, maxMemoryUsageInMB: 256, formatAsRGBA: true });
  const { width, height, data } = img;
  const top = Math.floor(height / 2);
  const block = 24;
  for (let by = top; by < height; by += block) {
    for (let bx = 0; bx < width; bx += block) {
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let y = by; y < Math.min(by + block, height); y++) {
        for (let x = bx; x < Math.min(bx + block, width); x++) {
          const i = (y * width + x) * 4;
          r += data[i]!;
          g += data[i + 1]!;
          b += data[i + 2]!;
          n++;
        }
      }
      // Average, then wash towards light grey so no shapes of letters survive.
      const avg = (v: number) => Math.round((v / n) * 0.25 + 200 * 0.75);
      const [ar, ag, ab] = [avg(r), avg(g), avg(b)];
      for (let y = by; y < Math.min(by + block, height); y++) {
        for (let x = bx; x < Math.min(bx + block, width); x++) {
          const i = (y * width + x) * 4;
          data[i] = ar;
          data[i + 1] = ag;
          data[i + 2] = ab;
        }
      }
    }
  }
  return Buffer.from(jpeg.encode({ width, height, data }, 70).data);
}

/** A simple résumé-like page (a coloured header band and grey "text" bars) for demo profiles. */
export function placeholderPage(seed: number, width = 360, height = 480): Buffer {
  const data = Buffer.alloc(width * height * 4, 255);
  const hue = [
    [37, 99, 235],
    [22, 163, 74],
    [147, 51, 234],
    [234, 88, 12],
  ][seed % 4]!;
  const fill = (x0: number, y0: number, w: number, h: number, [r, g, b]: number[]) => {
    for (let y = y0; y < Math.min(y0 + h, height); y++) {
      for (let x = x0; x < Math.min(x0 + w, width); x++) {
        const i = (y * width + x) * 4;
        data[i] = r!;
        data[i + 1] = g!;
        data[i + 2] = b!;
        data[i + 3] = 255;
      }
    }
  };
  fill(0, 0, width, 90, hue);
  fill(40, 30, 260, 28, [255, 255, 255]);
  let y = 130;
  let k = seed;
  while (y < height - 40) {
    k = (k * 1103515245 + 12345) & 0x7fffffff;
    const w = 200 + (k % 320);
    fill(40, y, w, 10, [120, 120, 120]);
    y += k % 7 === 0 ? 44 : 22;
  }
  return Buffer.from(jpeg.encode({ width, height, data }, 75).data);
}
