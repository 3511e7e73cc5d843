// How 联系客服 behaves on this site (SPEC §7 /api/config/servicer, given by the layout): the built-in
// chat, a third-party service in a new tab, or nothing when chat is off. A context, so every entry
// (side bar, goods page, shop header, orders) follows the same setting without prop drilling.
import { createContext, useContext, type ReactNode } from 'react';

export interface ChatServicerConfig {
  /** Chat offered at all; off hides every 联系客服. */
  open: boolean;
  /** 'third': the third-party service; anything else ('self'): the built-in dialog. */
  type: string;
  /** The third-party address from the config; the entry asks /api/customService/geturl for the current one on click. */
  thirdUrl: string;
}

/** Without a provider (stories of other libs, tests), the built-in chat. */
export const BUILT_IN_CHAT: ChatServicerConfig = { open: true, type: 'self', thirdUrl: '' };

const ChatConfigContext = createContext<ChatServicerConfig>(BUILT_IN_CHAT);

export function ChatConfigProvider({
  config,
  children,
}: {
  config: ChatServicerConfig;
  children: ReactNode;
}) {
  return <ChatConfigContext.Provider value={config}>{children}</ChatConfigContext.Provider>;
}

export const useChatConfig = () => useContext(ChatConfigContext);

/** What an entry does: hidden, the built-in dialog, or a third-party page (a third type without an address is hidden). */
export function chatEntryMode(config: ChatServicerConfig): 'hidden' | 'self' | 'third' {
  if (!config.open) return 'hidden';
  if (config.type === 'third') return config.thirdUrl ? 'third' : 'hidden';
  return 'self';
}
