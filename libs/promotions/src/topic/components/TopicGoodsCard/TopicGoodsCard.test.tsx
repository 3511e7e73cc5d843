import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@mall/i18n';
import { topicFixture, topicGoodsFixture, topicGoodsSoldOutFixture } from '../../fixtures';
import { TopicCard } from '../TopicCard/TopicCard';
import { TopicGoodsCard } from './TopicGoodsCard';

beforeAll(() => setLanguage('zh-cn'));

describe('topic cards', () => {
  it('a topic goods links to its detail with the topic price', () => {
    render(<MemoryRouter><TopicGoodsCard goods={topicGoodsFixture} /></MemoryRouter>);
    expect(screen.getByRole('link', { name: topicGoodsFixture.goodsName })).toHaveAttribute('href', '/promotion/topic-goods-401');
    expect(screen.getByText('专题价')).toBeInTheDocument();
    expect(screen.queryByText('已售罄')).toBeNull();
  });
  it('a sold-out topic goods says so', () => {
    render(<MemoryRouter><TopicGoodsCard goods={topicGoodsSoldOutFixture} /></MemoryRouter>);
    expect(screen.getByText('已售罄')).toBeInTheDocument();
  });
  it('a topic links to its page with its goods count', () => {
    render(<MemoryRouter><TopicCard topic={topicFixture} /></MemoryRouter>);
    expect(screen.getByRole('link', { name: '进入专题' })).toHaveAttribute('href', '/promotion/topic-41');
    expect(screen.getByText(/6 件专题商品/)).toBeInTheDocument();
  });
});
