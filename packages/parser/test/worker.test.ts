import { describe, expect, it } from 'vitest';
import { createParserWorkerClient, type WorkerLike } from '../src/worker';
import { toImageMap } from '../src/workerClient';
import { createWorkerHandler } from '../src/workerHandler';
import type { WorkerRequest, WorkerResponse } from '../src/workerProtocol';
import type { ParseProgress } from '../src/types';
import { usResumePdf } from './helpers/pdf';

/** A Worker double: messages go through structuredClone and the real handler, answers come back as events. */
function fakeWorker(): WorkerLike & { terminated: boolean } {
  const target = new EventTarget();
  const handle = createWorkerHandler((msg: WorkerResponse) => {
    target.dispatchEvent(new MessageEvent('message', { data: structuredClone(msg) }));
  });
  return {
    terminated: false,
    postMessage(msg: WorkerRequest) {
      void handle(structuredClone(msg));
    },
    addEventListener(type: string, fn: (e: never) => void) {
      target.addEventListener(type, fn as EventListener);
    },
    terminate() {
      this.terminated = true;
    },
  };
}

describe('worker handler', () => {
  it('answers a parse request with progress events and then the outcome', async () => {
    const out: WorkerResponse[] = [];
    const handle = createWorkerHandler((m) => out.push(m));
    await handle({ id: 7, name: 'r.pdf', bytes: usResumePdf() });
    const last = out[out.length - 1]!;
    expect(last.type).toBe('result');
    expect(last.id).toBe(7);
    expect(last.type === 'result' && last.outcome.ok && last.outcome.documents[0]!.fields.email).toBe(
      'jane@example.org',
    );
    const progress = out
      .filter((m) => m.type === 'progress')
      .map((m) => (m.type === 'progress' ? m.progress.stage : ''));
    expect(progress[0]).toBe('reading');
    expect(progress).toContain('text');
    expect(progress[progress.length - 1]).toBe('done');
  });

  it('transfers the own bytes of group attachments with the outcome instead of copying them', async () => {
    const pdf = usResumePdf();
    const b64 = Buffer.from(pdf).toString('base64');
    const eml = [
      'From: a@example.org',
      'To: b@example.org',
      'Subject: CV',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="XX"',
      '',
      '--XX',
      'Content-Type: text/plain',
      '',
      'Please find my resume attached.',
      '--XX',
      'Content-Type: application/pdf; name="jane.pdf"',
      'Content-Disposition: attachment; filename="jane.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      b64,
      '--XX--',
      '',
    ].join('\r\n');
    const sent: Array<{ msg: WorkerResponse; transfer: Transferable[] | undefined }> = [];
    await createWorkerHandler((msg, transfer) => sent.push({ msg, transfer }))({
      id: 3,
      name: 'mail.eml',
      bytes: new TextEncoder().encode(eml),
    });
    const last = sent[sent.length - 1]!;
    expect(last.msg.type).toBe('result');
    if (last.msg.type !== 'result' || !last.msg.outcome.ok) throw new Error('no outcome');
    const attachment = last.msg.outcome.documents[1]!;
    expect(attachment.fileName).toBe('jane.pdf');
    expect(attachment.bytes).toEqual(pdf);
    expect(last.transfer).toEqual([attachment.bytes!.buffer]);
  });

  it('reports that page images need a canvas when there is none (Node)', async () => {
    const out: WorkerResponse[] = [];
    await createWorkerHandler((m) => out.push(m))({
      id: 1,
      type: 'render',
      bytes: usResumePdf(),
      mode: 'half',
    });
    expect(out).toEqual([
      { id: 1, type: 'error', error: { code: 'no_canvas', message: 'Page images need OffscreenCanvas.' } },
    ]);
  });
});

describe('createParserWorkerClient', () => {
  it('resolves each call with its own outcome and forwards progress', async () => {
    const client = createParserWorkerClient(fakeWorker());
    const seen: ParseProgress[] = [];
    const [a, b] = await Promise.all([
      client.parse('a.pdf', usResumePdf(), {}, (p) => seen.push(p)),
      client.parse('b.doc', new Uint8Array([1])),
    ]);
    expect(a.ok && a.documents[0]!.name).toBe('a.pdf');
    expect(b).toEqual({ ok: false, error: { code: 'invalid_type', message: 'Invalid File Type' } });
    expect(seen.some((p) => p.stage === 'done' && p.ratio === 1)).toBe(true);
  });

  it('rejects render calls with the worker error', async () => {
    const client = createParserWorkerClient(fakeWorker());
    await expect(client.render(usResumePdf(), { mode: 'full' })).rejects.toThrow(
      'Page images need OffscreenCanvas.',
    );
  });

  it('rejects pending calls when terminated', async () => {
    const w = fakeWorker();
    const client = createParserWorkerClient(w);
    const pending = client.parse('slow.pdf', usResumePdf());
    client.terminate();
    await expect(pending).rejects.toThrow('terminated');
    expect(w.terminated).toBe(true);
  });
});

describe('toImageMap', () => {
  it('gives the spec map of page keys to base64 JPEG strings', () => {
    const img = (page: number) => ({
      key: `page_${page}`,
      page,
      width: 10,
      height: 5,
      base64: `/9j/${page}`,
    });
    expect(toImageMap([img(1), img(2)])).toEqual({ page_1: '/9j/1', page_2: '/9j/2' });
  });
});
