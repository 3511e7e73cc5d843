import type { MouseEvent, ReactNode } from 'react';
import { openChat, type ChatOpenRequest } from '../open';
import { chatEntryMode, useChatConfig } from './ChatConfig';
import * as styles from './ChatEntry.css';

export interface ChatEntryProps extends ChatOpenRequest {
  className?: string;
  /** plain: unstyled (the side bar styles it); link: inline beside a shop's name. */
  variant?: 'plain' | 'link';
  children: ReactNode;
}

/**
 * A "联系客服" entry for any page, following the site's customer-service setting (ChatConfigProvider):
 * the built-in chat opens the dialog with a shop (and a goods or order card to offer); a third-party
 * service opens in a new tab at the address /api/customService/geturl gives at that moment (the
 * configured one until it answers); chat switched off renders nothing.
 */
export function ChatEntry({ className, variant = 'plain', children, ...request }: ChatEntryProps) {
  const config = useChatConfig();
  const mode = chatEntryMode(config);
  const classes = `${styles.reset} ${variant === 'link' ? styles.link : ''} ${className ?? ''}`;
  if (mode === 'hidden') return null;
  if (mode === 'third') {
    const openThirdParty = (e: MouseEvent<HTMLAnchorElement>) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return; // a new tab or window asked for: the link as it is
      // Opened now, inside the click, so no popup blocker stops it; pointed at the current address once known.
      const tab = window.open('', '_blank');
      if (!tab) return;
      e.preventDefault();
      tab.opener = null;
      void import('../lib/customServiceUrl')
        .then((m) => m.customServiceUrl(config.thirdUrl, request.siteId))
        .then(
          (url) => {
            if (url) tab.location.href = url;
            else tab.close();
          },
          () => {
            tab.location.href = config.thirdUrl;
          },
        );
    };
    return (
      <a
        className={classes}
        href={config.thirdUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={openThirdParty}
        data-testid="chat-entry"
        data-chat-mode="third"
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      onClick={() => openChat(request)}
      data-testid="chat-entry"
      data-chat-mode="self"
    >
      {children}
    </button>
  );
}
