import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as JotaiProvider } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LanguageProvider } from '@mall/i18n';
import { themeClass, ToastProvider } from '@mall/ui';
import { consoleRoutes } from './routes';
import { consoleStore } from './session';

document.body.classList.add(themeClass);

const router = createBrowserRouter(consoleRoutes());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LanguageProvider>
      <JotaiProvider store={consoleStore}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </JotaiProvider>
    </LanguageProvider>
  </StrictMode>,
);
