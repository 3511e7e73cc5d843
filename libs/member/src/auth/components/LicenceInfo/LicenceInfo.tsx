import { useId, type ReactNode } from 'react';
import { m, type Message } from '@mall/i18n';
import { Box, Empty, Stack } from '@mall/ui';
import * as styles from './LicenceInfo.css';

/** The site's copyright settings (SPEC §3 copyright info), as the Shell query gives them. */
export interface LicenceCopyright {
  icp: string;
  address: string;
  businessLicense: string;
  report: string;
  marketSupervisionUrl: string;
  copyrightTitle: string;
  govRecord: string;
  govUrl: string;
}

export interface LicenceInfoProps {
  siteTitle: string;
  copyright: LicenceCopyright;
}

const isUrl = (value: string) => /^(https?:)?\/\//i.test(value) || value.startsWith('/');

function Value({ text, href }: { text: string; href?: string }) {
  if (href && isUrl(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  }
  return <>{text}</>;
}

/**
 * /licence (信息网络经营许可证): the operator and licence numbers of the site's copyright settings as
 * a two-column list. Empty settings are left out; with none at all an empty state shows. Values that
 * are addresses (http…, /…) become links that open in a new tab.
 *
 * /licence (信息网络经营许可证): the operator, business licence number, ICP and public-security filings, address,
 * market supervision authority and report line from the site's copyright settings. Props: `siteTitle`,
 * `copyright` (the Shell's site.copyright). Empty settings are left out; addresses become links. States:
 * full, partial, empty, long operator name.
 */
export function LicenceInfo({ siteTitle, copyright: c }: LicenceInfoProps) {
  const titleId = useId();
  const rows: [id: string, label: Message, value: ReactNode, raw: string][] = [
    ['holder', m['auth.licenceHolder'], c.copyrightTitle || siteTitle, c.copyrightTitle || siteTitle],
    [
      'number',
      m['auth.licenceNumber'],
      <Value
        key="bl"
        text={isUrl(c.businessLicense) ? m['site.businessLicense']() : c.businessLicense}
        href={c.businessLicense}
      />,
      c.businessLicense,
    ],
    ['icp', m['auth.licenceIcp'], <Value key="icp" text={c.icp} href="https://beian.miit.gov.cn" />, c.icp],
    ['gov', m['auth.licenceGov'], <Value key="gov" text={c.govRecord} href={c.govUrl} />, c.govRecord],
    ['address', m['auth.licenceAddress'], c.address, c.address],
    [
      'market',
      m['auth.licenceMarket'],
      <Value key="ms" text={c.marketSupervisionUrl} href={c.marketSupervisionUrl} />,
      c.marketSupervisionUrl,
    ],
    ['report', m['auth.licenceReport'], <Value key="rp" text={c.report} href={c.report} />, c.report],
  ];
  const shown = rows.filter(([, , , raw]) => raw.trim() !== '');
  return (
    <Stack as="section" space="lg" className={styles.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.heading}>
        {m['title.licence']()}
      </h1>
      {shown.length <= 1 ? (
        <Empty text={m['auth.licenceEmpty']()} />
      ) : (
        <>
          <p className={styles.intro}>{m['auth.licenceIntro']()}</p>
          <Box as="dl" display="grid" className={styles.list}>
            {shown.map(([id, label, node]) => (
              <div key={id} className={styles.row}>
                <dt className={styles.term}>{label()}</dt>
                <dd className={styles.value}>{node}</dd>
              </div>
            ))}
          </Box>
        </>
      )}
    </Stack>
  );
}
