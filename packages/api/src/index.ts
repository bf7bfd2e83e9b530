/** @talent/api: the contract and the abilities. The client and msw handlers are subpath exports
 * (`@talent/api/client`, `@talent/api/msw`) so that the server does not pull in browser code. */
export * from './contract';
export * from './abilities';
