/** @talent/api/client: storage of the spec's keys, the shared axios instance, typed calls and SWR hooks. */
export * as storage from './storage';
export type {
  StoredUserData,
  PaymentDetails,
  StoredNotification,
  CurrentPlan,
  LoginSession,
  StorageKey,
} from './storage';
export { STORAGE_KEYS } from './storage';
export {
  apiClient,
  http,
  configureApiClient,
  createApiClient,
  onSessionEnding,
  onTokenRefreshed,
  isSessionElsewhere,
  SESSION_TEXTS,
  REFRESH_PATH,
  type ApiClient,
  type ClientConfig,
  type ClientHooks,
  type SessionAlert,
  type SessionEndReason,
} from './http';
export {
  firstErrorMessage,
  fieldErrorsOf,
  errorStatus,
  changedPrice,
  ApiResponseError,
  type ApiErrorBody,
} from './errors';
export { myDataApi, publicApi, publicCall, configurePublicCalls } from './publicCalls';
export {
  call,
  callEndpoint,
  endpointUrl,
  authApi,
  notificationApi,
  profileApi,
  type CallOptions,
  type RouteRef,
} from './calls';
export { routes, readTags, writeTags, type RouteName } from '../contract/routes';
export {
  readsTagged,
  invalidatedBy,
  revalidateAfter,
  registerCache,
  useRevalidateAfterWrites,
  type ReadKeyFilter,
} from './invalidate';
export { NOTIFICATION_SOCKET_PATH } from '../contract/paths';
export {
  useEndpoint,
  useProfile,
  useUserDetail,
  readKey,
  type ReadEndpointName,
  type ReadOptions,
} from './hooks';
