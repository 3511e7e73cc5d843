// 满减: the shops' spend-and-save rules (all goods or listed ones, tiers, dates): create, edit, stop.
import { m } from '@mall/i18n';
import {
  consoleRequest,
  ConsoleManjiansDocument,
  SaveManjianDocument,
  StopManjianDocument,
  type CampaignManjianFieldsFragment,
  type ManjianInput,
} from '@mall/console-kit';
import { manjianDraftOf, ManjianForm } from '../components/ManjianForm/ManjianForm';
import { createCampaignPage, listVariables } from './campaignPage';
import { fenToYuan } from '@mall/rest-contract/money';

export const { loader, action, Component } = createCampaignPage<CampaignManjianFieldsFragment, ManjianInput>({
  title: m['console.campaigns.manjian.title'],
  create: m['console.campaigns.manjian.create'],
  load: async (p) => ({
    page: (await consoleRequest(ConsoleManjiansDocument, listVariables(p))).consoleManjians,
    extra: null,
  }),
  save: (input) => consoleRequest(SaveManjianDocument, { input }),
  stop: async (id) => (await consoleRequest(StopManjianDocument, { id })).stopManjian,
  idOf: (r) => r.manjianId,
  nameOf: (r) => r.manjianName,
  columns: () => [
    { key: 'manjianName', title: m['console.campaigns.list.name'](), render: (r) => `${r.manjianName} · ${r.siteName}` },
    {
      key: 'rules',
      title: m['console.campaigns.manjian.title'](),
      render: (r) => r.rules.map((x) => `满${fenToYuan(x.money)}减${fenToYuan(x.discountMoney)}`).join('，'),
    },
    {
      key: 'type',
      title: m['console.campaigns.manjian.scope'](),
      render: (r) => (r.type === 1 ? `${m['console.campaigns.manjian.listed']()}（${r.goodsIds.length}）` : m['console.campaigns.manjian.all']()),
    },
  ],
  Editor: ({ row, form }) => <ManjianForm initial={manjianDraftOf(row)} {...form} />,
});
