/** Writes small, valid PDFs for tests (correct xref offsets), with text runs, link annotations or an image. */
export interface PdfText {
  x: number;
  y: number;
  size: number;
  text: string;
  /** character spacing (Tc) in text space units: letter-spaced display type */
  spacing?: number;
}

export interface PdfPage {
  texts?: PdfText[];
  /** link annotations; `print: true` sets the annotation's Print flag (/F 4) */
  links?: Array<{ rect: [number, number, number, number]; uri: string; print?: boolean }>;
  /** paint a small inline image (an image-only "scan") */
  image?: boolean;
  /** page /Rotate (0, 90, 180, 270) */
  rotate?: number;
}

const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

export function makePdf(pages: PdfPage[]): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const p of pages) {
    let content = '';
    for (const t of p.texts ?? [])
      content += `BT /F1 ${t.size} Tf ${t.spacing ?? 0} Tc ${t.x} ${t.y} Td (${esc(t.text)}) Tj ET\n`;
    if (p.image) content += 'q 200 0 0 200 100 400 cm BI /W 2 /H 2 /CS /G /BPC 8 /F /AHx ID 00FF00FF> EI Q\n';
    const stream = add(`<< /Length ${content.length} >>\nstream\n${content}endstream`);
    const annots = (p.links ?? []).map((l) =>
      add(
        `<< /Type /Annot /Subtype /Link${l.print ? ' /F 4' : ''} /Rect [${l.rect.join(' ')}] /Border [0 0 0] /A << /S /URI /URI (${esc(l.uri)}) >> >>`,
      ),
    );
    const page = add(
      `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 612 792]${p.rotate ? ` /Rotate ${p.rotate}` : ''} /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R${annots.length ? ` /Annots [${annots.map((a) => `${a} 0 R`).join(' ')}]` : ''} >>`,
    );
    kids.push(page);
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** A one-page US resume header and body, the kind the section-5 rules are written for. */
export function usResumePdf(): Uint8Array {
  return makePdf([
    {
      texts: [
        { x: 72, y: 740, size: 24, text: 'Jane Q. Montgomery-Smithson' },
        { x: 72, y: 716, size: 11, text: 'Senior Software Engineer' },
        {
          x: 72,
          y: 700,
          size: 10,
          text: '1200 Main St, Austin, TX 78701-1234 | (512) 555-0199 | jane@example.org',
        },
        { x: 72, y: 686, size: 10, text: 'Mobile: 512.555.0188 | jane.alt@example.net' },
        { x: 72, y: 650, size: 14, text: 'Experience' },
        { x: 72, y: 634, size: 10, text: 'Acme Corp, Senior Software Engineer | Jan 2019 - present' },
        { x: 90, y: 620, size: 10, text: '- Built the billing platform in TypeScript and PostgreSQL' },
        { x: 72, y: 600, size: 10, text: 'Initech, Software Developer | Jun 2015 - Dec 2018' },
        { x: 90, y: 586, size: 10, text: '- Maintained Java services' },
        { x: 72, y: 560, size: 14, text: 'Education' },
        { x: 72, y: 544, size: 10, text: 'BS Computer Science, University of Texas at Austin | 2011 - 2015' },
        { x: 72, y: 520, size: 14, text: 'Skills' },
        { x: 72, y: 504, size: 10, text: 'Languages: TypeScript, Java, SQL' },
        { x: 72, y: 490, size: 10, text: 'Tools: Docker, Kubernetes, AWS' },
        { x: 72, y: 466, size: 14, text: 'Work Authorization' },
        { x: 72, y: 450, size: 10, text: 'US Citizen. Willing to relocate.' },
      ],
      links: [{ rect: [400, 740, 560, 760], uri: 'https://www.linkedin.com/in/jane-montgomery/' }],
    },
  ]);
}

/**
 * A one-page PDF in a CID-keyed font that is not embedded (Adobe-Japan1, UniJIS-UTF16-H): pdf.js can
 * read its text only with the predefined CMaps. Characters outside the BMP are written as UTF-16
 * surrogate pairs, as the CMap expects.
 */
export function cjkPdf(lines: Array<{ x: number; y: number; size: number; text: string }>): Uint8Array {
  const hex = (s: string) => {
    let out = '';
    for (let i = 0; i < s.length; i++) out += s.charCodeAt(i).toString(16).padStart(4, '0');
    return out.toUpperCase();
  };
  let content = '';
  for (const l of lines) content += `BT /F1 ${l.size} Tf ${l.x} ${l.y} Td <${hex(l.text)}> Tj ET\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${new TextEncoder().encode(content).length} >>\nstream\n${content}endstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /KozMinPr6N-Regular /Encoding /UniJIS-UTF16-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /KozMinPr6N-Regular /CIDSystemInfo << /Registry (Adobe) /Ordering (Japan1) /Supplement 6 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /KozMinPr6N-Regular /Flags 6 /FontBBox [-437 -340 1147 1317] /ItalicAngle 0 /Ascent 1317 /Descent -349 /CapHeight 742 /StemV 80 >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  const enc = new TextEncoder();
  objects.forEach((body, i) => {
    offsets.push(enc.encode(out).length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = enc.encode(out).length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return enc.encode(out);
}
