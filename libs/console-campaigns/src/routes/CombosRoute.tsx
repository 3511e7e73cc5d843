// 组合套餐: combo packages (members of one shop, package price, dates): create, edit, stop.
import { m } from '@mall/i18n';
import {
  consoleRequest,
  ConsoleCombosDocument,
  SaveComboDocument,
  StopComboDocument,
  type CampaignComboFieldsFragment,
  type ComboInput,
} from '@mall/console-kit';
import { comboDraftOf, ComboForm } from '../components/ComboForm/ComboForm';
import { searchCampaignGoods } from '../lib/search';
import { createCampaignPage, listVariables } from './campaignPage';
import { fenToYuan } from '@mall/rest-contract/money';
import { formatPrice } from '@mall/ui';

export const { loader, action, Component } = createCampaignPage<CampaignComboFieldsFragment, ComboInput>({
  title: m['console.campaigns.combo.title'],
  create: m['console.campaigns.combo.create'],
  load: async (p) => ({
    page: (await consoleRequest(ConsoleCombosDocument, listVariables(p))).consoleCombos,
    extra: null,
  }),
  save: (input) => consoleRequest(SaveComboDocument, { input }),
  stop: async (id) => (await consoleRequest(StopComboDocument, { id })).stopCombo,
  idOf: (r) => r.comboId,
  nameOf: (r) => r.name,
  columns: () => [
    { key: 'name', title: m['console.campaigns.list.name'](), render: (r) => `${r.name} · ${r.siteName}` },
    {
      key: 'goods',
      title: m['console.campaigns.list.goods'](),
      render: (r) => r.goods.map((g) => `${g.goods.goodsName}×${g.num}`).join('、'),
    },
    {
      key: 'comboPrice',
      title: m['console.campaigns.combo.price'](),
      render: (r) => `${formatPrice(r.comboPrice)}（${m['console.campaigns.combo.original']({ price: fenToYuan(r.originalPrice) })}）`,
    },
  ],
  Editor: ({ row, form }) => <ComboForm initial={comboDraftOf(row)} search={searchCampaignGoods} {...form} />,
});
