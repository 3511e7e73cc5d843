import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RootFallback } from '../../routes/RootFallback';
import { ErrorState } from './ErrorState';

const meta = preview.meta({
  component: ErrorState,
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
