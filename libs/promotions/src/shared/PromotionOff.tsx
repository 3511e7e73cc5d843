import { Link } from 'react-router-dom';
import { Empty } from '@mall/ui';
import { m } from '@mall/i18n';

/** What a switched-off promotion kind's routes show: a clear page, not an error. */
export function PromotionOff() {
  return (
    <section aria-label={m['promotions.off.title']()}>
      <h1>{m['promotions.off.title']()}</h1>
      <Empty text={m['promotions.off.text']()} action={<Link to="/">{m['promotions.off.home']()}</Link>} />
    </section>
  );
}
