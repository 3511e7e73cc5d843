import { createSignal } from '@mall/page-kit';

/**
 * The member's profile (nickname, avatar, mobile) changed: the app refetches its cached shell so
 * the header shows the new nickname. The app subscribes once (member layout); pages emit.
 */
export const profileEvents = createSignal();
