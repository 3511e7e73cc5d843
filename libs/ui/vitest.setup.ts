import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '@mall/i18n';

initI18n('zh-cn');

// Without globals: true, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
