/** Hostile and broken files: each gets an error code and a message within the time bound, never a throw. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { corpusDir, assertCorpus } from './helpers/corpus';
import { parseResume } from '../src/index';
import { makePdf, usResumePdf } from './helpers/pdf';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const corpus = corpusDir(fileURLToPath(new URL('.', import.meta.url)));

async function errorOf(name: string, bytes: Uint8Array, options = {}) {
  const out = await parseResume({ name, bytes, options });
  expect(out.ok, `${name} should be rejected`).toBe(false);
  return out.ok ? null : out.error;
}

describe('bad PDFs', () => {
  it('password-protected (qpdf --encrypt, AES-256) -> encrypted', async () => {
    const e = await errorOf('locked.pdf', new Uint8Array(readFileSync(join(fixtures, 'encrypted.pdf'))));
    expect(e).toEqual({
      code: 'encrypted',
      message: 'The file is password-protected. Upload a copy without a password.',
    });
  });

  it('truncated -> corrupt', async () => {
    assertCorpus(corpus);
    const whole = new Uint8Array(readFileSync(join(corpus, 'pdf/John_Doe_ClassicTheme_CV.pdf')));
    expect((await errorOf('cut.pdf', whole.slice(0, Math.floor(whole.length / 3))))?.code).toBe('corrupt');
  });

  it('not a PDF at all -> corrupt', async () => {
    expect((await errorOf('fake.pdf', strToU8('GIF89a this is not a pdf')))?.code).toBe('corrupt');
  });

  it('a blank page -> no_text', async () => {
    expect((await errorOf('blank.pdf', makePdf([{}])))?.code).toBe('no_text');
  });

  it('image-only (scanned) -> image_only', async () => {
    const e = await errorOf('scan.pdf', makePdf([{ image: true }, { image: true }]));
    expect(e?.code).toBe('image_only');
    expect(e?.message).toMatch(/scan/);
  });

  it('a scan with only a stamped page number -> image_only', async () => {
    const stamp = (n: number) => ({ image: true, texts: [{ x: 300, y: 30, size: 9, text: `Page ${n}` }] });
    expect((await errorOf('stamped.pdf', makePdf([stamp(1), stamp(2)])))?.code).toBe('image_only');
  });

  it('stops at the time bound -> timeout', async () => {
    assertCorpus(corpus);
    const big = new Uint8Array(readFileSync(join(corpus, 'pdf/classic_full.pdf')));
    expect((await errorOf('slow.pdf', big, { timeoutMs: 5 }))?.code).toBe('timeout');
  });

  it('reads a valid generated PDF (control case)', async () => {
    const out = await parseResume({ name: 'ok.pdf', bytes: usResumePdf() });
    expect(out.ok).toBe(true);
  });
});

describe('size and type limits', () => {
  it('empty file -> empty_file', async () => {
    expect((await errorOf('e.pdf', new Uint8Array(0)))?.code).toBe('empty_file');
  });

  it('over maxBytes -> too_large', async () => {
    expect((await errorOf('big.pdf', usResumePdf(), { maxBytes: 100 }))?.code).toBe('too_large');
  });

  it('takes ArrayBuffer input too', async () => {
    const bytes = usResumePdf();
    const buffer = new ArrayBuffer(bytes.byteLength);
    new Uint8Array(buffer).set(bytes);
    const out = await parseResume({ name: 'ab.pdf', bytes: buffer });
    expect(out.ok).toBe(true);
  });
});

describe('bad Word files', () => {
  it('a ZIP without word/document.xml -> not_word', async () => {
    const e = await errorOf('notes.docx', zipSync({ 'notes.txt': strToU8('hello') }));
    expect(e?.code).toBe('not_word');
    expect(e?.message).toMatch(/main document part/);
  });

  it('a legacy .doc renamed .docx -> not_word', async () => {
    const ole = new Uint8Array(1024);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect((await errorOf('old.docx', ole))?.code).toBe('not_word');
  });

  it('a part that would inflate past 40 MB (zip bomb) -> too_large, without inflating it', async () => {
    const huge = new Uint8Array(41 * 1024 * 1024); // zeros: compresses to about 40 kB
    const zip = zipSync({ 'word/document.xml': huge }, { level: 9 });
    expect(zip.length).toBeLessThan(200_000);
    expect((await errorOf('bomb.docx', zip))?.code).toBe('too_large');
  });

  it('a damaged ZIP -> corrupt', async () => {
    const zip = zipSync({ 'word/document.xml': strToU8('<w:document/>'.repeat(50)) });
    expect((await errorOf('broken.docx', zip.slice(0, 40)))?.code).toBe('corrupt');
  });
});

describe('bad messages', () => {
  it('random bytes named .msg -> corrupt', async () => {
    expect((await errorOf('x.msg', strToU8('From: a@b.c\r\n\r\nnot an outlook file'.repeat(30))))?.code).toBe(
      'corrupt',
    );
  });

  it('messages nested deeper than maxDepth -> too_deep', async () => {
    let eml = 'From: a@example.org\r\nSubject: level 0\r\nContent-Type: text/plain\r\n\r\ninnermost\r\n';
    for (let i = 1; i <= 8; i++) {
      eml =
        `From: a@example.org\r\nSubject: level ${i}\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="b${i}"\r\n\r\n` +
        `--b${i}\r\nContent-Type: text/plain\r\n\r\nlevel ${i}\r\n` +
        `--b${i}\r\nContent-Type: message/rfc822\r\nContent-Disposition: attachment; filename="inner${i}.eml"\r\n\r\n${eml}\r\n--b${i}--\r\n`;
    }
    const e = await errorOf('deep.eml', strToU8(eml), { maxDepth: 5 });
    expect(e?.code).toBe('too_deep');
    const ok = await parseResume({ name: 'deep.eml', bytes: strToU8(eml), options: { maxDepth: 10 } });
    expect(ok.ok).toBe(true);
  });
});

describe('EML groups', () => {
  it('a message with .pdf and .docx attachments becomes a group of the message and its attachments', async () => {
    const pdf = usResumePdf();
    const b64 = (u: Uint8Array) => Buffer.from(u).toString('base64').replace(/.{76}/g, '$&\r\n');
    const docx = zipSync({ 'notes.txt': strToU8('not word') });
    const eml =
      'From: Jane Doe <jane@example.org>\r\nTo: jobs@example.com\r\nSubject: Application\r\nMIME-Version: 1.0\r\n' +
      'Content-Type: multipart/mixed; boundary="xyz"\r\n\r\n' +
      '--xyz\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nHello, my resume is attached.\r\nJane Doe\r\n' +
      `--xyz\r\nContent-Type: application/pdf\r\nContent-Disposition: attachment; filename="Jane Resume.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(pdf)}\r\n` +
      `--xyz\r\nContent-Type: image/png\r\nContent-Disposition: attachment; filename="photo.png"\r\nContent-Transfer-Encoding: base64\r\n\r\niVBORw0KGgo=\r\n` +
      `--xyz\r\nContent-Type: application/octet-stream\r\nContent-Disposition: attachment; filename="broken.docx"\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(docx)}\r\n` +
      '--xyz--\r\n';
    const out = await parseResume({ name: 'application.eml', bytes: strToU8(eml) });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.documents.map((d) => [d.name, d.kind])).toEqual([
      ['application.eml', 'eml'],
      ['Jane Resume.pdf', 'pdf'],
      ['broken.docx', 'docx'],
    ]);
    const [msg, resume, broken] = out.documents;
    expect(msg!.attachments).toEqual(['Jane Resume.pdf', 'photo.png', 'broken.docx']);
    expect(msg!.fields.email_body).toContain('my resume is attached');
    // Issue 23: the covering message's text is on each attachment's profile too (spec 3, email_body).
    expect(resume!.fields.email_body).toContain('my resume is attached');
    expect(broken!.fields.email_body).toContain('my resume is attached');
    expect(resume!.fields.email).toBe('jane@example.org');
    expect(resume!.group).toEqual({ message: 'application.eml', index: 1, size: 3 });
    expect(broken!.error?.code).toBe('not_word');
  });
});

describe('hostile EML', () => {
  it('binary noise where the header block should be -> not_a_message, quickly', async () => {
    let seed = 7;
    const noise = new Uint8Array(64 * 1024).map(() => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed >>> 24;
    });
    const t = performance.now();
    const e = await errorOf('noise.eml', noise);
    expect(e).toEqual({
      code: 'not_a_message',
      message: 'The file is not an e-mail message: it has no message headers.',
    });
    expect(performance.now() - t).toBeLessThan(5000);
  });

  it('text with no From, Date, Subject or MIME header -> not_a_message', async () => {
    expect((await errorOf('notes.eml', strToU8('just some notes\nno headers here\n')))?.code).toBe(
      'not_a_message',
    );
    expect((await errorOf('fake.eml', strToU8('Foo: bar\r\n\r\nbody')))?.code).toBe('not_a_message');
  });

  it('a message without a resume attachment is itself the profile, with its body', async () => {
    const eml =
      'From: Ann Lee <ann@example.org>\r\nSubject: Resume\r\nContent-Type: text/plain\r\n\r\n' +
      'Ann Lee\r\nann@example.org | (512) 555-0123\r\nAustin, TX 78701\r\n';
    const out = await parseResume({ name: 'resume.eml', bytes: strToU8(eml) });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.documents).toHaveLength(1);
    const f = out.documents[0]!.fields;
    expect([f.first_name, f.last_name, f.mobile, f.city]).toEqual(['Ann', 'Lee', '5125550123', 'Austin']);
    expect(f.email_body).toContain('Ann Lee');
  });
});
