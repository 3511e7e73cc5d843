import { useId, type ReactNode } from 'react';
import * as shared from '../page/styles.css';

/** One block of a page (member centre home, checkout): a white card with an h2 heading and optional actions. */
export function Section({
  title,
  extra,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className={shared.card} aria-labelledby={id}>
      <div className={shared.cardHead}>
        <h2 id={id} className={shared.cardTitle}>
          {title}
        </h2>
        {extra}
      </div>
      {children}
    </section>
  );
}
