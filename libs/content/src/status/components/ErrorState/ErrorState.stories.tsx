import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RootFallback } from '../../routes/RootFallback';
import { ErrorState } from './ErrorState';

const meta = preview.meta({
  title: 'storefront/pages/ErrorState',
  component: ErrorState,
  parameters: docs(
    'What a route shows when its loader or page fails (other than 404). Props: `message` (the ' +
      'gateway or chunk-load message), `onRetry` (reload; hidden without it), `homeLink`. States: ' +
      'network error, chunk load error, no retry; plus the loading fallback shown before the first ' +
      'route has data.',
  ),
  args: { message: '网络连接失败，请检查网络后重试', onRetry: fn(), homeLink: <a href="/">返回首页</a> },
});

export const NetworkError = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
});
export const ChunkLoadError = meta.story({ args: { message: '页面资源加载失败，请刷新重试' } });
export const NoRetry = meta.story({ args: { onRetry: undefined } });
/** The first-load fallback (loading state). */
export const Loading = meta.story({ render: () => <RootFallback /> });
