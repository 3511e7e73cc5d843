// The goods chooser's search through the console's GraphQL (on-shelf skus with stock, 20 at a time).
import { CampaignGoodsDocument, consoleRequest } from '@mall/console-kit';

export async function searchCampaignGoods(keyword: string) {
  const { campaignGoods } = await consoleRequest(CampaignGoodsDocument, {
    keyword: keyword || undefined,
    pageSize: 20,
  });
  return campaignGoods.list;
}
