import { Link } from 'react-router-dom';
import { Empty, Stack } from '@mall/ui';
import { useConsoleT } from '@mall/console-kit';

/** 403: the actor's role lacks the page's action (mall-api would refuse its calls as well). */
export function ForbiddenPage() {
  const t = useConsoleT();
  return (
    <Stack space="md">
      <h1>{t('forbidden.title')}</h1>
      <Empty text={t('forbidden.body')} />
      <Link to="/console/">{t('forbidden.home')}</Link>
    </Stack>
  );
}

export function NotFoundPage() {
  const t = useConsoleT();
  return (
    <Stack space="md">
      <h1>{t('notFound.title')}</h1>
      <Empty text={t('notFound.body')} />
      <Link to="/console/">{t('notFound.home')}</Link>
    </Stack>
  );
}
