// 站点设置: the site switch, site info, customer service, default images and copyright. Each form is checked with the
// same zod rules mall-api applies (rest-contract) before it is sent, and shows mall-api's message when
// mall-api refuses; the page says how soon the storefront follows (the gateway's public cache).
import { m, type Message } from '@mall/i18n';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Button, Card, Checkbox, Input, RadioGroup, Stack } from '@mall/ui';
import { consoleRequest, ConsoleRequestError, consoleRoute, ConsoleSettingsDocument, ReasonDialog, SaveCopyrightDocument, SaveDefaultImagesDocument, SaveServicerDocument, SaveSiteInfoDocument, SetWebStatusDocument, type ConsoleSettingsQuery } from '@mall/console-kit';
import { copyrightUpdate, defaultImagesUpdate, servicerUpdate, siteInfoUpdate } from '@mall/rest-contract';
import { DEFAULT_IMAGE_KEYS, DefaultImagesFields } from '../components/DefaultImagesFields/DefaultImagesFields';
import { SiteSwitch } from '../components/SiteSwitch/SiteSwitch';

export const loader = consoleRoute(async () => consoleRequest(ConsoleSettingsDocument));

type Section = 'site' | 'copyright' | 'servicer' | 'images' | 'switch';
type ActionData = { section: Section; ok?: true; error?: string; fields?: Record<string, string> };

/** The first message of each field a zod rule refused, by the form's field name. */
function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[], names: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = names[String(issue.path[0])] ?? String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

const SITE_NAMES = { title: 'title', desc: 'desc', keywords: 'keywords', logo: 'logo', web_phone1: 'webPhone1', web_qrcode: 'webQrcode' };
const COPYRIGHT_NAMES = {
  icp: 'icp',
  address: 'address',
  business_license: 'businessLicense',
  report: 'report',
  market_supervision_url: 'marketSupervisionUrl',
  copyright_title: 'copyrightTitle',
  copyright_link: 'copyrightLink',
  copyright_desc: 'copyrightDesc',
  gov_record: 'govRecord',
  gov_url: 'govUrl',
};

export const action = consoleRoute(async ({ request }: { request: Request }): Promise<ActionData> => {
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  const section = form.section as Section;
  try {
    if (section === 'switch') {
      await consoleRequest(SetWebStatusDocument, { open: form.open === 'true' });
    } else if (section === 'site') {
      const snake = Object.fromEntries(Object.entries(SITE_NAMES).map(([s, c]) => [s, form[c] ?? '']));
      const parsed = siteInfoUpdate.safeParse(snake);
      if (!parsed.success) return { section, fields: fieldErrors(parsed.error.issues, SITE_NAMES) };
      await consoleRequest(SaveSiteInfoDocument, { input: { title: parsed.data.title, desc: parsed.data.desc, keywords: parsed.data.keywords, logo: parsed.data.logo, webPhone1: parsed.data.web_phone1, webQrcode: parsed.data.web_qrcode } });
    } else if (section === 'copyright') {
      const snake = Object.fromEntries(Object.entries(COPYRIGHT_NAMES).map(([s, c]) => [s, form[c] ?? '']));
      const parsed = copyrightUpdate.safeParse(snake);
      if (!parsed.success) return { section, fields: fieldErrors(parsed.error.issues, COPYRIGHT_NAMES) };
      await consoleRequest(SaveCopyrightDocument, {
        input: Object.fromEntries(Object.entries(COPYRIGHT_NAMES).map(([s, c]) => [c, (parsed.data as Record<string, string>)[s]])) as never,
      });
    } else if (section === 'images') {
      const parsed = defaultImagesUpdate.safeParse(Object.fromEntries(DEFAULT_IMAGE_KEYS.map((k) => [k, form[k] ?? ''])));
      if (!parsed.success) return { section, fields: fieldErrors(parsed.error.issues, {}) };
      await consoleRequest(SaveDefaultImagesDocument, { input: parsed.data });
    } else if (section === 'servicer') {
      const parsed = servicerUpdate.safeParse({ open: form.open === 'true', type: form.type, hotline: form.hotline ?? '', third_url: form.thirdUrl ?? '' });
      if (!parsed.success) return { section, fields: fieldErrors(parsed.error.issues, { third_url: 'thirdUrl', hotline: 'hotline', type: 'type' }) };
      await consoleRequest(SaveServicerDocument, { input: { open: parsed.data.open, type: parsed.data.type, hotline: parsed.data.hotline, thirdUrl: parsed.data.third_url } });
    }
    return { section, ok: true };
  } catch (error) {
    if (error instanceof ConsoleRequestError && error.code === 'BUSINESS_ERROR') return { section, error: error.message };
    throw error;
  }
});

function Form({ section, title, note, children, result, busy }: { section: Section; title: string; note: string; children: ReactNode; result?: ActionData; busy: boolean }) {
  const fetcher = useFetcher<ActionData>();
  const mine = fetcher.data ?? (result?.section === section ? result : undefined);
  return (
    <Card title={title}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="section" value={section} />
        <Stack space="sm">
          {children}
          <FieldErrors errors={mine?.fields} />
          {mine?.error && <p role="alert">{mine.error}</p>}
          {mine?.ok && fetcher.state === 'idle' && <p role="status">{m['console.settings.saved']()}</p>}
          <p>{note}</p>
          <Button type="submit" loading={busy || fetcher.state !== 'idle'}>
            {m['console.settings.save']()}
          </Button>
        </Stack>
      </fetcher.Form>
    </Card>
  );
}

function FieldErrors({ errors }: { errors?: Record<string, string> }) {
  if (!errors || Object.keys(errors).length === 0) return null;
  return (
    <ul role="alert">
      {Object.values(errors).map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

export function Component() {
  const { consoleSettings: s } = useLoaderData() as ConsoleSettingsQuery;
  const toggle = useFetcher<ActionData>();
  const [confirm, setConfirm] = useState<boolean | null>(null);
  const [servicerType, setServicerType] = useState(s.servicer.type);
  const previous = useRef(toggle.state);
  useEffect(() => {
    if (previous.current !== 'idle' && toggle.state === 'idle' && toggle.data?.ok) setConfirm(null);
    previous.current = toggle.state;
  }, [toggle.state, toggle.data]);

  const input = (name: string, label: Message, value: string) => <Input name={name} label={label()} defaultValue={value} />;
  return (
    <Stack space="md">
      <h1>{m['console.settings.title']()}</h1>
      <SiteSwitch open={s.siteInfo.webStatus} cacheSeconds={s.siteInfoCacheSeconds} busy={toggle.state !== 'idle'} error={confirm === null ? toggle.data?.error : undefined} onChange={setConfirm} />
      <ReasonDialog
        open={confirm !== null}
        title={confirm ? m['console.settings.switch.reopen']() : m['console.settings.switch.close']()}
        message={confirm ? m['console.settings.switch.confirmOpen']() : m['console.settings.switch.confirmClose']()}
        busy={toggle.state !== 'idle'}
        error={toggle.data?.error}
        onConfirm={() => toggle.submit({ section: 'switch', open: String(confirm) }, { method: 'post' })}
        onClose={() => setConfirm(null)}
      />
      <Form section="site" title={m['console.settings.site.title']()} note={m['console.settings.cacheNote']({ seconds: s.siteInfoCacheSeconds })} busy={false}>
        {input('title', m['console.settings.site.name'], s.siteInfo.title)}
        {input('desc', m['console.settings.site.desc'], s.siteInfo.desc)}
        {input('keywords', m['console.settings.site.keywords'], s.siteInfo.keywords)}
        {input('logo', m['console.settings.site.logo'], s.siteInfo.logo)}
        {input('webPhone1', m['console.settings.site.phone'], s.siteInfo.webPhone1)}
        {input('webQrcode', m['console.settings.site.qrcode'], s.siteInfo.webQrcode)}
      </Form>
      <Form section="servicer" title={m['console.settings.servicer.title']()} note={m['console.settings.cacheNote']({ seconds: s.configCacheSeconds })} busy={false}>
        <Checkbox name="open" value="true" defaultChecked={s.servicer.open} label={m['console.settings.servicer.open']()} />
        <RadioGroup
          name="type"
          label={m['console.settings.servicer.type']()}
          value={servicerType}
          onChange={setServicerType}
          options={[
            { value: 'self', label: m['console.settings.servicer.self']() },
            { value: 'third', label: m['console.settings.servicer.third']() },
          ]}
        />
        {input('hotline', m['console.settings.servicer.hotline'], s.servicer.hotline)}
        {input('thirdUrl', m['console.settings.servicer.thirdUrl'], s.servicer.thirdUrl)}
      </Form>
      <Form section="images" title={m['console.settings.images.title']()} note={m['console.settings.images.note']({ seconds: s.configCacheSeconds })} busy={false}>
        <DefaultImagesFields initial={s.defaultImages} />
      </Form>
      <Form section="copyright" title={m['console.settings.copyright.title']()} note={m['console.settings.cacheNote']({ seconds: s.configCacheSeconds })} busy={false}>
        {input('icp', m['console.settings.copyright.icp'], s.copyright.icp)}
        {input('address', m['console.settings.copyright.address'], s.copyright.address)}
        {input('businessLicense', m['console.settings.copyright.businessLicense'], s.copyright.businessLicense)}
        {input('report', m['console.settings.copyright.report'], s.copyright.report)}
        {input('marketSupervisionUrl', m['console.settings.copyright.marketSupervisionUrl'], s.copyright.marketSupervisionUrl)}
        {input('copyrightTitle', m['console.settings.copyright.copyrightTitle'], s.copyright.copyrightTitle)}
        {input('copyrightLink', m['console.settings.copyright.copyrightLink'], s.copyright.copyrightLink)}
        {input('copyrightDesc', m['console.settings.copyright.copyrightDesc'], s.copyright.copyrightDesc)}
        {input('govRecord', m['console.settings.copyright.govRecord'], s.copyright.govRecord)}
        {input('govUrl', m['console.settings.copyright.govUrl'], s.copyright.govUrl)}
      </Form>
    </Stack>
  );
}
