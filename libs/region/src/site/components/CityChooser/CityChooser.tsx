import { useState, type FormEvent } from 'react';
import { m } from '@mall/i18n';
import { Box, Button, Empty, Inline, Stack } from '@mall/ui';
import { groupByInitial, groupByProvince, type SiteData } from '../../lib/sites';
import * as styles from './CityChooser.css';

export interface CityChooserProps {
  sites: readonly SiteData[];
  /** The search box's initial text (the URL's keyword). */
  keyword?: string;
  /** The stored site, marked as current. */
  currentId?: number | null;
  /** Chooses a site, or null for the whole country. */
  onChoose: (site: SiteData | null) => void;
  onSearch: (keyword: string) => void;
}

/**
 * /change_city (SPEC §2): the whole country, or a city or county site grouped by province or by pinyin
 * initial, with a search. Props: `sites`, `keyword` (the search text), `currentId` (the stored site),
 * `onChoose(site | null)`, `onSearch(keyword)`. States: every site, the current site marked, filtered by an
 * initial, no match.
 */
export function CityChooser({ sites, keyword = '', currentId = null, onChoose, onSearch }: CityChooserProps) {
  const [mode, setMode] = useState<'province' | 'initial'>('province');
  const [initial, setInitial] = useState<string | null>(null);
  const [text, setText] = useState(keyword);
  const initials = [...new Set(sites.map((s) => s.initial))].sort();
  const shown = initial ? sites.filter((s) => s.initial === initial) : sites;
  const groups = mode === 'province' ? groupByProvince(shown) : groupByInitial(shown);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim().slice(0, 50));
  };
  return (
    <Stack as="section" space="lg" className={styles.root} aria-labelledby="city-chooser-title">
      <h1 id="city-chooser-title" className={styles.title}>
        {m['region.site.chooseTitle']()}
      </h1>
      <Inline space="md">
        <Button variant="primary" onClick={() => onChoose(null)} data-testid="choose-country">
          {m['region.site.wholeCountry']()}
        </Button>
        <span className={styles.hint}>{m['region.site.wholeCountryHint']()}</span>
        <Box as="form" display="flex" gap="sm" className={styles.search} role="search" onSubmit={submit}>
          <input
            className={styles.input}
            value={text}
            maxLength={50}
            aria-label={m['region.site.search']()}
            placeholder={m['region.site.search']()}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit">{m['region.site.searchButton']()}</Button>
        </Box>
      </Inline>
      <Box display="flex" gap="sm" role="group" aria-label={m['region.site.chooseTitle']()}>
        {(['province', 'initial'] as const).map((choice) => (
          <button key={choice} type="button" className={styles.mode} aria-pressed={mode === choice} onClick={() => setMode(choice)}>
            {choice === 'province' ? m['region.site.byProvince']() : m['region.site.byInitial']()}
          </button>
        ))}
      </Box>
      <Box display="flex" gap="xs" flexWrap="wrap" role="group" aria-label={m['region.site.byInitial']()}>
        <button type="button" className={styles.letter} aria-pressed={initial === null} onClick={() => setInitial(null)}>
          {m['region.site.allInitials']()}
        </button>
        {initials.map((l) => (
          <button key={l} type="button" className={styles.letter} aria-pressed={initial === l} onClick={() => setInitial(l)}>
            {l}
          </button>
        ))}
      </Box>
      {groups.length === 0 ? (
        <Empty text={m['region.site.noSites']()} />
      ) : (
        <Stack as="dl" space="md" className={styles.groups}>
          {groups.map(([name, list]) => (
            <Box display="flex" gap="lg" key={name} className={styles.group}>
              <dt className={styles.groupName}>{name}</dt>
              <Box as="dd" display="flex" gap="md" flexWrap="wrap" className={styles.groupSites}>
                {list.map((s) => (
                  <button
                    key={s.id}
                    type="button"
                    className={styles.site}
                    aria-current={s.id === currentId ? 'true' : undefined}
                    title={s.websiteType === 1 ? m['region.site.cityType']() : m['region.site.districtType']()}
                    onClick={() => onChoose(s)}
                  >
                    {s.title}
                  </button>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
