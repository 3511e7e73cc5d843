// A shop's customer-service staff in the console (mall-api src/modules/shop-service/): the 店主 lists
// the shop's servicers, adds a 客服 (a console account of role shop_service and the chat servicer it
// answers as, made together), disables or enables one and resets a 客服's password. Every id is
// checked to be the actor's shop's.
import { z } from 'zod';
import { emptyRequest } from '../endpoint';
import { positiveId } from '../paging';
import { consoleCall } from './call';
import { consolePassword, consoleUsername } from './access-endpoints';

/** A servicer's name shown to buyers in the chat (and the 客服 account's name in the console). */
export const servicerNickname = z
  .string({ error: '请输入客服昵称' })
  .trim()
  .min(1, { error: '请输入客服昵称' })
  .max(32, { error: '客服昵称不能超过 32 个字符' });

export const shopServicerRow = z.object({
  servicer_id: z.number().int(),
  /** The console account it signs in with; 0 for a chat-only servicer of the old login. */
  account_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** The console role of the linked account ('' without one): shop_service, or shop_owner answering chat. */
  role: z.string(),
  disabled: z.boolean(),
  /** Switched on and seen recently. */
  online: z.boolean(),
  /** Unix seconds; 0 never. */
  last_login_time: z.number().int(),
  create_time: z.number().int(),
});
export type ShopServicerRow = z.infer<typeof shopServicerRow>;

const servicerId = z.object({ servicer_id: positiveId('客服编号') });

export const shopServiceEndpoints = {
  '/admin/api/shop/servicers/list': consoleCall({
    permission: 'staff.manage',
    kind: 'read',
    summary: '本店客服账号',
    request: emptyRequest,
    response: z.array(shopServicerRow),
  }),
  '/admin/api/shop/servicers/add': consoleCall({
    permission: 'staff.manage',
    kind: 'write',
    summary: '新增客服（控制台账号与聊天客服身份，一并创建）',
    request: z.object({ username: consoleUsername, nickname: servicerNickname, password: consolePassword }),
    response: shopServicerRow,
  }),
  '/admin/api/shop/servicers/disable': consoleCall({
    permission: 'staff.manage',
    kind: 'write',
    summary: '停用或启用客服（停用即结束其登录，不再分配会话）',
    request: servicerId.extend({ disabled: z.boolean({ error: '请选择停用或启用' }) }),
    response: shopServicerRow,
  }),
  '/admin/api/shop/servicers/reset-password': consoleCall({
    permission: 'staff.manage',
    kind: 'write',
    summary: '重置客服密码（结束其所有登录）',
    request: servicerId.extend({ password: consolePassword }),
    response: shopServicerRow,
  }),
} as const;
