import preview from '@mall/ui/storybook/preview';
import { refusesSave } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  agreementSaveRequest,
  articleSaveRequest,
  friendlyLinkSaveRequest,
  helpSaveRequest,
  navSaveRequest,
  searchWordSaveRequest,
} from '@mall/rest-contract';
import { EntryForm, type EntryField } from './EntryForm';

const HELP_FIELDS: EntryField[] = [
  {
    name: 'class_id',
    label: '帮助分类',
    kind: 'select',
    options: [
      { value: '1', label: '新手指南' },
      { value: '2', label: '配送与售后' },
    ],
  },
  { name: 'title', label: '标题', kind: 'text', maxLength: 128 },
  { name: 'content', label: '正文（HTML，保存时统一清理脚本与不安全链接）', kind: 'textarea' },
  { name: 'sort', label: '排序', kind: 'number', hint: '同一分类内小的在前' },
];
const NAV_FIELDS: EntryField[] = [
  { name: 'nav_title', label: '导航名称', kind: 'text', maxLength: 16 },
  { name: 'nav_url', label: '链接', kind: 'text', hint: '本站路径（如 /cms/help）或 http(s) 地址' },
  { name: 'sort', label: '排序', kind: 'number' },
  { name: 'is_blank', label: '新窗口打开', kind: 'checkbox' },
  { name: 'is_show', label: '在页头显示', kind: 'checkbox' },
];

const meta = preview.meta({
  component: EntryForm,
  args: {
    title: '新建帮助文章',
    fields: HELP_FIELDS,
    rules: helpSaveRequest,
    initial: { class_id: '', title: '', content: '', sort: '0' },
    onSave: fn(),
    onCancel: fn(),
  },
});

/** A new help entry: empty fields are refused with mall-api's own messages and nothing is saved. */
export const Empty = meta.story({
  play: refusesSave('保存', '请填写标题（至少 2 个字）', '请填写正文'),
});

/** Editing a nav entry: an unsafe link is refused beside its field; a site path is saved. */
export const NavEntry = meta.story({
  args: {
    title: '编辑导航',
    fields: NAV_FIELDS,
    rules: navSaveRequest,
    initial: {
      nav_title: '帮助中心',
      nav_url: 'javascript:alert(1)',
      sort: '3',
      is_blank: false,
      is_show: true,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('链接必须是 http(s) 地址或本站路径（以 / 开头）')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    const link = canvas.getByLabelText(/^链接/);
    await userEvent.clear(link);
    await userEvent.type(link, '/cms/help');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ nav_url: '/cms/help', is_show: true }),
    );
  },
});

/** While saving. */
export const Loading = meta.story({
  args: {
    busy: true,
    initial: { class_id: '1', title: '如何下单', content: '<p>选好商品后点“立即购买”。</p>', sort: '1' },
  },
});

/** mall-api refused the save (the class was deleted meanwhile). */
export const Error = meta.story({
  args: {
    error: '所选帮助分类不存在，请重新选择',
    initial: { class_id: '2', title: '退换货政策', content: '<p>七天无理由退货。</p>', sort: '2' },
  },
});

/** A long Chinese title. */
export const LongNames = meta.story({
  args: {
    title: '编辑帮助文章',
    initial: {
      class_id: '2',
      title:
        '湘西土家族苗族自治州十八洞村猕猴桃、腊肉等消费帮扶特产在冷链物流不可达地区的配送时效与破损理赔说明',
      content: '<p>各位会员：</p>',
      sort: '12',
    },
  },
});

const ARTICLE_FIELDS: EntryField[] = [
  { name: 'title', label: '标题', kind: 'text', maxLength: 128 },
  {
    name: 'class_id',
    label: '文章分类',
    kind: 'select',
    options: [
      { value: '', label: '不分类' },
      { value: '1', label: '产业故事' },
      { value: '2', label: '帮扶动态' },
    ],
  },
  { name: 'content', label: '正文（HTML，保存时统一清理脚本与不安全链接）', kind: 'textarea' },
];

/** An article moved out of its class: 不分类 is a valid choice (mall-api stores no class). */
export const ArticleClass = meta.story({
  args: {
    title: '编辑文章',
    fields: ARTICLE_FIELDS,
    rules: articleSaveRequest,
    initial: { title: '小小脐橙成就赣南百亿产业', class_id: '1', content: '<p>脐橙丰收。</p>' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('文章分类'), '不分类');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ class_id: '' }));
  },
});

/** A friendly link: a picture from another site is refused beside its field. */
export const FriendlyLink = meta.story({
  args: {
    title: '新建友情链接',
    fields: [
      { name: 'link_title', label: '网站名称', kind: 'text', maxLength: 64 },
      { name: 'link_url', label: '链接地址', kind: 'text' },
      { name: 'link_pic', label: '链接图片', kind: 'text', hint: '本站上传的图片地址（/upload/…），留空显示网站名称' },
      { name: 'is_show', label: '在页脚显示', kind: 'checkbox' },
    ],
    rules: friendlyLinkSaveRequest,
    initial: {
      link_title: '国家乡村振兴局',
      link_url: 'https://nrra.gov.cn',
      link_pic: 'https://evil.example/logo.png',
      is_show: true,
    },
  },
  play: refusesSave('保存', '链接图片必须是本站上传的图片'),
});

/** A search word of an unknown kind cannot be chosen; a hot word is saved. */
export const SearchWord = meta.story({
  args: {
    title: '新建搜索词',
    fields: [
      { name: 'word', label: '搜索词', kind: 'text', maxLength: 50 },
      {
        name: 'kind',
        label: '类型',
        kind: 'select',
        options: [
          { value: 'hot', label: '热门搜索词' },
          { value: 'default', label: '默认搜索词' },
        ],
      },
      { name: 'sort', label: '排序', kind: 'number' },
    ],
    rules: searchWordSaveRequest,
    initial: { word: '赣南脐橙', kind: 'hot', sort: '1' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ word: '赣南脐橙', kind: 'hot' }));
  },
});

/** The privacy policy being edited: an empty body is refused with mall-api's message. */
export const Agreement = meta.story({
  args: {
    title: '编辑协议',
    fields: [
      { name: 'title', label: '协议标题', kind: 'text', maxLength: 128 },
      { name: 'content', label: '正文（HTML，保存时统一清理脚本与不安全链接）', kind: 'textarea' },
    ],
    rules: agreementSaveRequest,
    initial: { key: 'privacy', title: '隐私政策', content: '' },
  },
  play: refusesSave('保存', '请填写协议内容'),
});
