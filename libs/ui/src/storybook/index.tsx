/**
 * The story kit: what every `*.stories.tsx` of every lib repeats, said once. Imported only by stories
 * (`@mall/ui/storybook`), never by a lib's runtime entry, so the router and Storybook types stay out of
 * the site's bundles.
 */
import type { Decorator, Parameters } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { careThemeClass } from '../theme/care.css';
import { CareModeProvider } from '../components/CareMode/CareMode';

/**
 * The docs page's description of a component (what it is for, its props, its states), with any other
 * story parameters beside it: `parameters: docs('…', { layout: 'fullscreen' })`.
 */
export function docs(component: string, parameters: Parameters = {}): Parameters {
  return { ...parameters, docs: { ...(parameters['docs'] as object | undefined), description: { component } } };
}

/** The box a component sits in on the page; no box when nothing about its size is given. */
type Box = Pick<CSSProperties, 'width' | 'height' | 'minHeight'>;

function Frame({ box, children }: { box: Box; children: ReactNode }) {
  const sized = Object.values(box).some((value) => value !== undefined);
  return sized ? <div style={box}>{children}</div> : children;
}

/** A box of the size the component has on the page (a chat side panel 16rem × 24rem, a menu ≥ 360 high). */
export function withBox(box: Box): Decorator {
  return (Story) => (
    <Frame box={box}>
      <Story />
    </Frame>
  );
}

/** A box of the width the component has on the page (a floor 1200, a side column 240). */
export function withWidth(width: number | string): Decorator {
  return withBox({ width });
}

export interface RouterFrame {
  /** The URL the story starts at (default `/`). */
  path?: string;
  /** A box of the width the component has on the page. */
  width?: number;
  /** A box of the height the component has on the page (a fixed side bar). */
  height?: number;
}

/** Renders the story inside a router (for components with links), at `path`, optionally in a sized box. */
export function withRouter({ path = '/', width, height }: RouterFrame = {}): Decorator {
  return (Story) => (
    <MemoryRouter initialEntries={[path]}>
      <Frame box={{ width, height }}>
        <Story />
      </Frame>
    </MemoryRouter>
  );
}

/**
 * Renders the story in 关怀模式 (care mode): the high-contrast, large-text theme and useCareMode() true.
 * The switch inside changes the story's state only (no cookie, no body class).
 */
export const withCareMode: Decorator = (Story) => (
  <div className={careThemeClass}>
    <CareModeProvider initial onChange={() => undefined}>
      <Story />
    </CareModeProvider>
  </div>
);

export { canvasOf, playOn, refusesFilled, refusesSave, type Canvas } from './plays';
