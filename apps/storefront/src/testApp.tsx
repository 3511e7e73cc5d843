// Test helpers of the storefront's whole-app tests (router guards, catalogue routes, gateway wiring).
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { gql } from '@mall/gateway-client';
import type { Mock } from 'vitest';
import { buildRoutes } from './router';
import { appStore } from './state';

type AppRouter = ReturnType<typeof createMemoryRouter>;

/** Renders the whole app at `path` in a memory router; `prepare` runs first (e.g. wires the gateway client to the router). */
export function startApp(path: string, prepare?: (router: AppRouter) => void): AppRouter {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  prepare?.(router);
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

/** Makes the mocked gql answer each document from `answers`; any other document fails. */
export function answerDocuments(gqlMock: Mock<typeof gql>, answers: Map<unknown, unknown>) {
  gqlMock.mockImplementation(((doc: unknown) => {
    if (answers.has(doc)) return Promise.resolve(answers.get(doc));
    return Promise.reject(new Error('unexpected document'));
  }) as typeof gql);
}
