// The checkout's blocks are the member page kit's Section (a white card with an h2 heading).
export { Section } from '@mall/member/page-kit';
