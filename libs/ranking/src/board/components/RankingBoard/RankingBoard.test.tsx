import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { areaFixture, cityFixture, emptyFixture } from '../../fixtures';
import { RankingBoard, type RankingBoardProps } from './RankingBoard';

const props = (over: Partial<RankingBoardProps> = {}): RankingBoardProps => ({
  tab: 'AREA',
  data: areaFixture,
  area: { areaId: 0, level: 1 },
  orgType: 0,
  onTabChange: vi.fn(),
  onAreaChange: vi.fn(),
  onOrgTypeChange: vi.fn(),
  ...over,
});

describe('RankingBoard', () => {
  it('shows the entries in 万元 with 2 decimals, top three marked', () => {
    render(<RankingBoard {...props()} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]).getByText('湖南省')).toBeInTheDocument();
    expect(within(rows[0]).getByText('128.63')).toBeInTheDocument();
    expect(within(rows[0]).getByText('1')).toHaveAttribute('data-top', 'true');
    expect(within(rows[3]).getByText('4')).toHaveAttribute('data-top', 'false');
    expect(screen.getByText('共 1286 笔 · 合计 386.24 万元')).toBeInTheDocument();
  });

  it('drills into a province and back to the whole country (SPEC §4)', () => {
    const onAreaChange = vi.fn();
    const { rerender } = render(<RankingBoard {...props({ onAreaChange })} />);
    fireEvent.change(screen.getByLabelText('地区'), { target: { value: '530000' } });
    expect(onAreaChange).toHaveBeenLastCalledWith({ areaId: 530000, level: 2 });
    rerender(<RankingBoard {...props({ onAreaChange, data: cityFixture, area: { areaId: 430000, level: 2 } })} />);
    fireEvent.change(screen.getByLabelText('地区'), { target: { value: '0' } });
    expect(onAreaChange).toHaveBeenLastCalledWith({ areaId: 0, level: 1 });
  });

  it('shows the unit-type filter on the unit tabs only', () => {
    const { rerender } = render(<RankingBoard {...props()} />);
    expect(screen.queryByLabelText('单位类型')).toBeNull();
    rerender(<RankingBoard {...props({ tab: 'VOUCHER', data: { ...areaFixture, orgTypeList: [{ type: 1, name: '党政机关' }] } })} />);
    expect(screen.getByLabelText('单位类型')).toBeInTheDocument();
    expect(screen.queryByLabelText('地区')).toBeNull();
  });

  it('shows 暂无数据 when empty or after a failure', () => {
    const { rerender } = render(<RankingBoard {...props({ data: emptyFixture })} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    rerender(<RankingBoard {...props({ data: null })} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});
