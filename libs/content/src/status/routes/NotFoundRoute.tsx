import { useLocation } from 'react-router-dom';
import { NotFound } from '../components/NotFound/NotFound';

/** The catch-all route. */
export function Component() {
  return <NotFound path={useLocation().pathname} />;
}
