const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('zh', { granularity: 'grapheme' })
    : null;

/** Splits text into user-perceived characters: 汉字, 𠮷 (outside the BMP) and 👍🏻 count as one each. */
export function splitChars(text: string): string[] {
  if (segmenter) return Array.from(segmenter.segment(text), (part) => part.segment);
  return Array.from(text);
}

/** Characters as a person counts them, not UTF-16 units (`'𠮷'.length` is 2). */
export function countChars(text: string): number {
  return splitChars(text).length;
}

/** The first `max` characters of `text`. */
export function truncateChars(text: string, max: number): string {
  const chars = splitChars(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}
