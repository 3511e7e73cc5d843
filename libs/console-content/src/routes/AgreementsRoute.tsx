// 协议管理: the four agreements a shopper reads (注册协议, 单位注册协议, 隐私政策, 消费者权益保障);
// edit the title and body in an EntryForm (?edit=<key>); the body goes through the house sanitizer.
// Nothing is created or deleted here: the storefront asks for these four by name.
import { m, type Message } from '@mall/i18n';
import { useLoaderData } from 'react-router-dom';
import { formatDateTime } from '@mall/ui';
import { agreementSaveRequest, AGREEMENT_KINDS } from '@mall/rest-contract';
import {
  consoleRequest,
  ConsoleAgreementDocument,
  ConsoleAgreementsDocument,
  consoleRoute,
  SaveAgreementDocument,
  type ConsoleAgreementFieldsFragment,
  type ConsoleAgreementsQuery,
} from '@mall/console-kit';
import { EntryForm } from '../components/EntryForm/EntryForm';
import { EntryListPage } from '../components/EntryListPage/EntryListPage';
import { entryAction, useEntryList } from '../shared/entryRoute';

type Data = {
  list: ConsoleAgreementsQuery['consoleAgreements'];
  editing: ConsoleAgreementFieldsFragment | null;
};

const isKind = (key: string | null): key is (typeof AGREEMENT_KINDS)[number] =>
  (AGREEMENT_KINDS as readonly string[]).includes(key ?? '');

const KIND_LABEL: Record<(typeof AGREEMENT_KINDS)[number], Message> = {
  register: m['console.content.agreement.kinds.register'],
  company: m['console.content.agreement.kinds.company'],
  privacy: m['console.content.agreement.kinds.privacy'],
  safeguard: m['console.content.agreement.kinds.safeguard'],
};

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const key = new URL(request.url).searchParams.get('edit');
  const [list, editing] = await Promise.all([
    consoleRequest(ConsoleAgreementsDocument),
    isKind(key) ? consoleRequest(ConsoleAgreementDocument, { key }) : Promise.resolve(null),
  ]);
  return { list: list.consoleAgreements, editing: editing?.consoleAgreement ?? null };
});

export const action = consoleRoute(
  entryAction((_id, v) =>
    consoleRequest(SaveAgreementDocument, {
      input: { key: String(v.key), title: String(v.title), content: String(v.content) },
    }),
  ),
);

type Row = Data['list'][number];

export function Component() {
  const { list, editing } = useLoaderData() as Data;
  const { route, pageProps, formProps } = useEntryList(
    { count: list.length, page: 1, pageSize: Math.max(list.length, 1) },
    'key',
  );
  return (
    <EntryListPage<Row>
      {...pageProps}
      onCreate={undefined}
      title={m['console.content.agreement.title']()}
      note={m['console.content.agreement.note']()}
      filters={[]}
      columns={[
        { key: 'key', title: m['console.content.agreement.kind'](), render: (a) => (isKind(a.key) ? KIND_LABEL[a.key]() : a.key) },
        { key: 'title', title: m['console.content.column.title']() },
        { key: 'updateTime', title: m['console.content.agreement.updated'](), render: (a) => formatDateTime(a.updateTime) },
      ]}
      rows={list}
      rowKey="key"
      rowName={(a) => a.title}
      onEdit={(a) => route.setEdit(a.key)}
      editor={
        editing && (
          <EntryForm
            {...formProps}
            key={editing.key}
            title={m['console.content.agreement.edit']()}
            fields={[
              { name: 'title', label: m['console.content.agreement.name'](), kind: 'text', maxLength: 128 },
              { name: 'content', label: m['console.content.editor.content'](), kind: 'textarea' },
            ]}
            initial={{ key: editing.key, title: editing.title, content: editing.content }}
            rules={agreementSaveRequest}
            onSave={(v) => route.save(undefined, v)}
          />
        )
      }
    />
  );
}
