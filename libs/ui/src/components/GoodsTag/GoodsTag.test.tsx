import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GoodsTag } from './GoodsTag';
import { goodsTags } from './goodsTags';

describe('goodsTags', () => {
  it('maps tag_type 1 to the 832 badge', () => {
    expect(goodsTags(1, 0)).toEqual(['832']);
    expect(goodsTags('1', null)).toEqual(['832']);
  });

  it.each([
    [2, 'province'],
    [3, 'city'],
    [4, 'county'],
    ['3', 'city'],
  ] as const)('maps tag_level %s to %s', (level, kind) => {
    expect(goodsTags(0, level)).toEqual([kind]);
  });

  it('combines both badges', () => {
    expect(goodsTags(1, 2)).toEqual(['832', 'province']);
  });

  it.each([
    [0, 0],
    [2, 1],
    [null, 5],
    [undefined, undefined],
    ['', ''],
    ['1.5', '2.5'],
  ])('gives nothing for tag_type %s, tag_level %s', (type, level) => {
    expect(goodsTags(type, level)).toEqual([]);
  });
});

describe('<GoodsTag>', () => {
  it('renders the Chinese labels', () => {
    render(<GoodsTag tagType={1} tagLevel={4} />);
    expect(screen.getByText('832产品')).toBeInTheDocument();
    expect(screen.getByText('县级扶贫认证')).toBeInTheDocument();
  });

  it('renders no element at all without tags', () => {
    const { container } = render(<GoodsTag tagType={0} tagLevel={1} />);
    expect(container).toBeEmptyDOMElement();
  });
});
