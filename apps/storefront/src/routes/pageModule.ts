import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Shell } from '../shell';
import type { RouteEntry } from './table';

/** What a lazily loaded page module exports. */
export interface PageModule {
  /** Runs after the guards; gets the shell already loaded. */
  loader?: (args: LoaderFunctionArgs & { shell: Shell; entry: RouteEntry }) => unknown;
  Component: ComponentType;
}
