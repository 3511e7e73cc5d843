// 客服工作台: the shop's chat under the console login (mall-api maps the console account to the shop's
// servicer on /admin/ws). When the socket says the login ended, the page offers to sign in again.
import { m } from '@mall/i18n';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ServicerWorkbench } from '@mall/chat/servicer';
import { loginPath } from '@mall/console-kit';
import { AlertText } from '@mall/page-kit';
import { Stack } from '@mall/ui';
import { consoleChatConnection, uploadChatImage } from '../lib/chat-link';


export function Component() {
  const location = useLocation();
  const [signedOut, setSignedOut] = useState(false);
  return (
    <Stack space="md">
      <h1>{m['console.shopService.title.chat']()}</h1>
      {signedOut ? (
        <Stack space="sm">
          <AlertText message={m['console.shopService.chat.signedOut']()} />
          <a href={loginPath(location.pathname)}>{m['console.shopService.chat.relogin']()}</a>
        </Stack>
      ) : (
        <ServicerWorkbench connect={consoleChatConnection} uploadImage={uploadChatImage} onSignedOut={() => setSignedOut(true)} />
      )}
    </Stack>
  );
}
