import { Component as ReactComponent, type ReactNode } from 'react';
import { GoodsGrid, SmartLink, isInternalPath, type GoodsCardData } from '@mall/catalogue';
import { Box, Carousel, cx, Empty, Img, Inline, sprinkles, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import { diyLinkHref, type DiyComponent } from '../../lib/readComponents';
import * as styles from './DiyRenderer.css';

export interface DiyRendererProps {
  /** Components validated by the gateway and read by readDiyComponents; rich text already sanitised. */
  components: readonly DiyComponent[];
  /** The goods of the goods-list components, by sku. */
  goods: readonly GoodsCardData[];
}

const carouselLink = ({ href, blank, className, children }: { href: string; blank: boolean; className: string; children: ReactNode }) => (
  <SmartLink to={href} blank={blank || !isInternalPath(href)} className={className}>
    {children}
  </SmartLink>
);

/** One component of a micro page. */
function DiyBlock({ c, goodsBySku }: { c: DiyComponent; goodsBySku: Map<number, GoodsCardData> }) {
  switch (c.type) {
    case 'banner':
      return (
        <Carousel
          label={m['zones.diy.carousel']()}
          slides={c.images.map((img, i) => ({ id: i, image: img.image, alt: img.title, href: img.link || undefined }))}
          renderLink={carouselLink}
        />
      );
    case 'imageAds':
      return (
        <Box
          as="ul"
          display="grid"
          // One column is the grid's single implicit column.
          gridTemplateColumns={c.columns === 2 || c.columns === 3 || c.columns === 4 ? c.columns : undefined}
          gap="md"
          className={styles.ads}
        >
          {c.images.map((img, i) => (
            <li key={i}>
              <SmartLink to={img.link}>
                <Img src={img.image} alt={img.title} className={styles.adImage} />
              </SmartLink>
            </li>
          ))}
        </Box>
      );
    case 'goodsList': {
      const list = c.skuIds.flatMap((id) => goodsBySku.get(id) ?? []);
      return <GoodsGrid goods={list} label={c.title || undefined} columns={4} empty={<Empty size="sm" />} />;
    }
    case 'richText':
      // Sanitised by readDiyComponents (rest-contract's allow-list), after mall-api did the same.
      return <div className={styles.rich} dangerouslySetInnerHTML={{ __html: c.html }} />;
    case 'title':
      return (
        <Inline space="md" alignY="baseline" wrap={false} className={styles.titleBar}>
          <h2 className={styles.title}>{c.text}</h2>
          <span className={styles.subtitle}>{c.subtitle}</span>
          {c.link && (
            <SmartLink to={c.link} className={styles.more}>
              {m['common.more']()} ›
            </SmartLink>
          )}
        </Inline>
      );
    case 'notice':
      return (
        <Inline as="p" space="sm" wrap={false} className={styles.notice}>
          <span className={styles.noticeLabel}>{m['zones.diy.notice']()}</span>
          <SmartLink to={c.link} className={styles.noticeText}>
            {c.text}
          </SmartLink>
        </Inline>
      );
    case 'coupons':
      return (
        <Box as="ul" display="flex" flexWrap="wrap" gap="md" className={styles.coupons}>
          {c.items.map((coupon, i) => (
            <li key={i}>
              <SmartLink to={c.link} className={cx(sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' }), styles.coupon)}>
                <span className={styles.couponAmount}>{m['zones.diy.couponAmount']({ amount: coupon.amount })}</span>
                <span className={styles.couponText}>{coupon.title}</span>
                <span className={styles.couponText}>{coupon.condition}</span>
              </SmartLink>
            </li>
          ))}
        </Box>
      );
    case 'blank':
      return <div className={styles.blank[c.size]} aria-hidden="true" />;
    case 'link':
      return (
        <SmartLink to={diyLinkHref(c)} className={cx(sprinkles({ display: 'flex', alignItems: 'center', gap: 'md' }), styles.linkCard)}>
          {c.image && <Img src={c.image} alt="" className={styles.linkImage} />}
          <Stack as="span" space="xxs" className={styles.linkText}>
            <span className={styles.linkKind}>{(c.kind === 'shop' ? m['zones.diy.shop']() : m['zones.diy.zone']())}</span>
            <span className={styles.linkTitle}>{c.title}</span>
            {c.subtitle && <span>{c.subtitle}</span>}
          </Stack>
          <span className={styles.linkEnter}>{m['zones.diy.enter']()} ›</span>
        </SmartLink>
      );
  }
}

/** One component that fails to render (a shape the guard let through) is dropped, not the page. */
class Isolated extends ReactComponent<{ type: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`[micro page] component ${this.props.type} failed to render`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A micro page (/promotion/pcdiy?id=) rendered from its component list. Props: `components` (already
 * validated by readDiyComponents: unknown or malformed ones are skipped and logged, rich text sanitised) and
 * `goods` (the goods of the goods-list components, by sku). Component types: banner carousel, image ads (1-4
 * columns), goods list (picked or by rule), rich text, title, notice, coupons, blank space, shop or zone
 * link. One story per type, the whole page, and an empty page.
 */
export function DiyRenderer({ components, goods }: DiyRendererProps) {
  const goodsBySku = new Map(goods.map((g) => [g.skuId, g]));
  if (components.length === 0) return <Empty text={m['zones.diy.empty']()} />;
  return (
    <Stack space="md" className={styles.root} data-testid="diy-page">
      {components.map((c, i) => (
        <section key={i} data-diy={c.type}>
          <Isolated type={c.type}>
            <DiyBlock c={c} goodsBySku={goodsBySku} />
          </Isolated>
        </section>
      ))}
    </Stack>
  );
}
