/**
 * The upload round of spec 000 sections 4 ("Upload item") and 5 ("Upload"): files wait, are parsed in
 * the worker ("File Information Checking..."), uploaded with percent progress, and end Uploaded or
 * Rejected. At most 10 files or attachments per round; the surplus waits in Pending for "Upload More".
 * A message file with resume attachments becomes a group: the message with its attachment list, and
 * one upload per attachment, each with the attachment's own bytes as its file.
 * A PDF is sent with its page images: the full pages and the same pages with the contact details the
 * parser found masked (the server makes the locked half preview from the masked ones).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParserWorkerClient } from '@talent/parser/client';
import type { ParsedDocument } from '@talent/parser';
import type { UploadItem } from '@talent/ui';
import { MAX_FILES_PER_BATCH, MAX_UPLOAD_BYTES } from '@talent/api/rules';
import { parseErrorMessage, uploadErrorMessages, UPLOAD_TEXTS } from './uploadErrors';
import {
  appendPageImages,
  fieldsToForm,
  sendUpload,
  type UploadAnswer,
  type UploadImages,
} from './uploadRequest';
import { renderPageImages } from './pageImages';
import { loadParserOptions, type ParserOptionsFromServer } from './parserOptions';

export { renderPageImages };

/** At most this many files may be in work at once (spec 5: "If 5 are already queued"). */
export const MAX_IN_WORK = 5;

export interface QueueEntry extends UploadItem {
  /** Round the entry belongs to; waiting entries have none yet. */
  round: number | null;
  /** The entry is a group member (an attachment of `groupOf`). */
  groupOf?: string;
}

export interface UploadQueueDeps {
  /** Creates the parser client (the Web Worker); called once, on the first file. */
  createParser: () => Promise<ParserWorkerClient>;
  loadOptions?: () => Promise<ParserOptionsFromServer>;
  /** Told of each stored profile (the apply page selects the one just uploaded). */
  onUploaded?: (answer: UploadAnswer) => void;
  /** Told when a file given to `add` is done with: uploaded (for a message, at least one attachment) or
   * rejected, with the reason (the upload page settles files from the e-mail inbox with it). */
  onSettled?: (file: File, outcome: 'uploaded' | 'rejected', message?: string) => void;
  /** Shows a parsed resume with work history or education for correction; answers what is uploaded. */
  review?: (name: string, doc: ParsedDocument) => Promise<ParsedDocument>;
}

let nextId = 0;
const newId = () => `upload-${++nextId}`;

export function useUploadQueue({
  createParser,
  loadOptions = loadParserOptions,
  onUploaded,
  onSettled,
  review,
}: UploadQueueDeps) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<QueueEntry[]>([]);
  const [round, setRound] = useState(1);
  const files = useRef(new Map<string, File>());
  const queue = useRef<string[]>([]);
  const running = useRef(false);
  const parser = useRef<Promise<ParserWorkerClient> | null>(null);
  const options = useRef<Promise<ParserOptionsFromServer> | null>(null);
  const mounted = useRef(true);
  const uploaded = useRef(onUploaded);
  const settled = useRef(onSettled);
  /** The last final state of each entry, read when its file is done with. */
  const outcomes = useRef(new Map<string, { status: 'uploaded' | 'rejected'; message?: string }>());
  useEffect(() => {
    uploaded.current = onUploaded;
    settled.current = onSettled;
  }, [onUploaded, onSettled]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void parser.current?.then((client) => client.terminate()).catch(() => undefined);
      parser.current = null;
    };
  }, []);

  const update = useCallback((id: string, patch: Partial<QueueEntry>) => {
    if (patch.status === 'uploaded' || patch.status === 'rejected')
      outcomes.current.set(id, { status: patch.status, message: patch.message });
    if (!mounted.current) return;
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e)));
  }, []);

  const getParser = useCallback(() => {
    parser.current ??= createParser();
    return parser.current;
  }, [createParser]);

  const getOptions = useCallback(() => {
    options.current ??= loadOptions().catch((error: unknown) => {
      console.warn('Error fetching data', error);
      return {};
    });
    return options.current;
  }, [loadOptions]);

  /** Uploads one parsed document; answers the rejection message, or null when uploaded. */
  const upload = useCallback(
    async (id: string, file: File, doc: ParsedDocument, images: UploadImages) => {
      update(id, { status: 'uploading', progress: 0 });
      const form = fieldsToForm(doc.fields as unknown as Record<string, unknown>);
      form.append('file', file, file.name);
      appendPageImages(form, images);
      try {
        const answer = await sendUpload(form, (progress) => update(id, { progress }));
        update(id, { status: 'uploaded', progress: 100 });
        if (mounted.current) uploaded.current?.(answer);
        return null;
      } catch (error) {
        const message = uploadErrorMessages(error, t).join(' ');
        update(id, { status: 'rejected', message });
        return message;
      }
    },
    [t, update],
  );

  const processFile = useCallback(
    async (id: string) => {
      const file = files.current.get(id);
      if (!file) return;
      update(id, { status: 'parsing' });
      let client: ParserWorkerClient;
      let outcome;
      let bytes: Uint8Array;
      try {
        client = await getParser();
        const opts = await getOptions();
        bytes = new Uint8Array(await file.arrayBuffer());
        // The server stores originals up to the shared limit; a larger file is refused before parsing.
        outcome = await client.parse(file.name, bytes, { ...opts, maxBytes: MAX_UPLOAD_BYTES });
      } catch (error) {
        console.warn('Parsing failed', file.name, error);
        update(id, { status: 'rejected', message: t(UPLOAD_TEXTS.missing) });
        return;
      }
      if (!outcome.ok) {
        update(id, { status: 'rejected', message: parseErrorMessage(outcome.error.code, t) });
        return;
      }
      const [head, ...members] = outcome.documents;
      if (!head) {
        update(id, { status: 'rejected', message: t(UPLOAD_TEXTS.missing) });
        return;
      }
      if (head.group && members.length > 0) {
        // The message with its attachment list; one upload per resume attachment.
        const memberIds = members.map(() => newId());
        update(id, {
          attachments: (head.attachments ?? members.map((m) => m.name)).map((name, i) => ({
            id: `${id}-att-${i}`,
            name,
            status: 'pending' as const,
          })),
        });
        if (mounted.current) {
          setEntries((list) => {
            const at = list.findIndex((e) => e.id === id);
            const head = list[at];
            const added: QueueEntry[] = members.map((m, i) => ({
              id: memberIds[i]!,
              name: `${m.name} (${file.name})`,
              status: 'pending',
              round: head?.round ?? null,
              groupOf: id,
            }));
            return [...list.slice(0, at + 1), ...added, ...list.slice(at + 1)];
          });
        }
        const messages: Array<string | null> = [];
        for (const [i, member] of members.entries()) {
          const memberId = memberIds[i]!;
          if (member.error) {
            const message = parseErrorMessage(member.error.code, t);
            update(memberId, { status: 'rejected', message });
            messages.push(message);
            continue;
          }
          // Each attachment is sent as its own file (the message is the file of the message only).
          const own =
            member.bytes && member.bytes.length > 0
              ? new File(
                  [member.bytes as Uint8Array<ArrayBuffer>],
                  member.fileName ?? member.name.split('/').pop() ?? member.name,
                )
              : file;
          const images =
            own === file
              ? { full: [], masked: [] }
              : await renderPageImages(client, own.name, member.bytes!, member);
          messages.push(await upload(memberId, own, member, images));
        }
        const firstProblem = messages.find((m) => m !== null);
        if (messages.some((m) => m === null)) update(id, { status: 'uploaded', progress: 100 });
        else update(id, { status: 'rejected', message: firstProblem ?? t(UPLOAD_TEXTS.missing) });
        return;
      }
      const hasEntries = head.fields.experience?.length || head.fields.education?.length;
      const checked = review && hasEntries ? await review(file.name, head) : head;
      await upload(id, file, checked, await renderPageImages(client, file.name, bytes, head));
    },
    [getOptions, getParser, review, t, update, upload],
  );

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      while (queue.current.length > 0 && mounted.current) {
        const id = queue.current.shift()!;
        await processFile(id);
        const file = files.current.get(id);
        const outcome = outcomes.current.get(id);
        if (file) settled.current?.(file, outcome?.status ?? 'rejected', outcome?.message);
        outcomes.current.delete(id);
        files.current.delete(id);
      }
    } finally {
      running.current = false;
    }
  }, [processFile]);

  const inRound = entries.filter((e) => e.round === round).length;
  const freeSlots = Math.max(0, MAX_FILES_PER_BATCH - inRound);
  const inWork = entries.filter(
    (e) =>
      !e.groupOf &&
      (e.status === 'parsing' || e.status === 'uploading' || (e.status === 'pending' && e.round !== null)),
  ).length;
  const waiting = entries.filter((e) => e.round === null && e.status === 'pending');

  /** Takes a split drop: taken files start now, surplus waits, unaccepted types are rejected. */
  const add = useCallback(
    ({ taken, surplus, unaccepted }: { taken: File[]; surplus: File[]; unaccepted: File[] }) => {
      const make = (file: File, patch: Partial<QueueEntry>): QueueEntry => {
        const id = newId();
        files.current.set(id, file);
        return { id, name: file.name, size: file.size, status: 'pending', round, ...patch };
      };
      const now = taken.map((f) => make(f, {}));
      const later = surplus.map((f) => make(f, { round: null }));
      const bad = unaccepted.map((f) =>
        make(f, { status: 'rejected', message: t(UPLOAD_TEXTS.invalidType) }),
      );
      for (const e of bad) files.current.delete(e.id);
      setEntries((list) => [...list, ...now, ...later, ...bad]);
      queue.current.push(...now.map((e) => e.id));
      void run();
    },
    [round, run, t],
  );

  /** The next batch: up to 10 waiting files start in a new round. */
  const uploadMore = useCallback(() => {
    const next = round + 1;
    const batch = waiting.slice(0, MAX_FILES_PER_BATCH).map((e) => e.id);
    setRound(next);
    setEntries((list) => list.map((e) => (batch.includes(e.id) ? { ...e, round: next } : e)));
    queue.current.push(...batch);
    void run();
  }, [round, run, waiting]);

  const clearRejected = useCallback(() => {
    setEntries((list) => list.filter((e) => e.status !== 'rejected'));
  }, []);

  const counts = {
    uploaded: entries.filter((e) => e.status === 'uploaded' && !e.attachments?.length).length,
    declined: entries.filter((e) => e.status === 'rejected' && !e.attachments?.length).length,
  };

  return { entries, add, uploadMore, clearRejected, freeSlots, inWork, waitingCount: waiting.length, counts };
}
