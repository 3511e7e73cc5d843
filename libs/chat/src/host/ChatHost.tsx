// Mounted once in the main layout: waits for openChat() and only then loads the chat window's code
// (React.lazy), so no page's first-load bundle carries the dialog, the socket or the contract schemas.
import { lazy, Suspense, useEffect, useState } from 'react';
import { CHAT_OPEN_EVENT, takeUnansweredChatOpen, type ChatOpenRequest } from '../open';

const ChatWindow = lazy(() => import('../dialog/ChatWindow'));

export function ChatHost() {
  const [request, setRequest] = useState<(ChatOpenRequest & { key: number }) | null>(null);
  useEffect(() => {
    const onOpen = (e: Event) => {
      e.preventDefault();
      setRequest({ ...(e as CustomEvent<ChatOpenRequest>).detail, key: Date.now() });
    };
    window.addEventListener(CHAT_OPEN_EVENT, onOpen);
    const early = takeUnansweredChatOpen();
    if (early) setRequest({ ...early, key: Date.now() });
    return () => window.removeEventListener(CHAT_OPEN_EVENT, onOpen);
  }, []);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ChatWindow key={request.key} request={request} onClose={() => setRequest(null)} />
    </Suspense>
  );
}
