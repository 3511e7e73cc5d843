import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TypedDocumentString } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { useMutation } from '@mall/page-kit';
import { LIST_WORDS, type EditableListWords } from './listWords';

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
  const { run, error } = useMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const act = async (document: RowMutation, id: number, success: string) => {
    setBusyId(id);
    await run(document, { id }, { success });
    setBusyId(null);
  };
  return {
    onDelete: (id: number) => void act(remove, id, m['member.common.deleted']()),
    onSetDefault: setDefault && ((id: number) => void act(setDefault, id, m['member.common.setDefaultDone']())),
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
  const text = LIST_WORDS[words];
  const navigate = useNavigate();
  const { run, pending, error } = useMutation();
  const submit = async (input: I) => {
    const done = editing
      ? await run(update, { id: editing.id, input }, { success: text.updated(), revalidate: false })
      : await run(add, { input }, { success: text.added(), revalidate: false });
    if (done !== null) navigate(back);
  };
  return {
    title: editing ? text.edit() : text.add(),
    form: {
      onSubmit: (input: I) => void submit(input),
      onCancel: () => navigate(back),
      submitting: pending,
      error,
    },
  };
}
