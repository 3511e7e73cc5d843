import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  MemberProfileDocument,
  MemberUpdateNicknameDocument,
  type MemberProfileQuery,
} from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Skeleton, useToast } from '@mall/ui';
import { ProfileForm } from '../components/ProfileForm/ProfileForm';
import { uploadAvatar } from '../lib/upload';
import { Deferred, PageCard, load, useMutation, refreshSession } from '@mall/page-kit';

/** /member/info: nickname and avatar. */
export function loader({ request }: LoaderFunctionArgs) {
  return { profile: load(MemberProfileDocument, {}, request) };
}

export function Component() {
  const { profile } = useLoaderData() as { profile: Promise<MemberProfileQuery> };
  const toast = useToast();
  const { run, pending, error } = useMutation();
  const save = async (nickname: string) => {
    const done = await run(MemberUpdateNicknameDocument, { nickname }, { success: m['member.common.saved']() });
    if (done) void refreshSession();
  };
  const upload = async (file: File) => {
    try {
      const url = await uploadAvatar(file);
      toast.show(m['member.info.avatarUploaded'](), 'success');
      void refreshSession();
      return url;
    } catch (thrown) {
      toast.show(m['member.info.avatarFailed']({ message: (thrown as Error).message }), 'error');
      throw thrown;
    }
  };
  return (
    <PageCard titleKey="info">
      <Deferred resolve={profile} fallback={<Skeleton lines={8} />}>
        {(data) => (
          <ProfileForm profile={data.memberDetail} onSaveNickname={(n) => void save(n)} onUploadAvatar={upload} saving={pending} error={error} />
        )}
      </Deferred>
    </PageCard>
  );
}
