/** The kinds of default image the API's config/defaultimg returns (SPEC §3 site info). */
export type DefaultImageKind =
  | 'goods'
  | 'head'
  | 'shop'
  | 'city'
  | 'supply'
  | 'store'
  | 'category'
  | 'brand';

export type DefaultImages = Record<DefaultImageKind, string>;

function placeholder(shape: string): string {
  // Neutral grey art without text, so it needs no translation; inline, so it never fails to load.
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">` +
    `<rect width="200" height="200" fill="#f2f2f2"/>${shape}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const picture =
  '<path d="M55 135l30-40 22 28 16-20 32 32z" fill="#d9d9d9"/><circle cx="125" cy="72" r="12" fill="#d9d9d9"/>';
const person =
  '<circle cx="100" cy="78" r="30" fill="#d9d9d9"/><path d="M45 160c8-30 30-44 55-44s47 14 55 44z" fill="#d9d9d9"/>';
const storefront =
  '<path d="M50 70h100l10 25H40z" fill="#d9d9d9"/><rect x="52" y="100" width="96" height="55" fill="#d9d9d9"/><rect x="88" y="118" width="24" height="37" fill="#f2f2f2"/>';

/** Built-in placeholders, used until (or unless) the API's default images are provided. */
export const builtinDefaultImages: DefaultImages = {
  goods: placeholder(picture),
  head: placeholder(person),
  shop: placeholder(storefront),
  city: placeholder(picture),
  supply: placeholder(picture),
  store: placeholder(storefront),
  category: placeholder(picture),
  brand: placeholder(picture),
};
