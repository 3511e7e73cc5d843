// `@mall/chat/servicer`: the servicer's workbench and its connection, for the console's 客服工作台
// (the console opens the socket under its own login; this lib holds no credentials).
export { ServicerWorkbench, type ServicerWorkbenchProps, type ServicerLink } from './components/ServicerWorkbench/ServicerWorkbench';
export { ChatConnection, type ConnectionEvents } from '../lib/connection';
