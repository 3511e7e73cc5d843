import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { verifyCodesFixture } from '../../fixtures';
import { VerifyCodeList } from './VerifyCodeList';

describe('VerifyCodeList', () => {
  it('shows each code with its state and goods, linking to the detail', () => {
    render(
      <MemoryRouter>
        <VerifyCodeList codes={verifyCodesFixture} detailHref={(id) => `/d/${id}`} />
      </MemoryRouter>,
    );
    expect(screen.getByText('待核销')).toBeInTheDocument();
    expect(screen.getByText('湘西腊肉 500g 农家柴火烟熏 ×2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '详情 XN5521073846' })).toHaveAttribute('href', '/d/82');
  });
  it('says so when there are none', () => {
    render(<VerifyCodeList codes={[]} detailHref={String} />);
    expect(screen.getByText('暂无核销记录')).toBeInTheDocument();
  });
});
