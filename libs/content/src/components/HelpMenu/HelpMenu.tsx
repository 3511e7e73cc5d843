import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import * as styles from './HelpMenu.css';
import { Stack } from '@mall/ui';

export interface HelpMenuClass {
  id: number;
  name: string;
  entries: readonly { id: number; title: string }[];
}

export interface HelpMenuProps {
  classes: readonly HelpMenuClass[];
  /** The entry shown (aria-current). */
  currentEntryId?: number | null;
  /** The class listed (aria-current on its heading link). */
  currentClassId?: number | null;
}

/**
 * The help centre's side menu: each class (links to /cms/help/listother-{id}) with its entries
 * (/cms/help-{id}).
 *
 * The side menu of the help centre (/cms/help*). Props: `classes` (id, name, entries), `currentEntryId` and
 * `currentClassId` (marked aria-current). Class names link to /cms/help/listother-{id}, entries to
 * /cms/help-{id}. States: an entry shown, a class listed, no classes.
 */
export function HelpMenu({ classes, currentEntryId, currentClassId }: HelpMenuProps) {
  return (
    <nav className={styles.root} aria-label={m['cms.helpMenu']()}>
      <h2 className={styles.heading}>{m['cms.help']()}</h2>
      {classes.length === 0 && <p className={styles.none}>{m['cms.helpEmpty']()}</p>}
      {classes.map((c) => (
        <section key={c.id} className={styles.group} aria-labelledby={`help-class-${c.id}`}>
          <h3 id={`help-class-${c.id}`} className={styles.className}>
            <Link
              to={`/cms/help/listother-${c.id}`}
              aria-current={c.id === currentClassId ? 'page' : undefined}
              className={styles.classLink}
            >
              {c.name}
            </Link>
          </h3>
          <Stack as="ul" space="xxs" className={styles.entries}>
            {c.entries.map((e) => (
              <li key={e.id}>
                <Link
                  to={`/cms/help-${e.id}`}
                  className={e.id === currentEntryId ? `${styles.entry} ${styles.current}` : styles.entry}
                  aria-current={e.id === currentEntryId ? 'page' : undefined}
                >
                  {e.title}
                </Link>
              </li>
            ))}
          </Stack>
        </section>
      ))}
    </nav>
  );
}
