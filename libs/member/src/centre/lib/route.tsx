import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Await, Link, useAsyncError, useNavigate, useRevalidator } from 'react-router-dom';
import { gql, type TypedDocumentString } from '@mall/gateway-client';
import { errorMessage } from '@mall/gateway-client/loaders';
import { useT, type PageTitleKey } from '@mall/i18n';
import { Button, Card, Inline, Skeleton, useToast } from '@mall/ui';
import type { EditableListWords } from '../components/EditableList/EditableList';
import * as styles from './styles.css';

// The loader helpers live in @mall/gateway-client (one module for every page lib).
export { errorMessage, intParam, load, notFound, pageParam } from '@mall/gateway-client/loaders';

/**
 * Runs mutations from a page: force-login, no toast on failure (the caller shows the message
 * inline), a success toast, then revalidation of the page's loaders.
 */
export function useMutation() {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <R, V>(
      document: TypedDocumentString<R, V>,
      variables: V,
      options: { success?: string; revalidate?: boolean } = {},
    ): Promise<R | null> => {
      setPending(true);
      setError(null);
      try {
        const result = await gql(document, variables, { forceLogin: true, silent: true });
        if (options.success) toast.show(options.success, 'success');
        if (options.revalidate !== false) await revalidator.revalidate();
        return result;
      } catch (thrown) {
        setError(errorMessage(thrown, t('error.unknown')));
        return null;
      } finally {
        setPending(false);
      }
    },
    [revalidator, t, toast],
  );
  return { run, pending, error, setError };
}

type RowMutation = TypedDocumentString<unknown, { id: number }>;
interface RowActions {
  onDelete: (id: number) => void;
  /** The row whose action runs. */
  busyId: number | null;
  error: string | null;
}

/**
 * The row actions of a member's list page (addresses, bank accounts, invoice titles): delete and,
 * with its document, set default; one row's id at a time, the row marked busy while it runs, with
 * its success toast. Spread the result into the list's props.
 */
export function useRowActions(remove: RowMutation): RowActions;
export function useRowActions(remove: RowMutation, setDefault: RowMutation): RowActions & { onSetDefault: (id: number) => void };
export function useRowActions(remove: RowMutation, setDefault?: RowMutation): RowActions & { onSetDefault?: (id: number) => void } {
  const t = useT();
  const { run, error } = useMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const act = async (document: RowMutation, id: number, success: string) => {
    setBusyId(id);
    await run(document, { id }, { success });
    setBusyId(null);
  };
  return {
    onDelete: (id: number) => void act(remove, id, t('member.common.deleted')),
    onSetDefault: setDefault && ((id: number) => void act(setDefault, id, t('member.common.setDefaultDone'))),
    busyId,
    error,
  };
}

/**
 * The add-or-edit page of one row (an address, a bank account, an invoice title): its heading
 * (新增… / 编辑…), and its form's props: saving adds the row, or updates `editing`, with the toast of
 * `words`, then goes `back`; cancelling goes `back`.
 */
export function useEditPage<I>({
  editing,
  words,
  add,
  update,
  back,
}: {
  editing: { id: number } | null;
  words: EditableListWords;
  add: TypedDocumentString<unknown, { input: I }>;
  update: TypedDocumentString<unknown, { id: number; input: I }>;
  back: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { run, pending, error } = useMutation();
  const submit = async (input: I) => {
    const done = editing
      ? await run(update, { id: editing.id, input }, { success: t(`${words}.updated`), revalidate: false })
      : await run(add, { input }, { success: t(`${words}.added`), revalidate: false });
    if (done !== null) navigate(back);
  };
  return {
    title: editing ? t(`${words}.edit`) : t(`${words}.add`),
    form: {
      onSubmit: (input: I) => void submit(input),
      onCancel: () => navigate(back),
      submitting: pending,
      error,
    },
  };
}

/** A white card with a heading and optional actions on the right (one Card, in @mall/ui). */
export { Card } from '@mall/ui';

/** The page's own heading from the route table's title key. */
export function PageTitle({ titleKey }: { titleKey: PageTitleKey }) {
  const t = useT();
  return t(`title.${titleKey}`);
}

/**
 * A member-centre page's card: its h1 (the route table's title, or `title` where the page names
 * itself, e.g. 新增 / 编辑), and a link on the right (申请提现, 返回列表 …).
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
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <Inline space="sm" role="alert">
      <span className={styles.error}>{message || fallback || t('member.common.loadFailed')}</span>
      <Button size="sm" variant="secondary" onClick={() => void revalidator.revalidate()}>
        {t('common.retry')}
      </Button>
    </Inline>
  );
}

function DeferredError({ failedMessage }: { failedMessage?: string }) {
  const error = useAsyncError();
  const t = useT();
  return <LoadError message={errorMessage(error, failedMessage ?? t('member.common.loadFailed'))} />;
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
