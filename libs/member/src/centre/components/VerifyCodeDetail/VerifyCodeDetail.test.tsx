import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { verifiedCodeFixture, verifyCodeFixture } from '../../fixtures';
import { VerifyCodeDetail } from './VerifyCodeDetail';

describe('VerifyCodeDetail', () => {
  it('shows a waiting pickup code with its store and no verifier', () => {
    render(<VerifyCodeDetail code={verifyCodeFixture} />);
    expect(screen.getByText('ZT8842169350')).toBeInTheDocument();
    expect(screen.getByText('湖南省长沙市岳麓区麓山南路 932 号')).toBeInTheDocument();
    expect(screen.queryByText('核销人')).toBeNull();
  });
  it('shows the verifier and time of a verified code', () => {
    render(<VerifyCodeDetail code={verifiedCodeFixture} />);
    expect(screen.getByText('王建国')).toBeInTheDocument();
    expect(screen.getByText('2025-03-08 10:12')).toBeInTheDocument();
  });
});
