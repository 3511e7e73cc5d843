import { useRef } from 'react';
import type { HomePageQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Img, Inline, useFocusTrap } from '@mall/ui';
import { SmartLink } from '../SmartLink/SmartLink';
import * as styles from './FloatLayer.css';

export interface FloatLayerProps {
  layer: HomePageQuery['floatLayer'];
  /** Closes the layer (× button, Escape, or following its link). */
  onClose: () => void;
}

/**
 * The home page's float layer (新人专享 …): a picture over a dimmed page, linking to `layer.url`.
 * Loaded lazily by HomeView: the first paint does not need it, and it shows once per day.
 *
 * The home page float layer (新人专享 …): a 400 × 500 picture over the dimmed page, in a fixed box so nothing
 * moves while it loads. Props: `layer` {show, title, image, url, number}, `onClose` (× button, Escape, or
 * following the link). HomeView loads it lazily (its own chunk) and HomeRoute lets it show once per day per
 * browser (localStorage `mall.floatLayerShownOn`). States: with a link, without a link, a broken picture (the
 * default image), a long Chinese title (the dialog label).
 */
export function FloatLayer({ layer, onClose }: FloatLayerProps) {
  const panel = useRef<HTMLDivElement>(null);
  // A modal: focus starts on its close button, Tab stays inside, Escape closes, focus goes back after.
  const onKeyDown = useFocusTrap(true, panel, onClose);
  const picture = <Img src={layer.image} alt={layer.title} eager width={400} height={500} className={styles.image} />;
  return (
    <Inline space="none" align="center" wrap={false} className={styles.floatLayer} role="dialog" aria-modal="true" aria-label={layer.title} data-testid="float-layer">
      <div className={styles.floatBox} ref={panel} onKeyDown={onKeyDown}>
        <button type="button" className={styles.floatClose} aria-label={m['home.floatLayerClose']()} onClick={onClose}>
          ×
        </button>
        {layer.url ? (
          <SmartLink to={layer.url} onClick={onClose}>
            {picture}
          </SmartLink>
        ) : (
          picture
        )}
      </div>
    </Inline>
  );
}
