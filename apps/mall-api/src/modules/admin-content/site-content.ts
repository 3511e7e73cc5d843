// The footer's friendly links, the header's hot and default search words and the register agreements
// in the console: the very tables the storefront reads (through the gateway's public cache: 30 s for
// the links, 10 s for the words; agreements are not cached).
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import { AGREEMENT_KINDS, type AgreementDetailRow, type ConsoleParsedRequestOf, type SearchWordKind } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { friendlyLink, searchWord } from '../../db/schema';
import { agreement } from '../../db/schema-account';
import { unixSeconds } from '../../http/envelope';
import { changedFields } from '../console/audit';
import { registerConsoleCalls } from '../console';
import { likePattern, notFound, pageOf } from '../admin-review/queries';
import { cleanBody } from './body';
import { deleteRow, saveRow, type ContentTable } from './rows';

const linkRow = (l: typeof friendlyLink.$inferSelect) => ({
  id: l.id,
  link_title: l.linkTitle,
  link_url: l.linkUrl,
  link_pic: l.linkPic,
  is_blank: l.isBlank === 1,
  is_show: l.isShow,
  sort: l.sort,
});

export async function listFriendlyLinks(
  db: Db | Tx,
  input: ConsoleParsedRequestOf<'/admin/api/content/links/list'>,
) {
  const like = likePattern(input.keyword);
  const where = and(
    like ? ilike(friendlyLink.linkTitle, like) : undefined,
    input.state ? eq(friendlyLink.isShow, input.state === 'shown') : undefined,
  );
  const dir = input.sort?.endsWith('_desc') ? desc : asc;
  const query = db.select().from(friendlyLink).where(where).orderBy(dir(friendlyLink.sort), dir(friendlyLink.id));
  return pageOf(db, friendlyLink, where, input, query, linkRow);
}

const wordRow = (w: typeof searchWord.$inferSelect) => ({
  id: w.id,
  word: w.word,
  kind: w.kind as SearchWordKind,
  sort: w.sort,
});

const withoutId = <R extends { id: number }>({ id: _id, ...rest }: R) => rest;

const LINK: ContentTable<typeof friendlyLink.$inferSelect> = {
  table: friendlyLink,
  id: friendlyLink.id,
  idOf: (r) => r.id,
  targetType: 'friendly_link',
  action: 'link',
  label: '友情链接',
  audited: (r) => withoutId(linkRow(r)),
};
const SEARCH_WORD: ContentTable<typeof searchWord.$inferSelect> = {
  table: searchWord,
  id: searchWord.id,
  idOf: (r) => r.id,
  targetType: 'search_word',
  action: 'search_word',
  label: '搜索词',
  audited: (r) => withoutId(wordRow(r)),
};

export async function listSearchWords(
  db: Db | Tx,
  input: ConsoleParsedRequestOf<'/admin/api/content/search-words/list'>,
) {
  const like = likePattern(input.keyword);
  const where = and(
    like ? ilike(searchWord.word, like) : undefined,
    input.kind ? eq(searchWord.kind, input.kind) : undefined,
  );
  const dir = input.sort?.endsWith('_desc') ? desc : asc;
  const query = db
    .select()
    .from(searchWord)
    .where(where)
    .orderBy(asc(searchWord.kind), dir(searchWord.sort), dir(searchWord.id));
  return pageOf(db, searchWord, where, input, query, wordRow);
}

type AgreementKey = (typeof AGREEMENT_KINDS)[number];

export async function agreementDetail(db: Db | Tx, key: AgreementKey): Promise<AgreementDetailRow> {
  const [row] = await db.select().from(agreement).where(eq(agreement.key, key));
  if (!row) throw notFound('协议');
  return { key, title: row.title, content: row.content, update_time: unixSeconds(row.updateTime) };
}

export function registerSiteContentCalls(app: FastifyInstance): void {
  registerConsoleCalls(app, {
    '/admin/api/content/links/list': ({ tx, input }) => listFriendlyLinks(tx, input),
    '/admin/api/content/links/save': async ({ tx, input, audit }) => {
      const fields = {
        linkTitle: input.link_title,
        linkUrl: input.link_url,
        linkPic: input.link_pic,
        isBlank: input.is_blank ? 1 : 0,
        isShow: input.is_show,
        sort: input.sort,
      };
      return linkRow(await saveRow(tx, audit, LINK, input.id, fields));
    },
    '/admin/api/content/links/delete': ({ tx, input, audit }) => deleteRow(tx, audit, LINK, input.id),

    '/admin/api/content/search-words/list': ({ tx, input }) => listSearchWords(tx, input),
    '/admin/api/content/search-words/save': async ({ tx, input, audit }) =>
      wordRow(await saveRow(tx, audit, SEARCH_WORD, input.id, { word: input.word, kind: input.kind, sort: input.sort })),
    '/admin/api/content/search-words/delete': ({ tx, input, audit }) => deleteRow(tx, audit, SEARCH_WORD, input.id),

    '/admin/api/content/agreements/list': async ({ tx }) => {
      const rows = await tx.select().from(agreement);
      const byKey = new Map(rows.map((r) => [r.key, r]));
      // In the storefront's order (register first); a key the seed never wrote is not listed.
      return AGREEMENT_KINDS.flatMap((key) => {
        const row = byKey.get(key);
        return row ? [{ key, title: row.title, update_time: unixSeconds(row.updateTime) }] : [];
      });
    },
    '/admin/api/content/agreements/detail': ({ tx, input }) => agreementDetail(tx, input.key),
    '/admin/api/content/agreements/save': async ({ tx, input, audit }) => {
      const [before] = await tx.select().from(agreement).where(eq(agreement.key, input.key)).for('update');
      if (!before) throw notFound('协议');
      const content = cleanBody(input.content);
      await tx
        .update(agreement)
        .set({ title: input.title, content, updateTime: new Date() })
        .where(eq(agreement.key, input.key));
      await audit({
        action: 'content.agreement.update',
        targetType: 'agreement',
        targetId: input.key,
        ...changedFields({ title: before.title, content: before.content }, { title: input.title, content }),
      });
      return agreementDetail(tx, input.key);
    },
  });
}
