/**
 * The parser Web Worker. Only the upload page imports this module (through a dynamic import), so
 * pdf.js, mammoth, msgreader and postal-mime live in the worker's own chunks and reach no other route.
 */
import ParserWorker from '@talent/parser/worker?worker';
import { createParserWorkerClient, type ParserWorkerClient } from '@talent/parser/client';

export function createParserClient(): ParserWorkerClient {
  return createParserWorkerClient(new ParserWorker());
}
