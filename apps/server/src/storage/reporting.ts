/**
 * The file store as the modules see it (issue 42): a file the database says exists but the store cannot
 * find is an error, never an empty answer. It answers 404 with a message that says so, and logs an error line
 * naming the store, so an operator sees servers that do not share their files (a local folder each).
 */
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../lib/errors';
import type { FileStore } from './index';

export const FILE_MISSING =
  'The file is missing from the file store. It may have been saved by another server that does not share its files with this one.';

/** The 404 of a missing file (code file_missing). */
export const fileMissing = () => new HttpError(404, FILE_MISSING, undefined, 'file_missing');

export interface CheckedFileStore extends Omit<FileStore, 'get'> {
  /** The file's bytes; a 404 (fileMissing) and an error line when the store has no such key. */
  get(key: string): Promise<Buffer>;
}

export function reportingFileStore(store: FileStore, log: FastifyBaseLogger): CheckedFileStore {
  return {
    kind: store.kind,
    location: store.location,
    check: () => store.check(),
    put: (key, data) => store.put(key, data),
    copy: (from, to) => store.copy(from, to),
    deletePrefix: (prefix) => store.deletePrefix(prefix),
    async get(key) {
      const data = await store.get(key);
      if (data) return data;
      log.error({ store: store.location, key }, `file missing from the ${store.location}: ${key}`);
      throw fileMissing();
    },
  };
}
