import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { shellFixture } from '../../../../fixtures';
import { Footer, limitHelp } from './Footer';

const props = {
  helpClasses: shellFixture.helpClasses,
  friendlyLinks: shellFixture.friendlyLinks,
  siteTitle: shellFixture.site.title,
  siteDesc: shellFixture.site.desc,
  copyright: shellFixture.site.copyright,
};

describe('Footer', () => {
  it('limits help to 5 classes × 3 entries', () => {
    expect(shellFixture.helpClasses).toHaveLength(6);
    const limited = limitHelp(shellFixture.helpClasses);
    expect(limited).toHaveLength(5);
    expect(limited.every((c) => c.entries.length === 3)).toBe(true);
  });
  it('renders help entries as /cms/help-{id} links', () => {
    render(
      <MemoryRouter>
        <Footer {...props} />
      </MemoryRouter>,
    );
    const classes = screen.getAllByTestId('help-class');
    expect(classes).toHaveLength(5);
    expect(within(classes[0]).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '注册新用户' })).toHaveAttribute('href', '/cms/help-10');
    expect(screen.queryByText('第六分类')).toBeNull();
  });
  it('shows friendly links, ICP and the gov record', () => {
    render(
      <MemoryRouter>
        <Footer {...props} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '中国政府网' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('京ICP备20251121号-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '京公网安备11010202000001号' })).toHaveAttribute('href', 'https://beian.mps.gov.cn');
  });
  it('shows a licence number and a report telephone as text, not as links that lead nowhere', () => {
    render(
      <MemoryRouter>
        <Footer {...props} copyright={{ ...props.copyright, businessLicense: '91110102MA01XXXX8F', report: '违法和不良信息举报电话：12377' }} />
      </MemoryRouter>,
    );
    const info = screen.getByTestId('copyright-info');
    expect(within(info).getByText('营业执照：91110102MA01XXXX8F')).toBeInTheDocument();
    expect(within(info).getByText('违法和不良信息举报电话：12377')).toBeInTheDocument();
    for (const link of within(info).queryAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^(https?:\/\/|\/)/);
    }
  });
  it('links a licence or report given as a URL', () => {
    render(
      <MemoryRouter>
        <Footer {...props} copyright={{ ...props.copyright, businessLicense: 'https://zzlz.gsxt.gov.cn/x', report: 'https://www.12377.cn' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '营业执照' })).toHaveAttribute('href', 'https://zzlz.gsxt.gov.cn/x');
    expect(screen.getByRole('link', { name: '违法和不良信息举报' })).toHaveAttribute('href', 'https://www.12377.cn');
  });
  it('shows a friendly link\'s picture, named by its title', () => {
    const friendlyLinks = [{ id: 9, title: '农业农村部', pic: '/upload/link/2.svg', url: 'https://www.moa.gov.cn', isBlank: true }];
    render(
      <MemoryRouter>
        <Footer {...props} friendlyLinks={friendlyLinks} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: '农业农村部' });
    expect(link.querySelector('img')).toHaveAttribute('src', '/upload/link/2.svg');
  });
});
