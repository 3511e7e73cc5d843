import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Button, cx, Empty, Inline, Skeleton, sprinkles, Stack } from '@mall/ui';
import { LIST_WORDS, type EditableListWords } from '../../lib/listWords';
import * as styles from './EditableList.css';
import { ConfirmDialog, AlertText, pageStyles as shared } from '@mall/page-kit';

/** What a row of an editable list needs: its id and whether it is the member's default. */
export interface EditableRow {
  id: number;
  isDefault: boolean;
}

/**
 * Which list's words it shows (LIST_WORDS): `add` (the add link, after “+ ”), `maxReached` (instead
 * of the link once `max` rows are kept), `empty`, `deleteTitle` (the confirm dialog's).
 */
export type { EditableListWords };

export interface EditableListProps<T extends EditableRow> {
  items: readonly T[];
  /** Most rows a member may keep: the add link then becomes `maxReached`. */
  max: number;
  /** Link of the edit page of one row, and of the add page. */
  editHref: (id: number) => string;
  addHref: string;
  /** Offers 设为默认 on the rows that are not the default; without it the rows have none. */
  onSetDefault?: (id: number) => void;
  /** Called after the member confirmed in the dialog. */
  onDelete: (id: number) => void;
  /** The row whose action is running: its 设为默认 spins, or its 删除 in a list without 设为默认. */
  busyId?: number | null;
  loading?: boolean;
  /** An inline message, e.g. the server's refusal. */
  error?: string | null;
  words: EditableListWords;
  /** The list's accessible name. */
  label: string;
  /** The dialog's question before deleting `item`. */
  deleteText: (item: T) => string;
  /** Names a row in the accessible names of its buttons (编辑 李秀英 …). */
  rowName: (item: T) => string;
  /** A row's content, left of its buttons. */
  renderRow: (item: T) => ReactNode;
  /** `data-testid` of each row. */
  rowTestId: string;
  /** Beside the add link, e.g. how many are kept. */
  note?: ReactNode;
  /** Frames the default row in brand colour (default true). */
  markDefault?: boolean;
}

/** What a list built on EditableList takes from its page (the rest is the list's own). */
export type EditableListPageProps = Pick<
  EditableListProps<EditableRow>,
  'max' | 'editHref' | 'addHref' | 'onDelete' | 'busyId' | 'error'
>;

/**
 * The member's editable lists (address book, withdrawal accounts, invoice titles): an add link that
 * becomes a message at the maximum, the rows with 设为默认 / 编辑 / 删除 (deleting after a confirm
 * dialog), the empty state. Props: `items`, `max`, `addHref`, `editHref(id)`, `onSetDefault(id)`
 * (without it no 设为默认), `onDelete(id)`, `busyId`, `loading`, `error`, `words` (where its texts are),
 * `label`, `deleteText(row)`, `rowName(row)`, `renderRow(row)`, `rowTestId`, `note`, `markDefault`.
 * States: with and without 设为默认, busy, the maximum, empty, loading, a server error.
 */
export function EditableList<T extends EditableRow>({
  items,
  max,
  editHref,
  addHref,
  onSetDefault,
  onDelete,
  busyId,
  loading = false,
  error,
  words,
  label,
  deleteText,
  rowName,
  renderRow,
  rowTestId,
  note,
  markDefault = true,
}: EditableListProps<T>) {
  const text = LIST_WORDS[words];
  const [confirm, setConfirm] = useState<T | null>(null);
  return (
    <Stack space="md">
      <Inline space="lg">
        {items.length >= max ? (
          <span className={shared.error} role="status">
            {text.maxReached({ max })}
          </span>
        ) : (
          <Link to={addHref} className={cx(sprinkles({ display: 'inline-flex', alignItems: 'center' }), styles.addLink)}>
            + {text.add()}
          </Link>
        )}
        {note}
      </Inline>
      <AlertText message={error} />
      {loading ? (
        <Skeleton lines={6} />
      ) : items.length === 0 ? (
        <Empty text={text.empty()} />
      ) : (
        <Stack as="ul" space="sm" className={styles.list} aria-label={label}>
          {items.map((item) => (
            <Inline as="li" space="lg" align="space-between" wrap={false}
              key={item.id}
              className={styles.item}
              data-testid={rowTestId}
              data-default={markDefault ? item.isDefault : undefined}
            >
              <Stack space="xs" className={styles.main}>{renderRow(item)}</Stack>
              <Inline space="sm">
                {onSetDefault && !item.isDefault && (
                  <Button
                    size="sm"
                    variant="text"
                    loading={busyId === item.id}
                    aria-label={`${m['member.common.setDefault']()} ${rowName(item)}`}
                    onClick={() => onSetDefault(item.id)}
                  >
                    {m['member.common.setDefault']()}
                  </Button>
                )}
                <Link to={editHref(item.id)} className={shared.link} aria-label={`${m['common.edit']()} ${rowName(item)}`}>
                  {m['common.edit']()}
                </Link>
                <Button
                  size="sm"
                  variant="text"
                  loading={!onSetDefault && busyId === item.id}
                  aria-label={`${m['common.delete']()} ${rowName(item)}`}
                  onClick={() => setConfirm(item)}
                >
                  {m['common.delete']()}
                </Button>
              </Inline>
            </Inline>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={text.deleteTitle()}
        pending={confirm !== null && busyId === confirm.id}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) onDelete(confirm.id);
          setConfirm(null);
        }}
      >
        {confirm ? deleteText(confirm) : null}
      </ConfirmDialog>
    </Stack>
  );
}
