import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { complaintFixture, complaintHandledFixture } from '../../fixtures';
import { ComplaintView } from './ComplaintView';

describe('ComplaintView', () => {
  it('says the platform has not replied yet', () => {
    render(<ComplaintView complaint={complaintFixture} />);
    expect(screen.getByTestId('complaint-status')).toHaveTextContent('待平台处理');
    expect(screen.getByText('平台暂未回复，请耐心等待')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '投诉图片1' })).toBeInTheDocument();
  });
  it('shows the reply once handled', () => {
    render(<ComplaintView complaint={complaintHandledFixture} />);
    expect(screen.getByTestId('complaint-status')).toHaveTextContent('已处理');
    expect(screen.getByText(/已责令商家为您办理全额退款/)).toBeInTheDocument();
  });
});
