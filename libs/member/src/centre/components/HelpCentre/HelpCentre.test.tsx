import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { helpClassesFixture, helpEntriesFixture } from '../../fixtures';
import { HelpCentre } from './HelpCentre';

describe('HelpCentre', () => {
  it('marks the current class and links the entries', () => {
    render(
      <MemoryRouter>
        <HelpCentre
          classes={helpClassesFixture}
          entries={helpEntriesFixture.slice(0, 2)}
          classId={1}
          page={1}
          pageCount={1}
          classHref={(id) => (id === null ? '/member/members_help' : `/member/members_help?class_id=${id}`)}
          entryHref={(id) => `/member/members_help_detail?id=${id}`}
          pageHref={(p) => `?page=${p}`}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '新手上路' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '全部' })).toHaveAttribute('href', '/member/members_help');
    expect(screen.getByRole('link', { name: /如何注册成为会员/ })).toHaveAttribute('href', '/member/members_help_detail?id=11');
  });
});
