export { createConsoleGateway, type ConsoleGateway, type ConsoleGatewayOptions } from './gateway';
export { consoleCookie, type ConsoleContext } from './context';
export { ConsoleGatewayErrorCode } from './client';
