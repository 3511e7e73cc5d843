import { useState, type FormEvent } from 'react';
import type { MemberCertificationFieldsFragment } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { CERT_IMAGES_MAX, CERT_NAME_MAX, textLength } from '@mall/rest-contract/rules';
import { Box, Img, Input, Stack, Upload } from '@mall/ui';
import { AlertText, DescriptionList, FormFooter, Section, pageStyles as shared } from '@mall/page-kit';
import { formatDateTime } from '../../lib/format';
import * as styles from './CertificationCard.css';

export type Certification = MemberCertificationFieldsFragment;

export interface CertificationCardProps {
  /** 扶贫认证 or 合作社认证: the card's heading, its introduction and the name field's label. */
  title: string;
  intro: string;
  nameLabel: string;
  /** Shortest accepted name (2 for a co-op's name, 1 for a household). */
  nameMin?: number;
  cert: Certification;
  /** Sends a checked application; resolves when the server answered (the page refreshes `cert`). */
  onApply: (name: string, images: string[]) => Promise<unknown> | void;
  /** Uploads one proof picture; resolves to its stored path (the page posts to /api/upload/certificate). */
  onUpload: (file: File) => Promise<string>;
  applying?: boolean;
  error?: string | null;
}

/**
 * One certification of the member centre's 会员认证 page: its state as the platform decided it, the
 * proof pictures sent, the reason of a refusal, and the application form while none is pending or
 * passed (a refused one may apply again).
 *
 * Props: `title`, `intro`, `nameLabel`, `nameMin`, `cert` (status NONE / PENDING / PASSED / REFUSED,
 * statusName, name, remark, images, updateTime), `onApply(name, images)`, `onUpload(file)`,
 * `applying`, `error`. States: never applied (the form), under review (read-only), certified, refused
 * with the reason (the form again), a refused application (the server's message), a long co-op name.
 */
export function CertificationCard({ title, intro, nameLabel, nameMin = 1, cert, onApply, onUpload, applying = false, error }: CertificationCardProps) {
  const [name, setName] = useState(cert.status === 'REFUSED' ? cert.name : '');
  const [images, setImages] = useState<string[]>([]);
  const [problems, setProblems] = useState<{ name?: string; images?: string }>({});
  const canApply = cert.status === 'NONE' || cert.status === 'REFUSED';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const length = textLength(name.trim());
    const found = {
      name:
        length === 0
          ? m['member.common.required']({ field: nameLabel })
          : length < nameMin || length > CERT_NAME_MAX
            ? m['member.cert.nameLength']({ field: nameLabel, min: nameMin, max: CERT_NAME_MAX })
            : undefined,
      images: images.length === 0 ? m['member.cert.proofMissing']() : undefined,
    };
    setProblems(found);
    if (!found.name && !found.images) void onApply(name.trim(), images);
  };

  return (
    <Section title={title}>
      <Stack space="lg">
        <p className={styles.intro}>{intro}</p>
        <DescriptionList
          rows={[
            [m['member.cert.status'](), <span className={styles.state[cert.status]} data-testid="cert-status">{cert.statusName}</span>],
            Boolean(cert.name) && [m['member.cert.certifiedName'](), cert.name],
            cert.status === 'REFUSED' && Boolean(cert.remark) && [m['member.cert.refusedReason'](), cert.remark],
            cert.updateTime > 0 && [m['member.cert.updateTime'](), formatDateTime(cert.updateTime)],
          ]}
        />
        {cert.images.length > 0 && (
          <Box as="ul" display="flex" flexWrap="wrap" gap="md" margin="none" padding="none" className={styles.proofs} aria-label={m['member.cert.proof']()}>
            {cert.images.map((src, index) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noopener noreferrer">
                  <Img src={src} alt={`${m['member.cert.proof']()} ${index + 1}`} width={120} height={90} />
                </a>
              </li>
            ))}
          </Box>
        )}
        {canApply && (
          <form className={shared.form} onSubmit={submit} noValidate aria-label={title}>
            <Input
              label={nameLabel}
              name="name"
              value={name}
              error={problems.name}
              maxLength={CERT_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
            />
            <Upload
              label={m['member.cert.proof']()}
              maxCount={CERT_IMAGES_MAX}
              onUpload={onUpload}
              onChange={(list) => setImages(list.map((image) => image.url))}
            />
            <p className={styles.hint}>{m['member.cert.proofHint']()}</p>
            <AlertText message={problems.images} />
            <FormFooter
              error={error}
              submitting={applying}
              submitLabel={cert.status === 'REFUSED' ? m['member.cert.reapply']() : m['member.cert.apply']()}
            />
          </form>
        )}
      </Stack>
    </Section>
  );
}
