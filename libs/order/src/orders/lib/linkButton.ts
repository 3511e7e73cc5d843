import { sprinkles } from '@mall/ui';

/** The layout of a link dressed as a button (`linkButton` in styles.css.ts): an inline-flex row, centred both ways. */
export const linkButtonLayout = sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });
