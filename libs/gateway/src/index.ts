export { createGateway, CSRF_HEADER, GRAPHQL_PATH, type Gateway, type GatewayOptions } from './gateway';
export {
  createRestClient,
  commonBodyFromCookies,
  type RestClient,
  type CallOptions,
  type RestClientOptions,
} from './rest-client';
export { createGatewayContext, type GatewayContext } from './context';
export { GatewayErrorCode, type GatewayErrorCodeValue } from './errors';
export { TOKEN_COOKIE, SITE_COOKIES } from './cookies';
export { GATEWAY_SECRET_HEADER, type RestCallRecord } from './rest-client';
export { PublicCache } from './cache/public-cache';
export type { InProcessCall, InProcessExecute, InProcessResult } from './execution/in-process';
export { createConsoleGateway, type ConsoleGateway, type ConsoleGatewayOptions, ConsoleGatewayErrorCode } from './console';
