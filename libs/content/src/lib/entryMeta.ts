import { canonicalUrl, plainTextExcerpt, type PageMetaData } from '@mall/page-kit';

/** What search engines read of a CMS entry's page (the app's RouteMeta): its opening as the description, else its title. */
export function cmsEntryMeta(request: Request, entry: { title: string; content: string }): PageMetaData {
  return { description: plainTextExcerpt(entry.content) || entry.title, canonical: canonicalUrl(request) };
}
