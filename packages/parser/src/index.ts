export {
  parseResume,
  kindOf,
  buildDocument,
  DEFAULT_MAX_BYTES,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_MAX_DEPTH,
} from './parse';
export { rateResume, missingItems, RATING_MAX, RATED_ITEMS } from './rating';
export { ERROR_MESSAGES } from './errors';
export {
  DEFAULT_MASTER_DATA,
  US_STATES,
  US_CITIES,
  WORLD_CITIES,
  COUNTRIES,
  SKILLS,
  JOB_TITLES,
  WORK_AUTHORIZATIONS,
} from './masterData';
export { headingLevelFromHeight, filterLines } from './text/lines';
export { normalizeText } from './text/normalize';
export { TOP_LINES_FOR_EMAIL, LAST_NAME_MAX, CITY_MAX, HTML_ADDRESS_MAX } from './extract/limits';
export type * from './types';
export { createParserWorkerClient, type ParserWorkerClient, type WorkerLike } from './workerClient';
export type { WorkerRequest, WorkerResponse, WorkerParseOptions } from './workerProtocol';
