// The operations' types (erased at build) and their documents, one module each, so a page's
// documents travel in that page's chunk (tools/scripts/codegen.mjs).
export * from './generated/documents';
export {
  configureGatewayClient,
  createGatewayClient,
  currentRequestScope,
  setRequestScopeResolver,
  type RequestScope,
  gql,
  toGatewayError,
  CSRF_HEADER,
  GRAPHQL_ENDPOINT,
  TOAST_DEDUPE_MS,
  type GatewayClient,
  type GatewayClientConfig,
  type GatewayClientHooks,
  type GqlOptions,
  type InProcessExecute,
} from './client';
export {
  GatewayError,
  isGatewayError,
  isNotFoundError,
  REST_NOT_FOUND,
  defaultMessages,
  type GatewayErrorCode,
  type GatewayClientMessages,
} from './errors';
export { uploadFile, type UploadFileOptions } from './upload';
export { requestCookie, requestCookieHeader, requestCookies } from './cookies';
