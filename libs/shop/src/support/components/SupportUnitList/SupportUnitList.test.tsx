import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { unitsFixture } from '../../fixtures';
import { SupportUnitList } from './SupportUnitList';

describe('SupportUnitList', () => {
  it('links every unit with its goods count', () => {
    render(<MemoryRouter><SupportUnitList units={unitsFixture} /></MemoryRouter>);
    const items = within(screen.getByRole('list', { name: '帮扶单位' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[2]).getByRole('link', { name: unitsFixture[2].name })).toHaveAttribute('href', '/support-6');
    expect(items[0]).toHaveTextContent('帮扶商品 4 件');
  });
  it('has an empty state', () => {
    render(<MemoryRouter><SupportUnitList units={[]} /></MemoryRouter>);
    expect(screen.getByText('暂无帮扶单位')).toBeInTheDocument();
  });
});
