import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manjianFixture } from '../../fixtures';
import { ManjianInfo } from './ManjianInfo';

describe('ManjianInfo', () => {
  it('shows the rules and the period', () => {
    render(<ManjianInfo manjian={manjianFixture} />);
    expect(screen.getByText('满199减30')).toBeInTheDocument();
    expect(screen.getByText(/2025-11-21 至 2025-12-21/)).toBeInTheDocument();
  });

  it('renders nothing without rules', () => {
    const { container } = render(<ManjianInfo manjian={{ ...manjianFixture, rules: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
