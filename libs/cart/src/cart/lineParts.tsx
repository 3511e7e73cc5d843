import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Box, Button, cx, Img, Stack } from '@mall/ui';
import type { CartPageLine } from './types';
import * as shared from './styles.css';

/** The goods column of a cart line: image and name, both to /sku-{id}, and what goes under the name. */
export function LineGoods({
  line,
  imageClassName,
  children,
}: {
  line: CartPageLine;
  imageClassName?: string;
  children?: ReactNode;
}) {
  return (
    <Box display="grid" gap="md" alignItems="start" className={shared.goods}>
      <Link to={`/sku-${line.skuId}`} tabIndex={-1} aria-hidden="true">
        <Img
          src={line.skuImage}
          alt=""
          preview
          fallback="goods"
          className={cx(shared.thumb, imageClassName)}
        />
      </Link>
      <Stack space="xs" className={shared.nameBox}>
        <Link to={`/sku-${line.skuId}`} className={shared.name} title={line.skuName}>
          {line.skuName}
        </Link>
        {children}
      </Stack>
    </Box>
  );
}

/** The last column of a cart line: 删除, named after the goods for screen readers. */
export function LineDeleteCell({
  line,
  onDelete,
}: {
  line: CartPageLine;
  onDelete: (line: CartPageLine) => void;
}) {
  return (
    <Stack space="xs" align="center" className={shared.cell}>
      <Button
        variant="text"
        size="sm"
        aria-label={m['cartPage.deleteLine']({ name: line.skuName })}
        onClick={() => onDelete(line)}
      >
        {m['cartPage.delete']()}
      </Button>
    </Stack>
  );
}
