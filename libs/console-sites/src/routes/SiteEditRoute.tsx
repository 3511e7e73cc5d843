// A branch site's form (sites/:id/edit, `new` for a new site): the site and its region-hall fields.
import { m } from '@mall/i18n';
import { redirect, useActionData, useLoaderData, useNavigate, useNavigation, useSubmit } from 'react-router-dom';
import { Stack } from '@mall/ui';
import { consoleRequest, ConsoleRequestError, consoleRoute, ConsoleSiteDocument, ConsoleSitesDocument, SaveSiteDocument } from '@mall/console-kit';
import { emptySite, SiteForm, type SiteDraft } from '../components/SiteForm/SiteForm';

interface Data {
  site: SiteDraft;
  cities: { siteId: number; title: string }[];
}

export const loader = consoleRoute(async ({ params }: { request: Request; params: { id?: string } }): Promise<Data> => {
  const id = Number(params.id);
  const isNew = params.id === 'new';
  if (!isNew && !(Number.isInteger(id) && id > 0)) throw new Response('', { status: 404 });
  const [cities, site] = await Promise.all([consoleRequest(ConsoleSitesDocument, { websiteType: 1, pageSize: 100 }), isNew ? null : consoleRequest(ConsoleSiteDocument, { siteId: id })]);
  return { site: site ? site.consoleSite : emptySite, cities: cities.consoleSites.list.map((c) => ({ siteId: c.siteId, title: c.title })) };
});

export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const draft = JSON.parse(String((await request.formData()).get('site'))) as SiteDraft;
  try {
    await consoleRequest(SaveSiteDocument, { input: draft });
    return redirect('/console/sites');
  } catch (error) {
    if (error instanceof ConsoleRequestError && error.code === 'BUSINESS_ERROR') return { error: error.message };
    throw error;
  }
});

export function Component() {
  const { site, cities } = useLoaderData() as Data;
  const result = useActionData() as { error?: string } | undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  const navigate = useNavigate();
  return (
    <Stack space="md">
      <h1>{site.siteId ? `${m['console.sites.form.edit']()}：${site.title}` : m['console.sites.form.create']()}</h1>
      <SiteForm initial={site} cities={cities} busy={navigation.state !== 'idle'} error={result?.error} onSave={(d) => submit({ site: JSON.stringify(d) }, { method: 'post' })} onCancel={() => navigate('/console/sites')} />
    </Stack>
  );
}
