import { Link } from 'react-router-dom';
import { FOOTER_HELP_CLASSES, FOOTER_HELP_ENTRIES } from '@mall/rest-contract/constants';
import { SmartLink } from '@mall/catalogue';
import { m } from '@mall/i18n';
import * as styles from './Footer.css';

export interface FooterHelpClass {
  id: number;
  name: string;
  entries: { id: number; title: string }[];
}

export interface FooterCopyright {
  icp: string;
  address: string;
  businessLicense: string;
  report: string;
  marketSupervisionUrl: string;
  copyrightTitle: string;
  copyrightLink: string;
  copyrightDesc: string;
  govRecord: string;
  govUrl: string;
}

export interface FooterProps {
  helpClasses: FooterHelpClass[];
  /** A link with a picture (`pic`) shows the picture, named by its title. */
  friendlyLinks: { id: number; title: string; pic?: string; url: string; isBlank: boolean }[];
  siteTitle: string;
  siteDesc?: string;
  copyright: FooterCopyright;
  /** Compact footer (auth layout): copyright lines only. */
  compact?: boolean;
}

/** SPEC §9: at most 5 help classes with 3 entries each. */
export function limitHelp(classes: FooterHelpClass[]): FooterHelpClass[] {
  return classes
    .slice(0, FOOTER_HELP_CLASSES)
    .map((c) => ({ ...c, entries: c.entries.slice(0, FOOTER_HELP_ENTRIES) }));
}

/** Whether a copyright value is somewhere to go (a URL or a site path) rather than text to read. */
export const isLinkTarget = (value: string) => /^(https?:\/\/|\/(?!\/))/i.test(value.trim());

/**
 * A copyright entry that may be a link or only text: the business licence is usually its number and
 * the report line a telephone, which as hrefs were 404s on every page.
 */
function LinkOrText({ value, label }: { value: string; label: string }) {
  if (isLinkTarget(value)) {
    return (
      <SmartLink to={value} blank>
        {label}
      </SmartLink>
    );
  }
  return <span>{value.startsWith(label) ? value : `${label}：${value}`}</span>;
}

/** Copyright and record lines, shared by the main and auth footers. */
export function CopyrightInfo({ siteTitle, copyright }: Pick<FooterProps, 'siteTitle' | 'copyright'>) {
  const c = copyright;
  return (
    <div className={styles.info} data-testid="copyright-info">
      <div className={styles.row}>
        {c.copyrightDesc ? (
          <span>{c.copyrightDesc}</span>
        ) : (
          <span>
            © {m['site.copyright']()}{' '}
            <SmartLink to={c.copyrightLink}>{c.copyrightTitle || siteTitle}</SmartLink>
          </span>
        )}
        {c.icp && (
          <a href="https://beian.miit.gov.cn" target="_blank" rel="noopener noreferrer">
            {c.icp}
          </a>
        )}
        {c.govRecord && (
          <SmartLink to={c.govUrl || 'https://beian.mps.gov.cn'} blank>
            {c.govRecord}
          </SmartLink>
        )}
      </div>
      <div className={styles.row}>
        {c.address && <span>{c.address}</span>}
        {c.businessLicense && <LinkOrText value={c.businessLicense} label={m['site.businessLicense']()} />}
        {c.marketSupervisionUrl && (
          <SmartLink to={c.marketSupervisionUrl} blank>
            {m['title.licence']()}
          </SmartLink>
        )}
        {c.report && <LinkOrText value={c.report} label={m['site.report']()} />}
      </div>
    </div>
  );
}

/**
 * The main layout footer: help centre (5 × 3), friendly links, site and copyright info.
 *
 * The main layout footer. Props: `helpClasses` (only the first 5 classes with 3 entries each are shown —
 * FOOTER_HELP_CLASSES / FOOTER_HELP_ENTRIES — linking to /cms/help-{id}), `friendlyLinks` (is_blank → new
 * tab), `siteTitle`, `siteDesc`, `copyright` (ICP, gov record link, address, licence and report links),
 * `compact` (copyright only, for the auth layout). States: full (6 classes × 4 entries given, 5 × 3 shown),
 * no help, compact.
 */
export function Footer({ helpClasses, friendlyLinks, siteTitle, siteDesc, copyright, compact }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {!compact && helpClasses.length > 0 && (
          <nav className={styles.help} aria-label={m['site.helpCenter']()}>
            {limitHelp(helpClasses).map((c) => (
              <div key={c.id} data-testid="help-class">
                <h2 className={styles.helpTitle}>{c.name}</h2>
                <ul className={styles.helpList}>
                  {c.entries.map((e) => (
                    <li key={e.id}>
                      <Link to={`/cms/help-${e.id}`}>{e.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
        {!compact && friendlyLinks.length > 0 && (
          <nav className={styles.links} aria-label={m['site.friendlyLinks']()}>
            <span>{m['site.friendlyLinks']()}：</span>
            {friendlyLinks.map((l) => (
              <SmartLink key={l.id} to={l.url} blank={l.isBlank}>
                {l.pic ? <img className={styles.linkPic} src={l.pic} alt={l.title} width={120} height={45} loading="lazy" /> : l.title}
              </SmartLink>
            ))}
          </nav>
        )}
        {!compact && siteDesc && (
          <p className={styles.info}>
            {siteTitle} · {siteDesc}
          </p>
        )}
        <CopyrightInfo siteTitle={siteTitle} copyright={copyright} />
      </div>
    </footer>
  );
}
