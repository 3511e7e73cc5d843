import { FollowShopDocument, UnfollowShopDocument } from '@mall/gateway-client';
import { write } from '@mall/page-kit';

/** The shop page's writes and what they change: following shows on the page's own header (关注 count). */
export const shopWrites = {
  follow: write(FollowShopDocument, 'page', { forceLogin: true }),
  unfollow: write(UnfollowShopDocument, 'page', { forceLogin: true }),
};
