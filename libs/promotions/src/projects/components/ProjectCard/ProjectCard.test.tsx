import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@mall/i18n';
import { projectsFixture } from '../../fixtures';
import { ProjectCard } from './ProjectCard';

beforeAll(() => setLanguage('zh-cn'));

describe('ProjectCard', () => {
  it('shows place, beneficiaries, amounts, status and progress', () => {
    render(
      <MemoryRouter>
        <ProjectCard project={projectsFixture[1]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('江西省赣州市寻乌县')).toBeInTheDocument();
    expect(screen.getByText('860 人')).toBeInTheDocument();
    expect(screen.getAllByText('¥1500000.00')).toHaveLength(2);
    expect(screen.getByText('已完成')).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  });
  it('clamps the progress bar', () => {
    render(
      <MemoryRouter>
        <ProjectCard project={{ ...projectsFixture[0], progress: 140 }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  });
});
