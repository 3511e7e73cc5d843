import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewDetail } from './ReviewDetail';

describe('ReviewDetail', () => {
  it('offers the decisions only while the entry is pending', () => {
    const { rerender } = render(<ReviewDetail title="T1" state="applied" stateName="待审核" fields={[]} onApprove={() => undefined} onRefuse={() => undefined} />);
    expect(screen.getByRole('button', { name: '通过' })).toBeTruthy();
    rerender(<ReviewDetail title="T1" state="refused" stateName="已驳回" fields={[]} onApprove={() => undefined} onRefuse={() => undefined} />);
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
    expect(screen.getByText('已处理，不能再次处理')).toBeTruthy();
  });

  it('shows a dash for an empty field and links each image to its full size', () => {
    render(<ReviewDetail title="T2" state="reviewing" stateName="待审核" fields={[{ label: '会员备注', value: '' }]} images={['/upload/certificate/1_0123456789abcdef.png']} />);
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/upload/certificate/1_0123456789abcdef.png');
  });
});
