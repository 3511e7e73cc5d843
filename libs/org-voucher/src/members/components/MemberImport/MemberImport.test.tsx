import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportFixture } from '../../fixtures';
import { MemberImport } from './MemberImport';

const hrefs = { templateHref: '/t', exportHref: '/e' };

describe('MemberImport', () => {
  it('refuses a non-xlsx or oversized file in the browser and sends a good one with the all-or-nothing choice', () => {
    const onImport = vi.fn();
    render(<MemberImport {...hrefs} onImport={onImport} />);
    const input = screen.getByLabelText('选择 .xlsx 文件');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.xls')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('请选择 .xlsx 格式的 Excel 文件');
    const big = new File(['x'], 'big.xlsx');
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert')).toHaveTextContent('文件不能超过 2MB');
    expect(screen.getByRole('button', { name: '开始导入' })).toBeDisabled();
    const good = new File(['x'], '成员.xlsx');
    fireEvent.change(input, { target: { files: [good] } });
    fireEvent.click(screen.getByLabelText('有任何一行不合格时全部不导入'));
    fireEvent.click(screen.getByRole('button', { name: '开始导入' }));
    expect(onImport).toHaveBeenCalledWith(good, true);
  });

  it('shows progress, then each refused row with its number and reason', () => {
    const { rerender } = render(<MemberImport {...hrefs} onImport={vi.fn()} progress={30} />);
    expect(screen.getByText('正在上传 30%')).toBeInTheDocument();
    rerender(<MemberImport {...hrefs} onImport={vi.fn()} progress={100} />);
    expect(screen.getByText('正在检查并导入，请稍候…')).toBeInTheDocument();
    rerender(<MemberImport {...hrefs} onImport={vi.fn()} report={reportFixture} />);
    expect(screen.getByText('共 6 行：成功导入 3 行（新开通账号 2 个），未导入 3 行。')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /7 周雅琴 13700001006 该手机号已加入其他单位/ })).toBeInTheDocument();
  });
});
