import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CurrentSite } from './CurrentSite';

describe('CurrentSite', () => {
  it('shows the branch site and the way back with back_index=1', () => {
    render(<MemoryRouter><CurrentSite title="赣州市分站" /></MemoryRouter>);
    expect(screen.getByTestId('current-site')).toHaveTextContent('当前站点：赣州市分站');
    expect(screen.getByRole('link', { name: '返回全国站' })).toHaveAttribute('href', '/?back_index=1');
    expect(screen.getByRole('link', { name: '切换城市' })).toHaveAttribute('href', '/change_city');
  });
  it('on the national site offers only the switch', () => {
    render(<MemoryRouter><CurrentSite title={null} /></MemoryRouter>);
    expect(screen.getByTestId('current-site')).toHaveTextContent('全国站');
    expect(screen.queryByRole('link', { name: '返回全国站' })).toBeNull();
  });
});
