import type { ReactNode } from 'react';
import { openChat, type ChatOpenRequest } from '../open';
import * as styles from './ChatEntry.css';

export interface ChatEntryProps extends ChatOpenRequest {
  className?: string;
  children: ReactNode;
}

/** A "联系客服" button for any page: opens the chat with a shop (and a goods or order card to offer). */
export function ChatEntry({ className, children, ...request }: ChatEntryProps) {
  return (
    <button type="button" className={`${styles.reset} ${className ?? ''}`} onClick={() => openChat(request)} data-testid="chat-entry">
      {children}
    </button>
  );
}
