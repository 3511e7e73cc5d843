import type { ReactNode } from 'react';
import { Upload } from '@mall/ui';
import { ORDER_IMAGES_MAX } from '../../lib/limits';

export interface OrderImagesFieldProps {
  label: ReactNode;
  /** Uploads one file and resolves to its stored path (the route passes uploadOrderImage). */
  onUpload: (file: File) => Promise<string>;
  /** Called with the paths whenever one is added or removed. */
  onChange: (paths: string[]) => void;
  /** Paths already uploaded. */
  defaultValue?: readonly string[];
  disabled?: boolean;
}

/**
 * The photo field of the after-sales forms: the ui Upload limited to the 6 images mall-api accepts
 * per evaluation, refund or complaint, speaking in paths rather than Upload's image objects.
 *
 * How the after-sales forms use the ui `Upload`: at most 6 photos (mall-api’s limit for an evaluation, refund
 * or complaint), uploaded one by one through `onUpload` (the page passes the POST to /api/upload/orderimg),
 * reported as paths through `onChange`. States: empty, at the image limit (no add button), a failing upload
 * (上传失败), disabled.
 */
export function OrderImagesField({ label, onUpload, onChange, defaultValue = [], disabled }: OrderImagesFieldProps) {
  return (
    <Upload
      label={label}
      onUpload={onUpload}
      maxCount={ORDER_IMAGES_MAX}
      disabled={disabled}
      defaultValue={defaultValue.map((url) => ({ id: url, url }))}
      onChange={(images) => onChange(images.map((image) => image.url))}
    />
  );
}
