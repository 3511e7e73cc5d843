import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const tone = createVar();
const line = createVar();

export const root = style({ display: 'flex', alignItems: 'flex-start', width: '100%' });

export const step = style({
  position: 'relative',
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  selectors: {
    // The line to the next step, drawn from this step's centre.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      top: `calc(${vars.size.controlSm} / 2)`,
      left: `calc(50% + ${vars.size.controlSm} / 2 + ${vars.space.sm})`,
      right: `calc(-50% + ${vars.size.controlSm} / 2 + ${vars.space.sm})`,
      borderTop: `${vars.border.widthStrong} solid ${line}`,
    },
  },
});

export const status = styleVariants({
  finish: { vars: { [tone]: vars.color.success, [line]: vars.color.success } },
  process: { vars: { [tone]: vars.color.brand, [line]: vars.color.border } },
  error: { vars: { [tone]: vars.color.danger, [line]: vars.color.border } },
  wait: { vars: { [tone]: vars.color.textSecondary, [line]: vars.color.border } },
});

export const head = style({ display: 'flex', justifyContent: 'center' });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  border: `${vars.border.widthStrong} solid ${tone}`,
  color: tone,
  background: vars.color.surface,
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  selectors: {
    [`${step}[aria-current="step"] &`]: { background: tone, color: vars.color.onBrand },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.sm}`,
  maxWidth: '100%',
});

export const title = style({
  fontSize: vars.font.size.md,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { [`${step}[aria-current="step"] &`]: { fontWeight: vars.font.weight.bold, color: tone } },
});

export const description = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textSecondary,
  overflowWrap: 'anywhere',
});
