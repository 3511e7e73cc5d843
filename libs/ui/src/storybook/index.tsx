/**
 * The story kit: what every `*.stories.tsx` of every lib repeats, said once. Imported only by stories
 * (`@mall/ui/storybook`), never by a lib's runtime entry, so the router and Storybook types stay out of
 * the site's bundles.
 */
import type { Decorator, Parameters } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/**
 * The docs page's description of a component (what it is for, its props, its states), with any other
 * story parameters beside it: `parameters: docs('…', { layout: 'fullscreen' })`.
 */
export function docs(component: string, parameters: Parameters = {}): Parameters {
  return { ...parameters, docs: { ...(parameters['docs'] as object | undefined), description: { component } } };
}

function Frame({ width, children }: { width?: number; children: ReactNode }) {
  return width === undefined ? children : <div style={{ width }}>{children}</div>;
}

/** A box of the width the component has on the page (a floor 1200, a side column 240). */
export function withWidth(width: number): Decorator {
  return (Story) => (
    <Frame width={width}>
      <Story />
    </Frame>
  );
}

export interface RouterFrame {
  /** The URL the story starts at (default `/`). */
  path?: string;
  /** A box of the width the component has on the page. */
  width?: number;
}

/** Renders the story inside a router (for components with links), at `path`, optionally in a width box. */
export function withRouter({ path = '/', width }: RouterFrame = {}): Decorator {
  return (Story) => (
    <MemoryRouter initialEntries={[path]}>
      <Frame width={width}>
        <Story />
      </Frame>
    </MemoryRouter>
  );
}
