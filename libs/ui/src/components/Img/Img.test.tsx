import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Img } from './Img';
import { DefaultImagesProvider } from './DefaultImagesContext';
import { builtinDefaultImages } from './defaultImages';
import { previewUrl } from './previewUrl';

describe('previewUrl', () => {
  it('inserts the size before the extension of our uploads', () => {
    expect(previewUrl('/upload/x/abc.png')).toBe('/upload/x/abc_mid.png');
    expect(previewUrl('upload/goods/2024/tea.jpeg', 'big')).toBe('upload/goods/2024/tea_big.jpeg');
  });

  it('keeps query and hash, and does not stack suffixes', () => {
    expect(previewUrl('/upload/a/b.c/d.webp?v=2#top', 'small')).toBe('/upload/a/b.c/d_small.webp?v=2#top');
    expect(previewUrl('/upload/x/abc_big.png')).toBe('/upload/x/abc_mid.png');
  });

  it.each([
    'https://cdn.example.com/upload/x/abc.png',
    '//img.example.com/upload/a.png',
    'data:image/png;base64,AAAA',
    'blob:http://localhost/123',
    '/static/logo.png',
    '/upload/x/noextension',
    '/upload/x.dir/noextension',
  ])('leaves %s unchanged', (src) => {
    expect(previewUrl(src)).toBe(src);
  });
});

describe('<Img>', () => {
  const shopDefault = '/upload/default/shop.png';

  it('asks for the mid preview, then the original, then the default image', () => {
    const onFallback = vi.fn();
    render(
      <DefaultImagesProvider images={{ shop: shopDefault }}>
        <Img src="/upload/shop/logo.png" alt="店铺logo" fallback="shop" preview onFallback={onFallback} />
      </DefaultImagesProvider>,
    );
    const img = screen.getByAltText('店铺logo');
    expect(img).toHaveAttribute('src', '/upload/shop/logo_mid.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/upload/shop/logo.png');
    expect(onFallback).not.toHaveBeenCalled();
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', shopDefault);
    expect(img).toHaveAttribute('data-fallback', 'shop');
    expect(onFallback).toHaveBeenCalledWith('shop');
    // A failing default must not loop.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', shopDefault);
  });

  it('uses the built-in placeholder without a provider and for an empty src', () => {
    render(<Img src="" alt="商品" />);
    expect(screen.getByAltText('商品')).toHaveAttribute('src', builtinDefaultImages.goods);
  });

  it('starts again when src changes', () => {
    const { rerender } = render(<Img src="/upload/a.png" alt="图" />);
    fireEvent.error(screen.getByAltText('图'));
    expect(screen.getByAltText('图')).toHaveAttribute('src', builtinDefaultImages.goods);
    rerender(<Img src="/upload/b.png" alt="图" />);
    expect(screen.getByAltText('图')).toHaveAttribute('src', '/upload/b.png');
  });
});
