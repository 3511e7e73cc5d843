import { Link } from 'react-router-dom';
import { Box, formatDate, Img, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import type { TopicData } from '../../types';
import * as styles from './TopicCard.css';

export interface TopicCardProps {
  topic: TopicData;
}

/**
 * One running topic (专题活动) in /promotion/topic. Props: `topic` (name, banner — the default image when it has
 * none or it fails —, introduction, end date, number of topic goods). 进入专题 opens /promotion/topic-{id}.
 * States: with introduction, long name and introduction (clamped to three lines). The list page shows the
 * empty state.
 */
export function TopicCard({ topic }: TopicCardProps) {
  const href = `/promotion/topic-${topic.topicId}`;
  return (
    <Box as="article" display="grid" gap="lg" className={styles.card} aria-label={topic.name}>
      <Link to={href} tabIndex={-1} aria-hidden>
        <Img src={topic.banner} alt="" className={styles.image} />
      </Link>
      <Stack space="sm" className={styles.body}>
        <h2 className={styles.name}>{topic.name}</h2>
        {topic.remark && <p className={styles.remark}>{topic.remark}</p>}
        <span className={styles.muted}>
          {m['promotions.topic.until']({ date: formatDate(topic.endTime) })} · {m['promotions.topic.goodsCount']({ count: topic.goodsCount })}
        </span>
        <Link to={href} className={styles.enter}>
          {m['promotions.topic.enter']()}
        </Link>
      </Stack>
    </Box>
  );
}
