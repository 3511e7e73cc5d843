import { useLocation } from 'react-router-dom';
import { useT } from '@mall/i18n';
import { BeingBuilt } from '../../components/BeingBuilt/BeingBuilt';
import { matchEntry } from '../../routes/table';

/** Route module of every route that is not built yet. */
export function Component() {
  const t = useT();
  const { entry } = matchEntry(useLocation().pathname);
  return <BeingBuilt title={t(`title.${entry.titleKey}`)} path={entry.path} />;
}
