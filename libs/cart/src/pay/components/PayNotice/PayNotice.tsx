import { useId, type ReactNode } from 'react';
import { Box, cx, Inline, Stack } from '@mall/ui';
import * as styles from './PayNotice.css';

export type PayNoticeTone = 'success' | 'info' | 'warning' | 'error';

export interface PayNoticeProps {
  tone: PayNoticeTone;
  title: ReactNode;
  /** One explaining sentence under the title. */
  text?: ReactNode;
  /** Links or buttons for what to do next. */
  actions?: ReactNode;
  /** Extra content between the text and the actions (amounts, order links). */
  children?: ReactNode;
  /** Heading level of the title; 2 inside a page card. */
  headingLevel?: 2 | 3;
}

const ICON: Record<PayNoticeTone, string> = { success: '✓', info: 'i', warning: '!', error: '×' };

/**
 * The big state panel of the payment pages (paid, under review, closed, bad link, certificate submitted).
 * Props: `tone` (success, info, warning, error — error is announced as an alert, the others as status),
 * `title`, `text`, `actions` (links), `children`, `headingLevel`.
 */
export function PayNotice({ tone, title, text, actions, children, headingLevel = 2 }: PayNoticeProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Box
      as="section"
      display="flex"
      gap="lg"
      alignItems="flex-start"
      className={cx(styles.root, styles.tone[tone])}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-labelledby={id}
      data-tone={tone}
    >
      <Box
        as="span"
        aria-hidden="true"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        className={cx(styles.icon, styles.iconTone[tone])}
      >
        {ICON[tone]}
      </Box>
      <Stack space="sm" className={styles.body}>
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
        {text && <p className={styles.text}>{text}</p>}
        {children}
        {actions && <Inline space="md" className={styles.actions}>{actions}</Inline>}
      </Stack>
    </Box>
  );
}
