// 团购: group-buys (group price, minimum units, stock, dates): create, edit, stop.
import { m } from '@mall/i18n';
import {
  consoleRequest,
  ConsoleGroupbuysDocument,
  SaveGroupbuyDocument,
  StopGroupbuyDocument,
  type CampaignGroupbuyFieldsFragment,
  type GroupbuyInput,
} from '@mall/console-kit';
import { groupbuyDraftOf, GroupbuyForm } from '../components/GroupbuyForm/GroupbuyForm';
import { searchCampaignGoods } from '../lib/search';
import { createCampaignPage, listVariables } from './campaignPage';
import { fenToYuan } from '@mall/rest-contract/money';
import { formatPrice } from '@mall/ui';

export const { loader, action, Component } = createCampaignPage<
  CampaignGroupbuyFieldsFragment,
  GroupbuyInput
>({
  title: m['console.campaigns.groupbuy.title'],
  create: m['console.campaigns.groupbuy.create'],
  load: async (p) => ({
    page: (await consoleRequest(ConsoleGroupbuysDocument, listVariables(p))).consoleGroupbuys,
    extra: null,
  }),
  save: (input) => consoleRequest(SaveGroupbuyDocument, { input }),
  stop: async (id) => (await consoleRequest(StopGroupbuyDocument, { id })).stopGroupbuy,
  idOf: (r) => r.groupbuyId,
  nameOf: (r) => r.goodsName,
  columns: () => [
    { key: 'goodsName', title: m['console.campaigns.list.goods'](), render: (r) => `${r.goodsName} · ${r.siteName}` },
    {
      key: 'groupbuyPrice',
      title: m['console.campaigns.groupbuy.price'](),
      render: (r) => `${formatPrice(r.groupbuyPrice)}（${m['console.campaigns.form.normalPrice']({ price: fenToYuan(r.price) })}）`,
    },
    { key: 'minNum', title: m['console.campaigns.groupbuy.minNum']() },
    { key: 'stock', title: m['console.campaigns.groupbuy.stock'](), render: (r) => `${r.stock} / ${r.totalStock}` },
  ],
  Editor: ({ row, form }) => (
    <GroupbuyForm
      initial={groupbuyDraftOf(row)}
      search={searchCampaignGoods}
      {...form}
    />
  ),
});
