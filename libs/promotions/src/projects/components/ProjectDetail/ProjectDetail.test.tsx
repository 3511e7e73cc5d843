import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@mall/i18n';
import { projectDetailFixture } from '../../fixtures';
import { ProjectDetail } from './ProjectDetail';

beforeAll(() => setLanguage('zh-cn'));

describe('ProjectDetail', () => {
  it('shows pictures, the description and the linked goods', () => {
    render(
      <MemoryRouter>
        <ProjectDetail project={projectDetailFixture} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('湘西保靖黄金茶产业帮扶项目');
    expect(screen.getAllByRole('img', { name: '湘西保靖黄金茶产业帮扶项目' })).toHaveLength(2);
    expect(screen.getByText('带动脱贫户稳定增收')).toBeInTheDocument();
    expect(screen.getAllByTestId('goods-card')).toHaveLength(2);
  });
  it('says when no goods are linked', () => {
    render(
      <MemoryRouter>
        <ProjectDetail project={{ ...projectDetailFixture, goods: [] }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('暂无相关商品')).toBeInTheDocument();
  });
});
