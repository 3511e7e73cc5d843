import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { careThemeClass } from '../../theme/care.css';

/** The ad's own background colour (SPEC §3 ad.background), set per slide from data. */
export const slideBackground = createVar();

export const root = style({
  position: 'relative',
  height: vars.size.carouselHeight,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const slide = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  justifyContent: 'center',
  background: slideBackground,
  opacity: 0,
  visibility: 'hidden',
  transition: `opacity ${vars.motion.slow} ${vars.motion.easing}, visibility ${vars.motion.slow}`,
  selectors: { '&[data-active="true"]': { opacity: 1, visibility: 'visible' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slideLink = style({ display: 'block', height: '100%' });

export const image = style({ height: '100%', width: 'auto', maxWidth: 'none', background: 'transparent' });

// The row of 24 px targets sits 8 px lower than a row of bare dots would, so each dot's centre
// stays 20 px above the bottom edge.
export const dots = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: vars.space.sm,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
});

// The button is the target, at least 24 × 24 px (WCAG 2.5.8, Lighthouse's target-size); the dot
// one sees is its ::before, 8 px (20 px wide when current), with 16 px between two dots.
export const dot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.iconMd,
  height: vars.size.iconMd,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: vars.size.dot,
    height: vars.size.dot,
    border: `${vars.border.width} solid ${vars.color.textInverse}`,
    borderRadius: vars.radius.full,
    background: vars.color.overlay,
    transition: `width ${vars.motion.fast}`,
  },
  selectors: {
    '&[aria-current="true"]::before': { width: vars.size.dotActive, background: vars.color.brand },
  },
});

const control = style({
  position: 'absolute',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.overlay,
  color: vars.color.textInverse,
  fontSize: vars.font.size.lg,
  cursor: 'pointer',
  opacity: 0,
  transition: `opacity ${vars.motion.fast}`,
  selectors: {
    // Shown whenever the carousel is hovered or holds keyboard focus, and always in care mode: a
    // control one can Tab to is never invisible.
    [`${root}:hover &, ${root}:focus-within &, ${careThemeClass} &`]: { opacity: 1 },
  },
});

export const prev = style([control, { left: vars.space.lg, top: '50%', transform: 'translateY(-50%)' }]);
export const next = style([control, { right: vars.space.lg, top: '50%', transform: 'translateY(-50%)' }]);
export const pause = style([control, { right: vars.space.lg, bottom: vars.space.md, fontSize: vars.font.size.xs }]);
