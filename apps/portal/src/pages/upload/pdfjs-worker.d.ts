// @talent/parser declares this module in its own shims.d.ts, which a consumer's tsc does not see when
// it follows the parser's imports; the same declaration here keeps the portal's type check green.
declare module 'pdfjs-dist/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
