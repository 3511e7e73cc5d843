import { useId } from 'react';
import { Link } from 'react-router-dom';
import { m, type Message } from '@mall/i18n';
import * as styles from './RegisterTypeChooser.css';
import { Box, cx, sprinkles, Stack } from '@mall/ui';

export type RegisterTypeName = 'PERSONAL' | 'COMPANY';

export interface RegisterTypeChooserProps {
  /** The register types the site accepts (registerConfig.registerTypes). */
  types: readonly RegisterTypeName[];
  /** The query string to keep (the redirect target), e.g. `?redirect=%2Fcart`. */
  search?: string;
}

const TARGET: Record<RegisterTypeName, { to: string; title: Message; desc: Message }> = {
  PERSONAL: { to: '/registerPersonal', title: m['auth.personal'], desc: m['auth.personalDesc'] },
  COMPANY: { to: '/registerCompany', title: m['auth.company'], desc: m['auth.companyDesc'] },
};

/**
 * /register: choose 个人用户 or 单位用户; each card links to its form, keeping the redirect.
 *
 * /register: choose 个人用户 (/registerPersonal) or 单位用户 (/registerCompany). Props: `types` (the register types
 * the site accepts, from registerConfig), `search` (the redirect query, kept on every link). States: both
 * types, personal only.
 */
export function RegisterTypeChooser({ types, search = '' }: RegisterTypeChooserProps) {
  const id = useId();
  return (
    <Stack as="section" space="xl" align="center" aria-labelledby={id}>
      <h1 id={id} className={styles.heading}>
        {m['auth.chooseType']()}
      </h1>
      <Box as="ul" display="flex" flexWrap="wrap" justifyContent="center" gap="xl" className={styles.list}>
        {types.map((type) => {
          const target = TARGET[type];
          return (
            <li key={type}>
              <Link to={`${target.to}${search}`} className={cx(sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }), styles.card)}>
                <span className={styles.title}>{target.title()}</span>
                <span className={styles.desc}>{target.desc()}</span>
              </Link>
            </li>
          );
        })}
      </Box>
      <Box as="p" display="flex" gap="xs" className={styles.footer}>
        {m['auth.haveAccount']()}
        <Link to={`/login${search}`}>{m['auth.goLogin']()}</Link>
      </Box>
    </Stack>
  );
}
