import { Link } from 'react-router-dom';
import type { MemberHelpListQuery } from '@mall/gateway-client';
import { CmsList } from '@mall/content';
import { m } from '@mall/i18n';
import * as styles from './HelpCentre.css';
import { Box, Stack } from '@mall/ui';

export interface HelpCentreProps {
  classes: MemberHelpListQuery['helpClasses'];
  entries: MemberHelpListQuery['helpList']['list'];
  /** The class shown; null for all. */
  classId: number | null;
  page: number;
  pageCount: number;
  /** URL of a class (null: all), of an entry and of a page of the current list. */
  classHref: (id: number | null) => string;
  entryHref: (id: number) => string;
  pageHref: (page: number) => string;
}

/**
 * The help centre of /member/members_help: help classes as filter links (全部 first, the current one marked
 * aria-current) and the entries (CmsList, paginated by links). Props: `classes`, `entries`, `classId`,
 * `page`, `pageCount`, `classHref(id|null)`, `entryHref(id)`, `pageHref(page)`. States: all classes, one
 * class, empty.
 */
export function HelpCentre({ classes, entries, classId, page, pageCount, classHref, entryHref, pageHref }: HelpCentreProps) {
  const choices: { id: number | null; name: string }[] = [{ id: null, name: m['member.help.all']() }, ...classes];
  return (
    <Stack space="md">
      <nav aria-label={m['member.help.classes']()}>
        <Box as="ul" display="flex" flexWrap="wrap" gap="sm" className={styles.classes}>
          {choices.map((c) => (
            <li key={c.id ?? 'all'}>
              <Link to={classHref(c.id)} className={styles.classLink} aria-current={c.id === classId ? 'page' : undefined}>
                {c.name}
              </Link>
            </li>
          ))}
        </Box>
      </nav>
      <CmsList
        entries={entries}
        hrefFor={entryHref}
        page={page}
        pageCount={pageCount}
        pageHref={pageHref}
        label={classes.find((c) => c.id === classId)?.name ?? m['member.help.all']()}
      />
    </Stack>
  );
}
