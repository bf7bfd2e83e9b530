// A tiny flow layout over pdfkit: columns with their own cursor, right-aligned text on a line, page
// breaks that continue a column on the next page, and "Page i of n" footers written at the end.
import PDFDocument from 'pdfkit';

export const PAGE_W = 612;
export const PAGE_H = 792;

export function newDoc() {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    bufferPages: true,
    info: { Title: 'Resume', CreationDate: new Date('2026-01-01T00:00:00Z') },
  });
  const chunks = [];
  doc.on('data', (c) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}

export class Flow {
  constructor(doc, { x, w, y = 40, top = 40, bottom = PAGE_H - 56, color = '#222' }) {
    Object.assign(this, { doc, x, w, y, top, bottom, color, page: 0 });
  }
  goPage(n) {
    const range = this.doc.bufferedPageRange();
    while (range.start + range.count <= n) {
      this.doc.addPage();
      range.count++;
    }
    this.doc.switchToPage(n);
    this.page = n;
  }
  ensure(h) {
    if (this.y + h > this.bottom) {
      this.goPage(this.page + 1);
      this.y = this.top;
    } else this.doc.switchToPage(this.page);
  }
  /** One line; `right` is drawn right-aligned on the same baseline. */
  line(text, o = {}) {
    const { font = 'Helvetica', size = 10, right, rightFont = 'Helvetica', indent = 0, spacing = 0 } = o;
    // Too wide for the column: wrap it (a narrow sidebar), as a word processor would.
    if (text && !spacing && this.doc.font(font).fontSize(size).widthOfString(text) > this.w - indent) {
      this.para(text, { font, size, indent, color: o.color });
      if (right) this.line(right, { font: rightFont, size, indent, color: o.color });
      return;
    }
    this.ensure(size * 1.4);
    const d = this.doc.fillColor(o.color ?? this.color);
    if (text)
      d.font(font)
        .fontSize(size)
        .text(text, this.x + indent, this.y, { lineBreak: false, characterSpacing: spacing });
    if (right) {
      const lw = text ? d.font(font).fontSize(size).widthOfString(text, { characterSpacing: spacing }) : 0;
      d.font(rightFont).fontSize(size);
      const w = d.widthOfString(right);
      // A narrow column: the right-hand text goes on the next line, as a word processor wraps it.
      if (lw + w + 12 > this.w) {
        this.y += size * (o.gap ?? 1.4);
        this.ensure(size * 1.4);
        d.text(right, this.x + indent, this.y, { lineBreak: false });
      } else d.text(right, this.x + this.w - w, this.y, { lineBreak: false });
    }
    this.y += size * (o.gap ?? 1.4);
  }
  /** A wrapped paragraph. */
  para(text, o = {}) {
    const { font = 'Helvetica', size = 9.5, indent = 0 } = o;
    const d = this.doc.font(font).fontSize(size);
    const h = d.heightOfString(text, { width: this.w - indent });
    this.ensure(h);
    d.fillColor(o.color ?? this.color).text(text, this.x + indent, this.y, {
      width: this.w - indent,
      lineGap: 1,
    });
    this.y += h + 2;
  }
  space(n = 6) {
    this.y += n;
  }
}

/** "Page i of n" at the foot of every page (LinkedIn's export; footers inside an entry). */
export function pageFooters(doc, text = (i, n) => `Page ${i} of ${n}`) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc.font('Helvetica').fontSize(8).fillColor('#777');
    const t = text(i + 1, range.count);
    doc.text(t, PAGE_W - 60 - doc.widthOfString(t), PAGE_H - 36, { lineBreak: false });
  }
}
