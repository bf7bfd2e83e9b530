// pdf.js ships no declarations for its worker entry; we only hand the module object back to pdf.js.
declare module 'pdfjs-dist/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
