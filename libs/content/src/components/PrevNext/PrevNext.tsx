import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import * as styles from './PrevNext.css';
import { Box, Stack } from '@mall/ui';

export interface Neighbour {
  id: number;
  title: string;
}

export interface PrevNextProps {
  prev: Neighbour | null | undefined;
  next: Neighbour | null | undefined;
  hrefFor: (id: number) => string;
}

/**
 * 上一篇 / 下一篇 links under a CMS entry; 没有了 where there is none.
 *
 * Previous / next links under a notice, help entry or article. Props: `prev`, `next` ({id, title} or null)
 * and `hrefFor(id)`. A missing neighbour reads 没有了. States: both, first entry, last entry.
 */
export function PrevNext({ prev, next, hrefFor }: PrevNextProps) {
  const line = (label: string, entry: Neighbour | null | undefined, rel: 'prev' | 'next') => (
    <Box as="p" display="flex" gap="xs" className={styles.line}>
      <span>{label}</span>
      {entry ? (
        <Link to={hrefFor(entry.id)} rel={rel} className={styles.link} data-testid={`cms-${rel}`}>
          {entry.title}
        </Link>
      ) : (
        <span className={styles.none}>{m['cms.none']()}</span>
      )}
    </Box>
  );
  return (
    <Stack as="nav" space="xs" className={styles.root} aria-label={`${m['cms.prev']()}${m['cms.next']()}`}>
      {line(m['cms.prev'](), prev, 'prev')}
      {line(m['cms.next'](), next, 'next')}
    </Stack>
  );
}
