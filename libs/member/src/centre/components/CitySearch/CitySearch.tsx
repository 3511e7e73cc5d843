import { useEffect, useState } from 'react';
import { m } from '@mall/i18n';
import { Button, Inline, Input, Stack } from '@mall/ui';
import * as styles from './CitySearch.css';

/** One answer of the city search (`/api/address/city`). */
export interface CityMatch {
  id: number;
  name: string;
  provinceId: number;
  provinceName: string;
}

export interface CitySearchProps {
  /** Cities whose name contains the keyword (at most 20 characters). */
  searchCities: (keyword: string) => Promise<readonly CityMatch[]>;
  /** Called with the city the shopper picked. */
  onPick: (city: CityMatch) => void;
  /** Wait after the last key before asking, in ms (default 250). */
  delayMs?: number;
}

/** How many matches are offered at most: a longer list is a sign to type more. */
const SHOWN_MAX = 8;
const KEYWORD_MAX = 20;

/**
 * A quicker way into the region cascade: type part of a city's name (长沙, 湘西) and pick it from the
 * matches, instead of finding its province first. Picking fills province and city; the district is
 * still chosen in the cascade. States: idle, no match, matches, a failed search (said, not thrown).
 */
export function CitySearch({ searchCities, onPick, delayMs = 250 }: CitySearchProps) {
  const [keyword, setKeyword] = useState('');
  const [matches, setMatches] = useState<readonly CityMatch[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const wanted = keyword.trim();
    if (wanted === '') {
      setMatches(null);
      setFailed(false);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      searchCities(wanted).then(
        (found) => {
          if (!current) return;
          setMatches(found);
          setFailed(false);
        },
        () => {
          if (current) setFailed(true);
        },
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [keyword, searchCities, delayMs]);

  const pick = (city: CityMatch) => {
    onPick(city);
    setKeyword('');
  };

  return (
    <Stack space="xs">
      <Input
        label={m['member.address.citySearch']()}
        placeholder={m['member.address.citySearchPlaceholder']()}
        value={keyword}
        maxLength={KEYWORD_MAX}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <div aria-live="polite">
        {failed && <p className={styles.note}>{m['member.address.citySearchFailed']()}</p>}
        {!failed && matches?.length === 0 && <p className={styles.note}>{m['member.address.citySearchNone']()}</p>}
        {!failed && matches && matches.length > 0 && (
          <Inline space="xs" wrap as="ul" aria-label={m['member.address.citySearchMatches']()} className={styles.list}>
            {matches.slice(0, SHOWN_MAX).map((city) => (
              <li key={city.id}>
                <Button variant="secondary" size="sm" onClick={() => pick(city)}>
                  {city.name}
                  <span className={styles.province}>{city.provinceName}</span>
                </Button>
              </li>
            ))}
          </Inline>
        )}
      </div>
    </Stack>
  );
}
