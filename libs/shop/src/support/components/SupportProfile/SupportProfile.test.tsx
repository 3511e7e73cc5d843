import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unitsFixture } from '../../fixtures';
import { SupportProfile } from './SupportProfile';

describe('SupportProfile', () => {
  it('shows name and introduction', () => {
    render(<SupportProfile unit={unitsFixture[1]} />);
    expect(screen.getByRole('heading', { level: 1, name: unitsFixture[1].name })).toBeInTheDocument();
    expect(screen.getByText(unitsFixture[1].introduction)).toBeInTheDocument();
  });
});
