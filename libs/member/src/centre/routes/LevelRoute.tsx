import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberLevelsDocument, type MemberLevelsQuery } from '@mall/gateway-client';
import { LevelList } from '../components/LevelList/LevelList';
import { Deferred, PageCard, load } from '@mall/page-kit';

/** /member/level: the level system and the member's level. */
export function loader({ request }: LoaderFunctionArgs) {
  return { levels: load(MemberLevelsDocument, {}, request) };
}

export function Component() {
  const { levels } = useLoaderData() as { levels: Promise<MemberLevelsQuery> };
  return (
    <PageCard titleKey="level">
      <Deferred resolve={levels}>
        {(data) => <LevelList levels={data.memberLevels} currentName={data.memberDetail.levelName} />}
      </Deferred>
    </PageCard>
  );
}
