import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from '@mall/i18n';
import { themeClass, ToastProvider } from '@mall/ui';
import { createAppRouter } from './router';
import { setupGateway } from './gateway';
import { appStore } from './state';
import { setupHomeBlocks } from './homeBlocks';

initI18n();
setupHomeBlocks();
document.body.classList.add(themeClass);

const router = createAppRouter();
setupGateway(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider store={appStore}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </JotaiProvider>
  </StrictMode>,
);
