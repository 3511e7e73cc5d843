// 首页楼层: the home's floors in their order (style, title, goods count, shown); a floor opens in the
// FloorEditor (?edit=<id>) with its chosen goods' names and the categories it may link to. Floors are
// the home's fixed blocks: edited, never made or deleted here.
import { m } from '@mall/i18n';
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import {
  consoleRequest,
  ConsoleFloorDocument,
  ConsoleFloorsDocument,
  ConsolePickerCategoriesDocument,
  ConsolePickerSkusDocument,
  consoleRoute,
  listParams,
  pickerGoodsOfSku,
  SaveFloorDocument,
  searchPickerGoods,
  StatusBadge,
  type ConsoleFloorFieldsFragment,
  type ConsoleFloorsQuery,
  type ConsolePickerSkusQuery,
} from '@mall/console-kit';
import { categoryOptions, type PickerCategoryItem } from '@mall/console-pages';
import { FloorEditor, type FloorDraft } from '../components/FloorEditor/FloorEditor';
import { EntryListPage } from '../components/EntryListPage/EntryListPage';
import { editParam, entryAction, useEntryList } from '../shared/entryRoute';

type Editing = { floor: ConsoleFloorFieldsFragment; goods: ConsolePickerSkusQuery['consolePickerSkus']['list']; categories: PickerCategoryItem[] };
type Data = { page: ConsoleFloorsQuery['consoleFloors']; editing: Editing | null };
type Row = Data['page']['list'][number];

async function loadEditing(id: number): Promise<Editing> {
  const { consoleFloor: floor } = await consoleRequest(ConsoleFloorDocument, { id });
  const [goods, categories] = await Promise.all([
    floor.skuIds.length ? consoleRequest(ConsolePickerSkusDocument, { skuIds: floor.skuIds, pageSize: 100 }) : Promise.resolve(null),
    consoleRequest(ConsolePickerCategoriesDocument),
  ]);
  return { floor, goods: goods?.consolePickerSkus.list ?? [], categories: categories.consolePickerCategories };
}

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  const edit = editParam(request);
  const [list, editing] = await Promise.all([
    consoleRequest(ConsoleFloorsDocument, { page: p.page, pageSize: p.pageSize, sort: p.sort }),
    typeof edit === 'number' ? loadEditing(edit) : Promise.resolve(null),
  ]);
  return { page: list.consoleFloors, editing };
});

export const action = consoleRoute(
  entryAction((_id, values) => {
    const d = values as unknown as FloorDraft;
    return consoleRequest(SaveFloorDocument, {
      input: {
        id: d.id,
        title: d.title,
        isShow: d.isShow,
        sort: d.sort,
        skuIds: d.skuIds,
        leftImage: d.leftImage,
        bottomImage: d.bottomImage,
        images: d.images,
        categoryIds: d.categoryIds,
        brandIds: d.brandIds,
      },
    });
  }),
);

function Editor({ editing, formProps, onSave }: { editing: Editing; formProps: { busy: boolean; error?: string; onCancel: () => void }; onSave: (d: FloorDraft) => void }) {
  const [known, setKnown] = useState(() => Object.fromEntries(editing.goods.map((g) => [g.skuId, pickerGoodsOfSku(g)])));
  return (
    <FloorEditor
      {...formProps}
      floor={editing.floor}
      categories={categoryOptions(editing.categories.filter((c) => c.level <= 3))}
      known={known}
      search={searchPickerGoods}
      onPicked={(item) => setKnown((k) => ({ ...k, [item.skuId]: item }))}
      onSave={onSave}
    />
  );
}

export function Component() {
  const { page, editing } = useLoaderData() as Data;
  const { route, pageProps, formProps } = useEntryList(page, 'sort');
  return (
    <EntryListPage<Row>
      {...pageProps}
      onCreate={undefined}
      title={m['console.display.floor.title']()}
      note={m['console.display.floor.note']({ seconds: page.cacheSeconds })}
      filters={[]}
      columns={[
        { key: 'title', title: m['console.display.floor.name']() },
        { key: 'style', title: m['console.display.floor.style'](), render: (f) => (f.style === 1 ? m['console.display.floor.styles.1']() : m['console.display.floor.styles.3']()) },
        { key: 'goodsCount', title: m['console.display.floor.goodsCount']() },
        { key: 'isShow', title: m['console.display.common.state'](), render: (f) => <StatusBadge label={f.isShow ? m['console.display.common.shown']() : m['console.display.common.hidden']()} tone={f.isShow ? 'success' : 'neutral'} /> },
        { key: 'sort', title: m['console.display.common.sort'](), sortKey: 'sort' },
      ]}
      rows={page.list}
      rowKey="id"
      rowName={(f) => f.title}
      onEdit={(f) => route.setEdit(String(f.id))}
      editor={editing && <Editor key={editing.floor.id} editing={editing} formProps={formProps} onSave={(d) => route.save(d.id, d as unknown as Parameters<typeof route.save>[1])} />}
    />
  );
}
