import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@mall/i18n';
import { groupbuyFixture, groupbuyFullFixture } from '../../fixtures';
import { GroupbuyCard } from './GroupbuyCard';

beforeAll(() => setLanguage('zh-cn'));
const renderCard = (props: Parameters<typeof GroupbuyCard>[0]) => render(<MemoryRouter><GroupbuyCard {...props} /></MemoryRouter>);

describe('GroupbuyCard', () => {
  it('links an open group-buy to its detail with the minimum and progress', () => {
    renderCard({ groupbuy: groupbuyFixture });
    expect(screen.getByRole('link', { name: '立即参团' })).toHaveAttribute('href', '/promotion/groupbuy-21');
    expect(screen.getByText('3 件起团')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getAllByText('已团 50 件').length).toBeGreaterThan(0);
  });
  it('a full group-buy has no join link', () => {
    renderCard({ groupbuy: groupbuyFullFixture });
    expect(screen.queryByRole('link', { name: '立即参团' })).toBeNull();
    expect(screen.getAllByText('已团满')).toHaveLength(2);
  });
});
