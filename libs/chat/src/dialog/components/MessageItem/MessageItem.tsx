import type { ReactNode } from 'react';
import type { ChatMessage } from '@mall/rest-contract';
import { m } from '@mall/i18n';
import { splitEmoji } from '../../../lib/text';
import * as styles from './MessageItem.css';
import { Box, Img, Stack } from '@mall/ui';

export interface MessageItemProps {
  message: ChatMessage;
  /** Whether the viewer sent it (buyer: type 0; servicer: type 1): shown on the right. */
  mine: boolean;
}

/** Text with its emoji tags as images; never HTML. */
export function ChatText({ text }: { text: string }) {
  return (
    <>
      {splitEmoji(text).map((part, i) =>
        part.kind === 'text' ? (
          <span key={i}>{part.text}</span>
        ) : (
          <img key={i} className={styles.emoji} src={part.src} alt={part.code} />
        ),
      )}
    </>
  );
}

/** A goods or order card: the sku's picture, then `children` (its lines), linking to `href`. */
function CardLink({ href, testId, title, image, children }: { href: string; testId: string; title: string; image: string | undefined; children: ReactNode }) {
  return (
    <Box as="a" display="flex" gap="sm" className={styles.card} href={href} data-testid={testId} title={title}>
      <Img className={styles.cardImage} src={image} fallback="goods" alt="" />
      <Stack as="span" space="xxs" className={styles.cardBody}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * One chat message. Props: `message` (content_type 0 text, 1 goods card → /sku-{id}, 2 order card →
 * /member/order_detail?order_id=…, 3 image), `mine` (the viewer sent it: right-aligned). Text is rendered as
 * text — markup in a message shows as characters — and each [emjoy_NN] tag as its GIF; a missing or broken
 * picture (image message, card) shows the site's default goods image. States: text, long
 * text, reply, goods card, order card, image.
 */
export function MessageItem({ message, mine }: MessageItemProps) {
  const content = message.type === 0 ? message.consumer_say : message.servicer_say;
  const card = message.card;
  let body;
  if (message.content_type === 3) {
    body = (
      <a
        href={content}
        target="_blank"
        rel="noreferrer noopener"
        className={`${styles.bubble} ${mine ? styles.bubbleMine : ''}`}
      >
        <Img
          className={styles.image}
          src={content}
          fallback="goods"
          fit="contain"
          alt={m['chatDialog.imageAlt']()}
        />
      </a>
    );
  } else if (message.content_type === 1 && card) {
    body = (
      <CardLink href={`/sku-${card.sku_id ?? message.goods_sku_id}`} testId="chat-goods-card" title={m['chatDialog.viewGoods']()} image={card.sku_image}>
        <span className={styles.cardTitle}>{card.sku_name}</span>
        {card.price && <span className={styles.price}>¥{card.price}</span>}
      </CardLink>
    );
  } else if (message.content_type === 2 && card) {
    body = (
      <CardLink
        href={`/member/order_detail?order_id=${card.order_id ?? message.order_id}`}
        testId="chat-order-card"
        title={m['chatDialog.viewOrder']()}
        image={card.sku_image}
      >
        <span>{m['chatDialog.orderNo']({ no: card.order_no ?? '' })}</span>
        <span className={styles.cardTitle}>{card.sku_name}</span>
        <span>
          <span className={styles.price}>¥{card.order_money}</span> {card.order_status_name}
        </span>
      </CardLink>
    );
  } else {
    body = (
      <div className={`${styles.bubble} ${mine ? styles.bubbleMine : ''}`} data-testid="chat-text">
        <ChatText text={content} />
      </div>
    );
  }
  return (
    <Stack space="xxs" align={mine ? 'flex-end' : 'flex-start'} className={styles.row} data-seq={message.seq}>
      <span className={styles.meta}>
        {message.nickname}{' '}
        {new Date(message.create_time * 1000).toLocaleTimeString('zh-CN', {
          hour: '2-digit',
          minute: '2-digit',
        })}
      </span>
      {body}
    </Stack>
  );
}
