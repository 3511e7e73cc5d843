import type { ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  /** The heading, on the left of the head row. */
  title: ReactNode;
  /** Actions or links on the right of the head row. */
  extra?: ReactNode;
  children?: ReactNode;
  /** The heading's level: 1 for a page's own card, 2 (default) or 3 inside a page. */
  headingLevel?: 1 | 2 | 3;
}

/**
 * A white panel with a heading row: the frame of every member-centre and payment page. Props: `title` (the
 * heading), `extra` (actions or links on the right of the heading row), `headingLevel` (1 for the page's own
 * card, 2 by default, 3 inside another card), `children` (the body, stacked with medium space). States: empty
 * body (only the heading), with actions, long Chinese title that wraps.
 */
export function Card({ title, extra, children, headingLevel = 2 }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.card}>
      <div className={styles.head}>
        <Heading className={styles.title}>{title}</Heading>
        {extra}
      </div>
      {children}
    </section>
  );
}
