import { defineProperties, createSprinkles } from '@vanilla-extract/sprinkles';
import { addFunctionSerializer } from '@vanilla-extract/css/functionSerializer';
import type { AtomTable } from './atoms';
import { vars } from './contract.css';

// Grouped by property kind, as Braid does: layout, spacing, colour, typography.
const layout = defineProperties({
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    // Equal columns, each allowed to shrink below its content (a long name wraps or ellipsises
    // instead of widening its column): `gridTemplateColumns={4}`.
    gridTemplateColumns: {
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      5: 'repeat(5, minmax(0, 1fr))',
      6: 'repeat(6, minmax(0, 1fr))',
    },
    flexDirection: ['row', 'column'],
    flexWrap: ['nowrap', 'wrap'],
    // `start`: a grid's cells at the top of their row.
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline', 'start'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    flexShrink: [0, 1],
    flexGrow: [0, 1],
    position: ['relative', 'absolute', 'fixed', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
    textAlign: ['left', 'center', 'right'],
  },
});

const spacing = defineProperties({
  properties: {
    gap: vars.space,
    // Rows and columns apart by different space: wrapped rows closer than the items in a row.
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colour = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderColor: vars.color,
  },
});

const typography = defineProperties({
  properties: {
    fontSize: vars.font.size,
    fontWeight: vars.font.weight,
    lineHeight: vars.font.lineHeight,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

const built = createSprinkles(layout, spacing, colour, typography);

type Styles = Record<string, { mappings?: string[]; values?: Record<string, { defaultClass: string }> }>;
const styles = Object.assign({}, ...[layout, spacing, colour, typography].map((p) => p.styles)) as Styles;
/** The classes by value (shorthands: their longhands), for the browser's createAtoms (atoms.ts). */
const explicit: AtomTable = {};
/** The same with values only, when every class is one prefix and a running count (a production build). */
const counted: AtomTable = {};
const classes: string[] = [];
for (const [property, style] of Object.entries(styles)) {
  if (style.mappings) {
    explicit[property] = counted[property] = style.mappings.join(' ');
    continue;
  }
  const values = Object.entries(style.values ?? {});
  explicit[property] = Object.fromEntries(values.map(([value, { defaultClass }]) => [value, defaultClass]));
  counted[property] = values.map(([value]) => value);
  classes.push(...values.map(([, { defaultClass }]) => defaultClass));
}
const prefix = classes[0]?.slice(0, -1) ?? '';
const isCounted = classes.every((name, i) => name === prefix + i.toString(36));

/**
 * The theme's atomic classes: `sprinkles({ display: 'flex', gap: 'md' })`. The .css.ts files calling
 * it compose with sprinkles' own function; the built modules get createAtoms (atoms.ts) with the
 * flat table instead of sprinkles' runtime and its nested one.
 */
export const sprinkles = addFunctionSerializer(
  Object.assign((props: Parameters<typeof built>[0]) => built(props), { properties: built.properties }),
  { importPath: './atoms', importName: 'createAtoms', args: isCounted ? [counted, prefix] : [explicit] },
);
export type Sprinkles = Parameters<typeof built>[0];
