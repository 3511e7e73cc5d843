import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PromotionTag } from './PromotionTag';

describe('PromotionTag', () => {
  it('shows each running kind with the price as given', () => {
    render(<PromotionTag promotion={{ seckill: { seckillPrice: 990 }, groupbuy: { groupbuyPrice: 3990, minNum: 3 }, topic: { topicName: '年货节', topicPrice: 3591 }, manjian: ['满100减10', '满200减30'] }} />);
    expect(screen.getByText('秒杀 ¥9.90')).toBeTruthy();
    expect(screen.getByText('团购 ¥39.90 · 3件起')).toBeTruthy();
    expect(screen.getByTitle('年货节').textContent).toBe('专题价 ¥35.91');
    expect(screen.getByText('满100减10')).toBeTruthy();
    expect(screen.queryByText('满200减30')).toBeNull();
  });

  it('renders nothing without a promotion or with none running', () => {
    const { container, rerender } = render(<PromotionTag promotion={null} />);
    expect(container.innerHTML).toBe('');
    rerender(<PromotionTag promotion={{ seckill: null, groupbuy: null, topic: null, manjian: [] }} />);
    expect(container.innerHTML).toBe('');
    rerender(<PromotionTag promotion={{ manjian: ['满100减10'] }} maxManjian={0} />);
    expect(container.innerHTML).toBe('');
  });
  it('is a group named by its label, so its aria-label is valid HTML and read out', () => {
    render(<PromotionTag promotion={{ seckill: { seckillPrice: 990 } }} />);
    expect(screen.getByRole('group', { name: '正在进行的促销' }).textContent).toBe('秒杀 ¥9.90');
  });
});
