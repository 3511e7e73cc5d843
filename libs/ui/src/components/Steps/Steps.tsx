import type { ReactNode } from 'react';
import { m, type Message } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/a11y.css';
import * as styles from './Steps.css';

export interface StepItem {
  title: ReactNode;
  description?: ReactNode;
}

export type StepStatus = 'finish' | 'process' | 'wait' | 'error';

export interface StepsProps {
  items: readonly StepItem[];
  /** Index of the current step, 0-based; items.length marks every step finished. */
  current: number;
  /** State of the current step: 'process' (default) or 'error' (e.g. 验证失败). */
  status?: 'process' | 'error';
  /** Accessible name of the list; default 步骤. */
  label?: string;
  className?: string;
}

/** The state of step `index`. */
export function stepStatus(
  index: number,
  current: number,
  status: 'process' | 'error' = 'process',
): StepStatus {
  if (index < current) return 'finish';
  if (index === current) return status;
  return 'wait';
}

const STATUS_TEXT: Record<StepStatus, Message> = {
  finish: m['ui.stepFinish'],
  process: m['ui.stepProcess'],
  wait: m['ui.stepWait'],
  error: m['ui.stepError'],
};

/**
 * A horizontal step indicator for 找回密码 and checkout. Props: `items` ({title, description?}), `current`
 * (0-based; items.length = all done), `status` process|error of the current step, `label` (default 步骤). The
 * current step has aria-current="step"; each step's state (已完成/进行中/未开始/未通过) is read after its title.
 */
export function Steps({ items, current, status = 'process', label, className }: StepsProps) {
  return (
    <ol aria-label={label ?? m['ui.steps']()} className={cx(styles.root, className)}>
      {items.map((item, index) => {
        const state = stepStatus(index, current, status);
        return (
          <li
            key={index}
            className={cx(styles.step, styles.status[state])}
            aria-current={index === current ? 'step' : undefined}
            data-status={state}
          >
            <span className={styles.head}>
              <span className={styles.icon} aria-hidden="true">
                {state === 'finish' ? '✓' : state === 'error' ? '!' : index + 1}
              </span>
            </span>
            <span className={styles.body}>
              <span className={styles.title}>
                {item.title}
                <span className={visuallyHidden}>（{STATUS_TEXT[state]()}）</span>
              </span>
              {item.description && <span className={styles.description}>{item.description}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
