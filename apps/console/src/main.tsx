import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as JotaiProvider } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { initI18n } from '@mall/i18n';
import { themeClass, ToastProvider } from '@mall/ui';
import { registerConsoleMessages } from '@mall/console-kit';
import { consoleRoutes } from './routes';
import { consoleStore } from './session';

initI18n();
registerConsoleMessages();
document.body.classList.add(themeClass);

const router = createBrowserRouter(consoleRoutes());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider store={consoleStore}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </JotaiProvider>
  </StrictMode>,
);
