// Which parts of a suggestion match what was typed, for <mark>: the same terms the search matches
// (keywordTerms), found case-insensitively; a pinyin match has no such part and is shown plain.
import { keywordTerms } from '@mall/rest-contract/keyword';

export interface TextPart {
  text: string;
  match: boolean;
}

export function highlightParts(text: string, typed: string): TextPart[] {
  const terms = keywordTerms(typed);
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    for (let at = lower.indexOf(term); at >= 0 && term.length > 0; at = lower.indexOf(term, at + term.length)) {
      marked.fill(true, at, at + term.length);
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i], match: marked[i] });
  }
  return parts;
}
