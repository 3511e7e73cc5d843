// `@mall/content/status`: what the app's router renders itself, outside any lazy page: the error
// element of every route, the first-load fallback, and the hotline rule the closed page and the
// main layout's side bar share. (The status pages themselves are page kinds in src/pages.ts.)
export { RouteError, isChunkLoadError, type RouteErrorProps } from './routes/RouteError';
export { RootFallback } from './routes/RootFallback';
export { pickHotline } from './lib/hotline';
