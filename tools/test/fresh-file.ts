// The first setup file of every jsdom project. The projects run without per-file isolation (a new
// jsdom and a new module graph for each of ~300 files was most of the unit run's time), so each test
// file starts from here instead: the workspace's modules evaluated afresh (so a file's vi.mock holds
// and no module state carries over), and the document's body, storage, cookies and URL emptied.
import { vi } from 'vitest';

vi.resetModules();
document.body.innerHTML = '';
document.head.innerHTML = '';
document.documentElement.removeAttribute('lang');
document.documentElement.removeAttribute('class');
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');
