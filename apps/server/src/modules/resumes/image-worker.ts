/**
 * The page-image worker (a piscina worker thread): every uploaded page is decoded, pixelated and
 * re-encoded here, never on the event loop. Runs as TypeScript source under tsx and vitest, and as the
 * bundled dist/image-worker.js (an entry of build.mjs) in the built server.
 */
import sharp from 'sharp';
import { maskPage } from './mask';

// One libvips thread per worker: the pool size is the parallelism, so the event loop keeps its core.
sharp.concurrency(1);
sharp.cache(false);

export default maskPage;
