// /servicer: the shop's 客服 now answer chat in the console (客服工作台) under their console login, one
// identity with no token in the page; this old address sends them to the console's sign-in (a document
// load: the console is another app).
import { redirectDocument } from 'react-router-dom';
import { type RouteModule } from '@mall/page-kit';

const CONSOLE_CHAT = '/console/shop/chat';

export const loader: RouteModule['loader'] = () => redirectDocument(`/console/login?redirect=${encodeURIComponent(CONSOLE_CHAT)}`);

export const Component: RouteModule['Component'] = () => null;
