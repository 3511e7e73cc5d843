import { useId, type ReactNode } from 'react';
import * as styles from './styles.css';

/** One block of the checkout page: a white card with an h2 heading and optional actions. */
export function Section({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children?: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {extra}
      </div>
      {children}
    </section>
  );
}
