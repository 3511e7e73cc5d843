import { useState, type FormEvent } from 'react';
import type { MemberProfileQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Img, Inline, Input, Stack, Upload } from '@mall/ui';
import { formatDateTime } from '../../lib/format';
import { AVATAR_MAX_BYTES, NICKNAME_MAX } from '@mall/rest-contract/rules';
import { validateNickname } from '../../lib/validation';
import * as styles from './ProfileForm.css';
import { DescriptionList, FormFooter, pageStyles as shared } from '@mall/page-kit';

export type Profile = MemberProfileQuery['memberDetail'];

export interface ProfileFormProps {
  profile: Profile;
  /** Saves a checked nickname (1-20 characters). */
  onSaveNickname: (nickname: string) => void;
  /** Uploads the avatar file; resolves to the new image URL, rejects with a message. */
  onUploadAvatar: (file: File) => Promise<string>;
  saving?: boolean;
  error?: string | null;
}

/**
 * 个人资料: avatar upload (images, at most 2 MB), nickname edit, and the account's read-only facts.
 *
 * 个人资料 (/member/info). Props: `profile` (memberDetail), `onSaveNickname(nickname)` (1-20 characters,
 * trimmed), `onUploadAvatar(file)` (resolves to the new URL; the page posts to /api/upload/headimg),
 * `saving`, `error`. States: personal member, company member, saving, server error, invalid nickname.
 */
export function ProfileForm({ profile, onSaveNickname, onUploadAvatar, saving = false, error }: ProfileFormProps) {
  const [nickname, setNickname] = useState(profile.nickname);
  const [nicknameError, setNicknameError] = useState<string | null>(null);
  const [avatar, setAvatar] = useState(profile.headimg);
  const [uploadKey, setUploadKey] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNickname(nickname);
    setNicknameError(problem);
    if (!problem) onSaveNickname(nickname.trim());
  };

  const upload = async (file: File) => {
    const url = await onUploadAvatar(file);
    setAvatar(url);
    // A fresh Upload field (the avatar above shows the new image).
    setUploadKey((k) => k + 1);
    return url;
  };

  return (
    <Stack space="xl">
      <Inline space="xl" alignY="flex-start" wrap={false}>
        <Img src={avatar} alt={m['member.info.avatar']()} fallback="head" className={styles.avatar} data-testid="profile-avatar" />
        <Upload
          key={uploadKey}
          label={m['member.info.avatar']()}
          maxCount={1}
          maxSize={AVATAR_MAX_BYTES}
          onUpload={upload}
        />
      </Inline>
      <DescriptionList
        rows={[
          [m['member.info.username'](), profile.username],
          [m['member.info.mobile'](), profile.mobile],
          [m['member.info.registerType'](), profile.registerType === 'COMPANY' ? m['member.info.company']() : m['member.info.personal']()],
          Boolean(profile.companyName) && [m['member.info.companyName'](), profile.companyName],
          [m['member.info.regTime'](), formatDateTime(profile.regTime)],
        ]}
      />
      <form className={shared.form} onSubmit={submit} noValidate>
        <Input
          label={m['member.info.nickname']()}
          name="nickname"
          placeholder={m['member.info.nicknamePlaceholder']()}
          value={nickname}
          error={nicknameError}
          hint={m['member.info.nicknameTooLong']({ max: NICKNAME_MAX })}
          onChange={(e) => setNickname(e.target.value)}
        />
        <FormFooter error={error} submitting={saving} submitLabel={m['member.info.save']()} />
      </form>
    </Stack>
  );
}
