import { m } from '@mall/i18n';
import { useState } from 'react';
import { Button, Empty, Inline, Input, Stack } from '@mall/ui';
import type { ShopOwnCategoryFieldsFragment, ShopOwnCategoryInput } from '@mall/console-kit';
import { SHOP_CATEGORY_NAME_MAX, shopCategorySave } from '@mall/rest-contract';
import { fieldErrors } from '../../lib/fieldErrors';

import * as styles from './ShopCategoryTree.css';

export interface ShopCategoryTreeProps {
  /** The shop's categories, each top category followed by its children (as mall-api answers them). */
  categories: ShopOwnCategoryFieldsFragment[];
  /** A save or delete is on its way: the buttons wait. */
  busy?: boolean;
  /** mall-api's refusal of the last save or delete (a category in use …). */
  error?: string;
  onSave: (input: ShopOwnCategoryInput) => void;
  onDelete: (category: ShopOwnCategoryFieldsFragment) => void;
}

/** What the inline editor is doing: a new top category, a new child of `pid`, or editing one. */
type Editing = { pid: number; category?: ShopOwnCategoryFieldsFragment } | null;

/**
 * 店内分类: the shop's two-level category tree, edited in place (店主 and 店员). Each row shows the goods
 * filed under it; a top category can take children; 删除 asks once more, and mall-api refuses a
 * category with goods or children (the message shows above the tree). States: empty, a tree, editing
 * (one inline form), confirming a delete, busy, refused (`error`), long Chinese names wrap.
 */
export function ShopCategoryTree({ categories, busy = false, error, onSave, onDelete }: ShopCategoryTreeProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const editor = (key: string) =>
    editing && <CategoryEditor key={key} editing={editing} busy={busy} onCancel={() => setEditing(null)} onSave={(input) => onSave(input)} />;
  const rowOf = (c: ShopOwnCategoryFieldsFragment) => (
    <li key={c.id}>
      <div className={c.pid === 0 ? styles.row : `${styles.row} ${styles.child}`}>
        <span className={styles.name}>{c.name}</span>
        <span className={styles.count}>{m['console.shopSelf.category.goodsNum']({ count: c.goodsNum })}</span>
        {confirming === c.id ? (
          <Inline space="xs">
            <span>{m['console.shopSelf.category.removeConfirm']({ name: c.name })}</span>
            <Button size="sm" disabled={busy} onClick={() => onDelete(c)}>
              {m['console.shopSelf.category.remove']()}
            </Button>
            <Button size="sm" variant="text" onClick={() => setConfirming(null)}>
              {m['console.shopSelf.category.cancel']()}
            </Button>
          </Inline>
        ) : (
          <Inline space="xs">
            {c.pid === 0 && (
              <Button size="sm" variant="text" aria-label={`${m['console.shopSelf.category.addChild']()}：${c.name}`} onClick={() => setEditing({ pid: c.id })}>
                {m['console.shopSelf.category.addChild']()}
              </Button>
            )}
            <Button size="sm" variant="text" aria-label={`${m['console.shopSelf.category.edit']()}：${c.name}`} onClick={() => setEditing({ pid: c.pid, category: c })}>
              {m['console.shopSelf.category.edit']()}
            </Button>
            <Button size="sm" variant="text" aria-label={`${m['console.shopSelf.category.remove']()}：${c.name}`} onClick={() => setConfirming(c.id)}>
              {m['console.shopSelf.category.remove']()}
            </Button>
          </Inline>
        )}
      </div>
      {editing && (editing.category?.id === c.id || (!editing.category && editing.pid === c.id)) && editor(`edit-${c.id}`)}
    </li>
  );
  return (
    <Stack space="sm">
      <p className={styles.note}>{m['console.shopSelf.category.note']()}</p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div>
        <Button onClick={() => setEditing({ pid: 0 })} disabled={busy}>
          {m['console.shopSelf.category.add']()}
        </Button>
      </div>
      {editing && editing.pid === 0 && !editing.category && editor('new-top')}
      {categories.length === 0 ? <Empty text={m['console.shopSelf.category.empty']()} /> : <ul className={styles.list}>{categories.map(rowOf)}</ul>}
    </Stack>
  );
}

function CategoryEditor({ editing, busy, onSave, onCancel }: { editing: NonNullable<Editing>; busy: boolean; onSave: (input: ShopOwnCategoryInput) => void; onCancel: () => void }) {
  const [name, setName] = useState(editing.category?.name ?? '');
  const [sort, setSort] = useState(String(editing.category?.sort ?? 0));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const body = { id: editing.category?.id, pid: editing.pid, name, sort: sort.trim() === '' ? 0 : sort };
    const refused = fieldErrors(shopCategorySave, body);
    setErrors(refused ?? {});
    if (refused) return;
    onSave({ id: editing.category?.id, pid: editing.pid, name: name.trim(), sort: Number(sort) || 0 });
  };
  return (
    <form
      aria-label={editing.category ? m['console.shopSelf.category.edit']() : editing.pid ? m['console.shopSelf.category.addChild']() : m['console.shopSelf.category.add']()}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Inline space="sm">
        <Input label={m['console.shopSelf.category.name']()} value={name} maxLength={SHOP_CATEGORY_NAME_MAX} error={errors.name} onChange={(e) => setName(e.target.value)} autoFocus />
        <Input label={m['console.shopSelf.category.sort']()} value={sort} inputMode="numeric" size="sm" error={errors.sort} onChange={(e) => setSort(e.target.value)} />
        <Button type="submit" disabled={busy}>
          {m['console.shopSelf.category.save']()}
        </Button>
        <Button variant="text" onClick={onCancel}>
          {m['console.shopSelf.category.cancel']()}
        </Button>
      </Inline>
    </form>
  );
}
