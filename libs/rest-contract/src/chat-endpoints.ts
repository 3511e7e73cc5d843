// The chat calls of SPEC §7, spread into `endpoints`. A member calls them with the usual
// token; a servicer with `servicer_token` (from /servicer/api/servicer/login). The websocket /ws and
// the multipart upload /api/upload/chatimg live outside this table (mall-api src/chat/).
import { z } from 'zod';
import { endpoint } from './endpoint';
import * as c from './chat';


export const chatEndpoints = {
  '/servicer/api/chat/say': endpoint({ request: c.chatSayRequest, response: c.chatMessage, auth: 'optional', summary: '客服聊天：发送消息' }),
  '/servicer/api/chat/setRead': endpoint({ request: c.chatSetReadRequest, response: c.chatSetRead, auth: 'optional', summary: '客服聊天：标记已读' }),
  '/servicer/api/chat/bind': endpoint({ request: c.chatBindRequest, response: c.chatBind, auth: 'optional', summary: '客服聊天：分配客服' }),
  '/servicer/api/chat/dialogs': endpoint({ request: c.chatDialogsRequest, response: c.chatDialogs, auth: 'optional', summary: '客服聊天：历史消息' }),
  '/servicer/api/chat/hasServicers': endpoint({ request: c.chatHasServicersRequest, response: c.chatHasServicers, auth: 'none', summary: '客服聊天：店铺是否有客服' }),
  '/servicer/api/chat/chatList': endpoint({ request: c.chatListRequest, response: c.chatList, auth: 'optional', summary: '客服聊天：会话列表' }),
  '/servicer/api/chat/bye': endpoint({ request: c.chatByeRequest, response: z.boolean(), auth: 'optional', summary: '客服聊天：结束会话' }),
  '/servicer/api/chat/buyerInfo': endpoint({ request: c.chatBuyerInfoRequest, response: c.chatBuyerInfo, auth: 'none', summary: '客服：买家近期订单与咨询商品' }),
  '/servicer/api/servicer/login': endpoint({ request: c.servicerLoginRequest, response: c.servicerLogin, auth: 'none', summary: '客服登录' }),
  '/servicer/api/servicer/info': endpoint({ request: c.servicerTokenRequest, response: c.servicerInfo, auth: 'none', summary: '客服信息' }),
  '/servicer/api/servicer/online': endpoint({ request: c.servicerOnlineRequest, response: c.servicerInfo, auth: 'none', summary: '客服上线/下线' }),
  '/servicer/api/servicer/logout': endpoint({ request: c.servicerTokenRequest, response: z.boolean(), auth: 'none', summary: '客服退出' }),
  '/api/customService/geturl': endpoint({ request: c.customServiceUrlRequest, response: c.customServiceUrl, auth: 'none', summary: '客服方式：本站客服或外部地址' }),
};
