import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { m } from '@mall/i18n';
import { SEARCH_KEYWORD_MAX } from '@mall/rest-contract/constants';
import { Button, normalizeKeyword } from '@mall/ui';
import { isInternalPath, SmartLink } from '../SmartLink/SmartLink';
import * as styles from './CareHomeLead.css';

export interface CareZoneLink {
  id: number;
  title: string;
  url: string;
}

export interface CareHomeLeadProps {
  /** The site's navigation; its in-site entries (home itself left out) become the zone buttons. */
  zones: readonly CareZoneLink[];
  /** The search box's placeholder (the site's default search word). */
  placeholder?: string;
}

/** The in-site zones worth a big button: the navigation without the home page and external sites. */
export function careZones(zones: readonly CareZoneLink[]): CareZoneLink[] {
  return zones.filter((z) => isInternalPath(z.url) && z.url !== '/' && z.url !== '/index');
}

/**
 * The top of the home page in care mode: a large search box, then the assistance zones (消费帮扶,
 * 地方馆, 红色专区 …) as large buttons, before the carousel and floors. Props: `zones` (the site's
 * navigation), `placeholder`. The search goes to /list?keyword= (a GET form, so it works before the
 * page's code has loaded). States: with zones, without zones (the search alone), long zone names (wrap).
 */
export function CareHomeLead({ zones, placeholder }: CareHomeLeadProps) {
  const headingId = useId();
  const searchId = useId();
  const links = careZones(zones);
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = normalizeKeyword(String(new FormData(event.currentTarget).get('keyword') ?? ''));
    navigate(keyword ? `/list?keyword=${encodeURIComponent(keyword)}` : '/list');
  };
  return (
    <section className={styles.lead} aria-labelledby={headingId} data-testid="care-home-lead">
      <form method="get" action="/list" role="search" className={styles.search} onSubmit={submit}>
        <label htmlFor={searchId} className={styles.label}>
          {m['care.searchTitle']()}
        </label>
        <input
          id={searchId}
          name="keyword"
          type="search"
          maxLength={SEARCH_KEYWORD_MAX}
          placeholder={placeholder || m['search.placeholder']()}
          className={styles.input}
        />
        <Button type="submit" size="lg">
          {m['search.submit']()}
        </Button>
      </form>
      <h2 id={headingId} className={styles.title}>
        {m['care.zones']()}
      </h2>
      {links.length > 0 && (
        <ul className={styles.zones}>
          {links.map((z) => (
            <li key={z.id}>
              <SmartLink to={z.url} className={styles.zone}>
                {z.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
