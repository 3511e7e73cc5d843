import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setLanguage } from '@mall/i18n';

setLanguage('zh-cn');

// Without globals: true, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
