import { lazy } from 'react';

/**
 * ReadAloud as a chunk of its own, for top bars that show it in care mode only: render it inside a
 * Suspense boundary, so a shopper outside care mode never loads it.
 */
export const LazyReadAloud = lazy(() => import('./ReadAloud').then((module) => ({ default: module.ReadAloud })));
