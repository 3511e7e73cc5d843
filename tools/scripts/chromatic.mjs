// `npm run chromatic`: publishes the Storybook to Chromatic for hosted visual review.
// It needs CHROMATIC_PROJECT_TOKEN and a network that reaches Chromatic; the committed Playwright
// baselines (apps/storefront-e2e) are what CI checks where neither exists.
import { execFileSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('CHROMATIC_PROJECT_TOKEN is not set: nothing was published.');
  console.error('Set it to the project token from chromatic.com; local visual checks run with `npm run test:e2e`.');
  process.exit(1);
}
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
execFileSync(npx, ['storybook', 'build', '-c', '.storybook', '-o', 'storybook-static', '--quiet'], { stdio: 'inherit' });
execFileSync(npx, ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', '--only-changed'], {
  stdio: 'inherit',
});
