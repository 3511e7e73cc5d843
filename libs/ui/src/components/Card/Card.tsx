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

/** A white panel with a heading row (and optional actions on its right): member-centre and payment pages. */
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
