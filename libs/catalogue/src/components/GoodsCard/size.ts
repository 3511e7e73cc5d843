/** The narrowest goods card: its name, tags and price still fit (em: it grows with care mode's text). */
export const GOODS_CARD_MIN = '10em';
