import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copyrightFixture } from '../../fixtures';
import { LicenceInfo } from './LicenceInfo';

describe('LicenceInfo', () => {
  it('lists the licence settings', () => {
    render(<LicenceInfo siteTitle="消费帮扶特产商城" copyright={copyrightFixture} />);
    expect(screen.getByRole('heading', { name: '信息网络经营许可证' })).toBeInTheDocument();
    expect(screen.getByText('91110102MA01XXXX8F')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '京ICP备2020018832号-1' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn',
    );
    expect(screen.getByRole('link', { name: '京公网安备 11010202008832号' })).toHaveAttribute(
      'href',
      'https://beian.mps.gov.cn',
    );
    expect(screen.getByText('违法和不良信息举报电话：12377').tagName).not.toBe('A');
  });
  it('shows an empty state without settings', () => {
    const empty = Object.fromEntries(
      Object.keys(copyrightFixture).map((k) => [k, '']),
    ) as unknown as typeof copyrightFixture;
    render(<LicenceInfo siteTitle="消费帮扶特产商城" copyright={empty} />);
    expect(screen.getByText('暂无许可证信息')).toBeInTheDocument();
  });
});
