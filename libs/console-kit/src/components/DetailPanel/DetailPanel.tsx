import { m } from '@mall/i18n';
import type { ReactNode } from 'react';
import { Card, Inline, Stack, Button } from '@mall/ui';

export interface DetailPanelProps {
  /** The entry's name (申请单号、账号 …). */
  title: ReactNode;
  /** State badge, next to the title. */
  status?: ReactNode;
  /** The facts: usually page-kit's DescriptionList. */
  children: ReactNode;
  /** The decisions (通过 / 拒绝 …), along the bottom; none when the entry is decided. */
  actions?: ReactNode;
  onClose?: () => void;
}

/**
 * One entry of a console list in full, beside or below the list: title with its state, the facts and
 * the buttons that decide it. Shows what it is given; the page loads the entry and runs the decisions.
 */
export function DetailPanel({ title, status, children, actions, onClose }: DetailPanelProps) {
  return (
    <Card
      title={
        <Inline space="sm">
          <span>{title}</span>
          {status}
        </Inline>
      }
      extra={
        onClose && (
          <Button variant="text" onClick={onClose}>
            {m['console.detail.close']()}
          </Button>
        )
      }
    >
      <Stack space="md">
        {children}
        {actions && (
          <Inline space="sm" align="flex-end">
            {actions}
          </Inline>
        )}
      </Stack>
    </Card>
  );
}
