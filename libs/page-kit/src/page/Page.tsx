import { Suspense, type ReactNode } from 'react';
import { Await, Link, useAsyncError, useRevalidator } from 'react-router-dom';
import { m, routeTitle, type PageTitleKey } from '@mall/i18n';
import { Button, Card, Inline, Skeleton } from '@mall/ui';
import { errorMessage } from '../route/loaders';
import * as styles from './styles.css';

/** The page's own heading from the route table's title key. */
export function PageTitle({ titleKey }: { titleKey: PageTitleKey }) {
  return routeTitle(titleKey);
}

/**
 * A page's card (member centre, orders, payment, units and vouchers): its h1 (the route table's
 * title, or `title` where the page names itself, e.g. 新增 / 编辑), and a link on the right
 * (申请提现, 返回列表 …).
 */
export function PageCard({
  children,
  link,
  ...heading
}: ({ titleKey: PageTitleKey } | { title: ReactNode }) & { link?: { to: string; text: string }; children: ReactNode }) {
  return (
    <Card
      title={'title' in heading ? heading.title : <PageTitle titleKey={heading.titleKey} />}
      headingLevel={1}
      extra={
        link && (
          <Link to={link.to} className={styles.link}>
            {link.text}
          </Link>
        )
      }
    >
      {children}
    </Card>
  );
}

/**
 * "加载失败" with 重试 (revalidates the page): the one load-error state of the member centre, order and
 * payment pages. `fallback` is the page's own wording when the failure brings no message.
 */
export function LoadError({ message, fallback }: { message?: string; fallback?: string }) {
  const revalidator = useRevalidator();
  return (
    <Inline space="sm" role="alert">
      <span className={styles.error}>{message || fallback || m['member.common.loadFailed']()}</span>
      <Button size="sm" variant="secondary" onClick={() => void revalidator.revalidate()}>
        {m['common.retry']()}
      </Button>
    </Inline>
  );
}

function DeferredError({ failedMessage }: { failedMessage?: string }) {
  const error = useAsyncError();
  return <LoadError message={errorMessage(error, failedMessage ?? m['member.common.loadFailed']())} />;
}

/** Streams deferred loader data: a skeleton first, then the content, or an error with 重试. */
export function Deferred<T>({
  resolve,
  fallback,
  failedMessage,
  children,
}: {
  resolve: Promise<T>;
  fallback?: ReactNode;
  /** What to say when the failure brings no message of its own (default "加载失败，请重试"). */
  failedMessage?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback ?? <Skeleton lines={5} />}>
      <Await resolve={resolve} errorElement={<DeferredError failedMessage={failedMessage} />}>
        {(data: T) => children(data)}
      </Await>
    </Suspense>
  );
}
