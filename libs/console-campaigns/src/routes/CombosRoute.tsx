// 组合套餐: combo packages (members of one shop, package price, dates): create, edit, stop.
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
  title: 'combo.title',
  create: 'combo.create',
  load: async (p) => ({
    page: (await consoleRequest(ConsoleCombosDocument, listVariables(p))).consoleCombos,
    extra: null,
  }),
  save: (input) => consoleRequest(SaveComboDocument, { input }),
  stop: async (id) => (await consoleRequest(StopComboDocument, { id })).stopCombo,
  idOf: (r) => r.comboId,
  nameOf: (r) => r.name,
  columns: (t) => [
    { key: 'name', title: t('list.name'), render: (r) => `${r.name} · ${r.siteName}` },
    {
      key: 'goods',
      title: t('list.goods'),
      render: (r) => r.goods.map((m) => `${m.goods.goodsName}×${m.num}`).join('、'),
    },
    {
      key: 'comboPrice',
      title: t('combo.price'),
      render: (r) => `${formatPrice(r.comboPrice)}（${t('combo.original', { price: fenToYuan(r.originalPrice) })}）`,
    },
  ],
  Editor: ({ row, busy, error, onSave, onCancel }) => (
    <ComboForm
      initial={comboDraftOf(row)}
      search={searchCampaignGoods}
      busy={busy}
      error={error}
      onSave={onSave}
      onCancel={onCancel}
    />
  ),
});
