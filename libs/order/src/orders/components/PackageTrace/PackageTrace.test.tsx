import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { packagesFixture } from '../../fixtures';
import { PackageTrace, newestFirst } from './PackageTrace';

describe('PackageTrace', () => {
  it('shows carrier, tracking number, goods and traces newest first', () => {
    render(<PackageTrace pack={packagesFixture[0]!} index={1} />);
    expect(screen.getByRole('heading', { name: '包裹1' })).toBeInTheDocument();
    expect(screen.getByText('顺丰速运')).toBeInTheDocument();
    expect(screen.getByText('SF1234567890123')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '包裹商品' }).children).toHaveLength(2);
    const events = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-latest') || li.querySelector('time'));
    expect(events[0]).toHaveTextContent('正在派送中');
    expect(events[0]).toHaveAttribute('data-latest', 'true');
  });
  it('says when a package has no traces yet', () => {
    render(<PackageTrace pack={{ ...packagesFixture[1]!, packageName: '' }} index={2} />);
    expect(screen.getByRole('heading', { name: '包裹2' })).toBeInTheDocument();
    expect(screen.getByText('暂无物流轨迹，请稍后再来查看')).toBeInTheDocument();
  });
  it('sorts without changing the input', () => {
    const traces = packagesFixture[0]!.traces;
    expect(newestFirst(traces).map((tr) => tr.time)).toEqual([...traces].map((tr) => tr.time).reverse());
    expect(traces[0]!.text).toContain('商家已发货');
  });
});
