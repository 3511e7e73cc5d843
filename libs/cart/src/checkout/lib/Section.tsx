import { useId, type ReactNode } from 'react';
import { memberPageStyles as card } from '@mall/member/page-kit';

/** One block of the checkout page: a white card with an h2 heading and optional actions. */
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
    <section className={card.card} aria-labelledby={id}>
      <div className={card.cardHead}>
        <h2 id={id} className={card.cardTitle}>
          {title}
        </h2>
        {extra}
      </div>
      {children}
    </section>
  );
}
