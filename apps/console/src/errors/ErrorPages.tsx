import { m } from '@mall/i18n';
import { Link } from 'react-router-dom';
import { Empty, Stack } from '@mall/ui';

/** 403: the actor's role lacks the page's action (mall-api would refuse its calls as well). */
export function ForbiddenPage() {
  return (
    <Stack space="md">
      <h1>{m['console.forbidden.title']()}</h1>
      <Empty text={m['console.forbidden.body']()} />
      <Link to="/console/">{m['console.forbidden.home']()}</Link>
    </Stack>
  );
}

export function NotFoundPage() {
  return (
    <Stack space="md">
      <h1>{m['console.notFound.title']()}</h1>
      <Empty text={m['console.notFound.body']()} />
      <Link to="/console/">{m['console.notFound.home']()}</Link>
    </Stack>
  );
}
