export * from './generated/graphql';
export {
  configureGatewayClient,
  createGatewayClient,
  gql,
  toGatewayError,
  CSRF_HEADER,
  GRAPHQL_ENDPOINT,
  TOAST_DEDUPE_MS,
  type GatewayClient,
  type GatewayClientConfig,
  type GatewayClientHooks,
  type GqlOptions,
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
