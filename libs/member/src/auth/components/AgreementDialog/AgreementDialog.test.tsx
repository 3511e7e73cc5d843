import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { agreementsFixture } from '../../fixtures';
import { AgreementDialog } from './AgreementDialog';

const agreement = { title: agreementsFixture[0].title, content: agreementsFixture[0].content ?? '' };

describe('AgreementDialog', () => {
  it('shows the agreement HTML and accepts', () => {
    const onAccept = vi.fn();
    const onClose = vi.fn();
    render(<AgreementDialog open agreement={agreement} onClose={onClose} onAccept={onAccept} />);
    expect(screen.getByRole('dialog', { name: '用户注册协议' })).toHaveTextContent('一、总则');
    fireEvent.click(screen.getByRole('button', { name: '阅读并同意' }));
    expect(onAccept).toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
  it('shows a spinner while loading, with accept disabled', () => {
    render(
      <AgreementDialog open agreement={null} fallbackTitle="隐私政策" onClose={vi.fn()} onAccept={vi.fn()} />,
    );
    expect(screen.getByRole('dialog', { name: '隐私政策' })).toHaveTextContent('协议加载中');
    expect(screen.getByRole('button', { name: '阅读并同意' })).toBeDisabled();
  });
  it('renders nothing when closed', () => {
    render(<AgreementDialog open={false} agreement={agreement} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
