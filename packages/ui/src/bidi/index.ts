export { isolate } from './isolate';
