// Customer-service chat: SPEC §3 chat session and message, §5 validation, §7 chat calls.
// Shared by mall-api (validation) and libs/chat (the same checks before sending).
import { z } from 'zod';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_SESSION_PAGE_SIZE } from './constants';

export * from './chat-rules';
import { CHAT_IMAGE_PATH_PATTERN, CHAT_TOO_LONG_MESSAGE, chatTextProblem } from './chat-rules';

export const CHAT_CONTENT = { text: 0, goods: 1, order: 2, image: 3 } as const;
export type ChatContentType = 0 | 1 | 2 | 3;

const id = (what: string) =>
  z.coerce
    .number({ error: `参数错误：${what}必须是数字` })
    .int(`参数错误：${what}必须是整数`)
    .positive(`参数错误：${what}必须大于 0`)
    .max(2147483647, `参数错误：${what}超出范围`);
const seq = z.coerce.number().int('参数错误：序号必须是整数').min(0, '参数错误：序号不能为负').max(2147483647, '参数错误：序号超出范围');
const servicerToken = z.string().max(128).optional();

/** Who a call is for: a member names the shop (site_id), a servicer the session (session_id). */
const sessionRef = z.object({ site_id: id('店铺 id').optional(), session_id: id('会话 id').optional(), servicer_token: servicerToken });

export const chatSayRequest = z
  .object({
    site_id: id('店铺 id').optional(),
    session_id: id('会话 id').optional(),
    servicer_token: servicerToken,
    content_type: z.coerce.number().int().min(0, '参数错误：消息类型不正确').max(3, '参数错误：消息类型不正确').default(0),
    content: z.string({ error: '参数错误：content 必须是字符串' }).max(4000, CHAT_TOO_LONG_MESSAGE).default(''),
    goods_sku_id: id('商品 id').optional(),
    order_id: id('订单 id').optional(),
    /** The sender's id of this message: a resend with the same id stores nothing new. */
    client_msg_id: z.string().regex(/^[\w-]{1,64}$/, '参数错误：client_msg_id 只能是 1–64 位字母、数字、- 或 _').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.content_type === 0) {
      const problem = chatTextProblem(v.content);
      if (problem) ctx.addIssue({ code: 'custom', path: ['content'], message: problem });
    }
    if (v.content_type === 1 && !v.goods_sku_id) ctx.addIssue({ code: 'custom', path: ['goods_sku_id'], message: '参数错误：商品消息需要 goods_sku_id' });
    if (v.content_type === 2 && !v.order_id) ctx.addIssue({ code: 'custom', path: ['order_id'], message: '参数错误：订单消息需要 order_id' });
    if (v.content_type === 3 && !CHAT_IMAGE_PATH_PATTERN.test(v.content)) ctx.addIssue({ code: 'custom', path: ['content'], message: '参数错误：图片消息需要先上传图片' });
  });

export const chatCard = z.object({
  sku_id: z.number().int().optional(),
  sku_name: z.string().optional(),
  sku_image: z.string().optional(),
  price: z.string().optional(),
  order_id: z.number().int().optional(),
  order_no: z.string().optional(),
  order_money: z.string().optional(),
  order_status_name: z.string().optional(),
  goods_num: z.number().int().optional(),
});
export type ChatCard = z.infer<typeof chatCard>;

export const chatMessage = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  site_id: z.number().int(),
  member_id: z.number().int(),
  seq: z.number().int(),
  /** 0 buyer, 1 servicer. */
  type: z.number().int(),
  content_type: z.number().int(),
  consumer_say: z.string(),
  servicer_say: z.string(),
  goods_sku_id: z.number().int(),
  order_id: z.number().int(),
  card: chatCard.nullable(),
  nickname: z.string(),
  client_msg_id: z.string(),
  create_time: z.number().int(),
  create_day: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatSession = z.object({
  session_id: z.number().int(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  avatar: z.string(),
  logo: z.string(),
  member_id: z.number().int(),
  nickname: z.string(),
  member_headimg: z.string(),
  online: z.boolean(),
  add_time: z.number().int(),
  content: z.string(),
  content_type: z.number().int(),
  unread: z.number().int(),
  servicer_id: z.number().int(),
  last_seq: z.number().int(),
});
export type ChatSession = z.infer<typeof chatSession>;

export const chatListRequest = z.object({
  page: z.coerce.number().int().min(1, '参数错误：页码必须大于 0').max(100000).default(1),
  page_size: z.coerce.number().int().min(1).max(CHAT_SESSION_PAGE_SIZE, `参数错误：每页最多 ${CHAT_SESSION_PAGE_SIZE} 条`).default(CHAT_SESSION_PAGE_SIZE),
  servicer_token: servicerToken,
});
export const chatList = z.object({ list: z.array(chatSession), count: z.number().int(), page_count: z.number().int() });

export const chatDialogsRequest = sessionRef.extend({
  /** Upward history: the page of messages before this sequence (0 = the newest). */
  before_seq: seq.default(0),
  /** Catch-up after a reconnect: every message after this sequence (wins over before_seq). */
  after_seq: seq.optional(),
  page_size: z.coerce.number().int().min(1).max(100, '参数错误：每页最多 100 条').default(CHAT_HISTORY_PAGE_SIZE),
});
export const chatDialogs = z.object({
  list: z.array(chatMessage),
  /** Messages in the session; page_count pages of page_size. */
  count: z.number().int(),
  page_count: z.number().int(),
  /** No older message remains (upward), or none newer (after_seq). */
  exhausted: z.boolean(),
  last_seq: z.number().int(),
});

export const chatSetReadRequest = sessionRef.extend({ seq: seq.optional() });
export const chatSetRead = z.object({ session_id: z.number().int(), read_seq: z.number().int(), unread: z.number().int() });

export const chatBindRequest = z.object({ site_id: id('店铺 id') });
export const chatBind = z.object({
  session_id: z.number().int(),
  site_id: z.number().int(),
  shop_name: z.string(),
  avatar: z.string(),
  servicer_id: z.number().int(),
  servicer_nickname: z.string(),
  online: z.boolean(),
  last_seq: z.number().int(),
  unread: z.number().int(),
});
export const chatHasServicersRequest = z.object({ site_id: id('店铺 id') });
export const chatHasServicers = z.object({ has: z.boolean(), online: z.boolean(), count: z.number().int() });
export const chatByeRequest = sessionRef;

export const servicerLoginRequest = z.object({
  username: z.string().trim().min(1, '请输入客服账号').max(64, '客服账号最多 64 个字符'),
  password: z.string().min(1, '请输入密码').max(64, '密码最多 64 个字符'),
});
export const servicerInfo = z.object({
  servicer_id: z.number().int(),
  site_id: z.number().int(),
  shop_name: z.string(),
  username: z.string(),
  nickname: z.string(),
  online: z.boolean(),
});
export const servicerLogin = servicerInfo.extend({ servicer_token: z.string() });
export const servicerTokenRequest = z.object({ servicer_token: servicerToken });
export const servicerOnlineRequest = z.object({ servicer_token: servicerToken, online: z.coerce.number().int().min(0, '参数错误：online 只能是 0 或 1').max(1, '参数错误：online 只能是 0 或 1') });
export const chatBuyerInfoRequest = z.object({ servicer_token: servicerToken, session_id: id('会话 id') });
export const chatBuyerInfo = z.object({
  member_id: z.number().int(),
  nickname: z.string(),
  headimg: z.string(),
  orders: z.array(chatCard),
  goods: z.array(chatCard),
});

export const customServiceUrlRequest = z.object({ site_id: id('店铺 id').optional() });
export const customServiceUrl = z.object({ type: z.enum(['self', 'third', 'none']), url: z.string() });

/** What the websocket sends (server → client). */
export type ChatServerFrame =
  | { type: 'init'; role: 'member' | 'servicer' | 'guest'; id: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; session_id: number; reader: 'member' | 'servicer'; read_seq: number }
  | { type: 'pong' }
  | { type: 'result'; id: number; code: number; message: string; data: unknown };
/** What the websocket accepts (client → server): ping, or any chat call by its path. */
export type ChatClientFrame = { type: 'ping' } | { type: 'call'; id: number; path: string; body: Record<string, unknown> };

