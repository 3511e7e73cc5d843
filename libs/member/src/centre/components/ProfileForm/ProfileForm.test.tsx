import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { profileFixture } from '../../fixtures';
import { ProfileForm } from './ProfileForm';

describe('ProfileForm', () => {
  it('saves a trimmed nickname and refuses an empty or too long one', async () => {
    const onSave = vi.fn();
    render(<ProfileForm profile={profileFixture} onSaveNickname={onSave} onUploadAvatar={vi.fn()} />);
    const field = screen.getByLabelText('昵称');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入昵称')).toBeInTheDocument();
    await userEvent.type(field, '好'.repeat(21));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert')).toHaveTextContent('昵称不能超过20个字');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, ' 十八洞村小李 ');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith('十八洞村小李');
  });
  it('uploads an avatar and shows it', async () => {
    const onUpload = vi.fn().mockResolvedValue('/upload/headimg/1.png');
    render(<ProfileForm profile={profileFixture} onSaveNickname={vi.fn()} onUploadAvatar={onUpload} />);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'avatar.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/头像/, { selector: 'input' }), file);
    expect(onUpload).toHaveBeenCalledWith(file);
    expect(await screen.findByTestId('profile-avatar')).toHaveAttribute('src', expect.stringContaining('/upload/headimg/1.png'));
  });
});
