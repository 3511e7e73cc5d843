import type { ReactNode } from 'react';
import { openChat, type ChatOpenRequest } from '../open';
import * as styles from './ChatEntry.css';

export interface ChatEntryProps extends ChatOpenRequest {
  className?: string;
  /** plain: unstyled (the side bar styles it); link: inline beside a shop's name. */
  variant?: 'plain' | 'link';
  children: ReactNode;
}

/** A "联系客服" button for any page: opens the chat with a shop (and a goods or order card to offer). */
export function ChatEntry({ className, variant = 'plain', children, ...request }: ChatEntryProps) {
  return (
    <button type="button" className={`${styles.reset} ${variant === 'link' ? styles.link : ''} ${className ?? ''}`} onClick={() => openChat(request)} data-testid="chat-entry">
      {children}
    </button>
  );
}
