// The framework floor (tools/bench/floor.mjs): the least a page of this stack runs before any of the
// app's code. One route, hydrated, with a loader calling GraphQL and one jotai atom: what the
// storefront's first load needs of React, the router, jotai and graphql-request, nothing else.
/* global document, location, URL */
import { createElement as h, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { atom, createStore, Provider, useAtomValue } from 'jotai';
import { GraphQLClient } from 'graphql-request';

const client = new GraphQLClient(new URL('/graphql', location.href).href, { excludeOperationName: true });
const greeting = atom('商城');

function Home() {
  const data = useLoaderData();
  return h('h1', null, useAtomValue(greeting), data?.site?.title ?? '');
}

const router = createBrowserRouter([{ path: '/', loader: () => client.request('{ site { title } }').catch(() => null), Component: Home }]);
hydrateRoot(
  document.getElementById('root'),
  h(StrictMode, null, h(Provider, { store: createStore() }, h(RouterProvider, { router }))),
);
