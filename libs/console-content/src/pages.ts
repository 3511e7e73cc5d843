// The platform's content pages: notices, articles and their classes, help entries and classes,
// navigation, friendly links, search words, agreements.
import { m } from '@mall/i18n';
import type { ConsolePage } from '@mall/console-kit';

export const consolePages: ConsolePage[] = [
  {
    path: 'content/notices',
    permission: 'content.manage',
    menu: { group: 'content', label: m['console.content.menu.notices'], order: 1 },
    lazy: () => import('./routes/NoticesRoute'),
  },
  {
    path: 'content/articles',
    permission: 'content.manage',
    menu: { group: 'content', label: m['console.content.menu.articles'], order: 2 },
    lazy: () => import('./routes/ArticlesRoute'),
  },
  {
    path: 'content/helps',
    permission: 'content.manage',
    menu: { group: 'content', label: m['console.content.menu.helps'], order: 3 },
    lazy: () => import('./routes/HelpsRoute'),
  },
  {
    path: 'content/help-classes',
    permission: 'content.manage',
    menu: { group: 'content', label: m['console.content.menu.helpClasses'], order: 4 },
    lazy: () => import('./routes/HelpClassesRoute'),
  },
  {
    path: 'content/navs',
    permission: 'content.manage',
    menu: { group: 'content', label: m['console.content.menu.navs'], order: 5 },
    lazy: () => import('./routes/NavsRoute'),
  },
  {
    path: 'content/article-classes',
    permission: 'content.manage',
    menu: { group: 'content', label: m['console.content.menu.articleClasses'], order: 2.5 },
    lazy: () => import('./routes/ArticleClassesRoute'),
  },
  {
    path: 'content/links',
    permission: 'content.manage',
    menu: { group: 'content', label: m['console.content.menu.links'], order: 6 },
    lazy: () => import('./routes/FriendlyLinksRoute'),
  },
  {
    path: 'content/search-words',
    permission: 'content.manage',
    menu: { group: 'content', label: m['console.content.menu.searchWords'], order: 7 },
    lazy: () => import('./routes/SearchWordsRoute'),
  },
  {
    path: 'content/agreements',
    permission: 'content.manage',
    menu: { group: 'content', label: m['console.content.menu.agreements'], order: 8 },
    lazy: () => import('./routes/AgreementsRoute'),
  },
  {
    path: 'content/adverts',
    permission: 'content.manage',
    menu: { group: 'content', label: m['console.display.menu.adverts'], order: 20 },
    lazy: () => import('./routes/AdvertsRoute'),
  },
  {
    path: 'content/ad-positions',
    permission: 'content.manage',
    menu: { group: 'content', label: m['console.display.menu.adPositions'], order: 21 },
    lazy: () => import('./routes/AdPositionsRoute'),
  },
  {
    path: 'content/floors',
    permission: 'content.manage',
    menu: { group: 'content', label: m['console.display.menu.floors'], order: 22 },
    lazy: () => import('./routes/FloorsRoute'),
  },
  {
    path: 'content/float-layer',
    permission: 'content.manage',
    menu: { group: 'content', label: m['console.display.menu.floatLayer'], order: 23 },
    lazy: () => import('./routes/FloatLayerRoute'),
  },
];
