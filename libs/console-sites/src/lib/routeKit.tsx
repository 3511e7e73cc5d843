// What the sites lib's routes share: the `?edit=` parameter that opens a list page's form (closed again
// after a save), and the storefront's 显示 switch of a row. A write's refusal becomes the form's message through console-kit's refusalAsMessage.
import { m } from '@mall/i18n';
import { useEffect } from 'react';
import { useFetcher } from 'react-router-dom';
import { Button, Inline } from '@mall/ui';
import { StatusBadge, useEditSearch } from '@mall/console-kit';

/** The `?edit=` value (`new` or an id), its setter, and closing the form when `saved` turns true. */
export function useEditParam(saved: boolean): { edit: string | null; setEdit: (value: string | null) => void } {
  const { edit, setEdit } = useEditSearch();
  useEffect(() => {
    if (saved) setEdit(null);
    // setEdit reads the current search; only a finished save matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  return { edit, setEdit };
}

/** `?edit=<id>` as a positive id, or null. */
export const editId = (request: Request): { edit: string | null; id: number | null } => {
  const edit = new URL(request.url).searchParams.get('edit');
  const id = Number(edit);
  return { edit, id: Number.isInteger(id) && id > 0 ? id : null };
};

/** What a 显示 switch posts to its route's action: which switch, the row's id and the new state. */
export const showSwitchForm = (form: FormData): { kind: string; id: number; isShow: boolean } | null => {
  if (form.get('intent') !== 'show') return null;
  return { kind: String(form.get('kind') ?? ''), id: Number(form.get('id')), isShow: form.get('isShow') === 'true' };
};

/**
 * A list row's storefront switch: its state (显示中 / 已隐藏) and a button that flips it through the
 * route's action (intent `show`); the button names the row for screen readers and waits while sent.
 */
export function ShowSwitchCell({ kind, id, name, isShow }: { kind: string; id: number; name: string; isShow: boolean }) {
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const shown = fetcher.formData ? fetcher.formData.get('isShow') === 'true' : isShow;
  return (
    <Inline space="xs" alignY="center">
      <StatusBadge label={shown ? m['console.sites.visibility.on']() : m['console.sites.visibility.off']()} tone={shown ? 'success' : 'neutral'} />
      <Button
        size="sm"
        variant="text"
        loading={fetcher.state !== 'idle'}
        aria-label={shown ? m['console.sites.visibility.hideNamed']({ name }) : m['console.sites.visibility.showNamed']({ name })}
        onClick={() => fetcher.submit({ intent: 'show', kind, id: String(id), isShow: String(!shown) }, { method: 'post' })}
      >
        {shown ? m['console.sites.visibility.hide']() : m['console.sites.visibility.show']()}
      </Button>
      {fetcher.data?.error && <span role="alert">{fetcher.data.error}</span>}
    </Inline>
  );
}
