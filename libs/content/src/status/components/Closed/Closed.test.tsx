import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Closed } from './Closed';

describe('Closed', () => {
  it('shows the site title, the maintenance text and the hotline', () => {
    render(<Closed siteTitle="消费帮扶商城" hotline="400-600-8832" />);
    expect(screen.getByRole('heading')).toHaveTextContent('消费帮扶商城 · 网站维护中');
    expect(screen.getByText('网站正在维护中，请稍后再访问')).toBeInTheDocument();
    expect(screen.getByText(/400-600-8832/)).toBeInTheDocument();
  });
});
