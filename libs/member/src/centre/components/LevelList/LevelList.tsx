import type { MemberLevelsQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Box, Empty, Inline, Stack } from '@mall/ui';
import * as styles from './LevelList.css';
import { pageStyles as shared } from '@mall/page-kit';

export type LevelItem = MemberLevelsQuery['memberLevels'][number];

export interface LevelListProps {
  levels: readonly LevelItem[];
  /** The member's level name, shown on top. */
  currentName: string;
}

/**
 * Member levels of /member/level, by growth needed, with the member's own marked 当前. Props: `levels` (id,
 * name, growth, isCurrent), `currentName`. The API has no benefits per level yet, so none are shown. States:
 * four levels, empty.
 */
export function LevelList({ levels, currentName }: LevelListProps) {
  const sorted = [...levels].sort((a, b) => a.growth - b.growth);
  return (
    <Stack space="lg">
      <Inline as="p" space="md" wrap={false} className={styles.current}>
        {m['member.level.current']()}
        <strong className={shared.badge} data-testid="current-level">
          {currentName}
        </strong>
      </Inline>
      {sorted.length === 0 ? (
        <Empty text={m['member.level.empty']()} />
      ) : (
        <Box as="ol" display="grid" gap="md" className={styles.list} aria-label={m['member.level.levels']()}>
          {sorted.map((l) => (
            <Stack as="li" space="xs" key={l.id} className={styles.level} data-current={l.isCurrent} aria-current={l.isCurrent ? 'true' : undefined}>
              <span className={styles.name}>{l.name}</span>
              <span className={styles.growth}>{m['member.level.growth']({ growth: l.growth })}</span>
              {l.isCurrent && <span className={shared.badge}>{m['member.level.isCurrent']()}</span>}
            </Stack>
          ))}
        </Box>
      )}
    </Stack>
  );
}
