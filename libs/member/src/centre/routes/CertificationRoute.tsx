import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  MemberApplyCoopCertDocument,
  MemberApplyFupinCertDocument,
  MemberCertificationsDocument,
  type MemberCertificationsQuery,
} from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Skeleton, Stack } from '@mall/ui';
import { Deferred, PageCard, load, useMutation } from '@mall/page-kit';
import { CertificationCard } from '../components/CertificationCard/CertificationCard';
import { uploadCertificateImage } from '../lib/upload';

/** /member/certification: 扶贫认证 and 合作社认证, their states, and the applications the platform's queue decides. */
export function loader({ request }: LoaderFunctionArgs) {
  return { certs: load(MemberCertificationsDocument, {}, request) };
}

export function Component() {
  const { certs } = useLoaderData() as { certs: Promise<MemberCertificationsQuery> };
  const fupin = useMutation();
  const coop = useMutation();
  const applied = { success: m['member.cert.applied']() };
  return (
    <PageCard titleKey="certification">
      <Deferred resolve={certs} fallback={<Skeleton lines={10} />}>
        {(data) => (
          <Stack space="lg">
            <CertificationCard
              // A new state (applied, decided) starts a fresh form.
              key={`fupin-${data.fupinCert.status}`}
              title={m['member.cert.fupin']()}
              intro={m['member.cert.fupinIntro']()}
              nameLabel={m['member.cert.fupinName']()}
              cert={data.fupinCert}
              onApply={(name, images) => fupin.run(MemberApplyFupinCertDocument, { name, images }, applied)}
              onUpload={uploadCertificateImage}
              applying={fupin.pending}
              error={fupin.error}
            />
            <CertificationCard
              key={`coop-${data.coopCert.status}`}
              title={m['member.cert.coop']()}
              intro={m['member.cert.coopIntro']()}
              nameLabel={m['member.cert.coopName']()}
              nameMin={2}
              cert={data.coopCert}
              onApply={(name, images) => coop.run(MemberApplyCoopCertDocument, { name, images }, applied)}
              onUpload={uploadCertificateImage}
              applying={coop.pending}
              error={coop.error}
            />
          </Stack>
        )}
      </Deferred>
    </PageCard>
  );
}
