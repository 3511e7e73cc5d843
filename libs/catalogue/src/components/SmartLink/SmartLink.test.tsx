import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isInternalPath, SmartLink } from './SmartLink';

describe('SmartLink', () => {
  it('tells site paths from other URLs', () => {
    expect(isInternalPath('/list?keyword=茶')).toBe(true);
    expect(isInternalPath('//evil.com')).toBe(false);
    expect(isInternalPath('https://example.com')).toBe(false);
  });
  it('opens blank links in a new tab with noopener', () => {
    render(
      <MemoryRouter>
        <SmartLink to="https://www.gov.cn" blank>
          政府网站
        </SmartLink>
      </MemoryRouter>,
    );
    const a = screen.getByRole('link', { name: '政府网站' });
    expect(a).toHaveAttribute('target', '_blank');
    expect(a.getAttribute('rel')).toContain('noopener');
  });
});
