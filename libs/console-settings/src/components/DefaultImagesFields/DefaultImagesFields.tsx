import { useState } from 'react';
import { m, type Message } from '@mall/i18n';
import { Stack } from '@mall/ui';
import { ImageField } from '@mall/console-kit';

export const DEFAULT_IMAGE_KEYS = ['goods', 'head', 'shop', 'city', 'supply', 'store', 'category', 'brand'] as const;
export type DefaultImageKey = (typeof DEFAULT_IMAGE_KEYS)[number];
export type DefaultImagesValue = Record<DefaultImageKey, string>;

/** Each image's label. */
const IMAGE_LABEL: Record<DefaultImageKey, Message> = {
  goods: m['console.settings.images.goods'],
  head: m['console.settings.images.head'],
  shop: m['console.settings.images.shop'],
  city: m['console.settings.images.city'],
  supply: m['console.settings.images.supply'],
  store: m['console.settings.images.store'],
  category: m['console.settings.images.category'],
  brand: m['console.settings.images.brand'],
};

export interface DefaultImagesFieldsProps {
  /** The stored default images (SPEC §3: goods, head, shop, city, supply, store, category, brand). */
  initial: DefaultImagesValue;
  /** The form's message per image (a refused rule). */
  errors?: Partial<Record<DefaultImageKey, string>>;
  /** Sends a picture (stories pass a fake); default the console's settings upload. */
  upload?: (file: File) => Promise<string>;
}

/**
 * The eight default images of the settings page, each an upload with its thumbnail; each picture's
 * path goes with the surrounding form as a hidden field of its key, so the page's form posts all eight.
 * States: the stored pictures, one replaced (uploading, then its new thumbnail), one removed (its
 * field empty and refused by the rule on save), refused (the message under the picture).
 */
export function DefaultImagesFields({ initial, errors = {}, upload }: DefaultImagesFieldsProps) {
  const [images, setImages] = useState(initial);
  return (
    <Stack space="sm">
      {DEFAULT_IMAGE_KEYS.map((key) => (
        <div key={key}>
          <ImageField label={IMAGE_LABEL[key]()} area="settings" upload={upload} value={images[key]} error={errors[key]} onChange={(path) => setImages((v) => ({ ...v, [key]: path }))} />
          <input type="hidden" name={key} value={images[key]} />
        </div>
      ))}
    </Stack>
  );
}
