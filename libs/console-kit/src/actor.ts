// The signed-in actor's actions, for hiding what the role may not do (mall-api checks anyway), and
// the address of a console export: the console layout's route ('console') loaded the actor.
import { useRouteLoaderData } from 'react-router-dom';

export function useActorActions(): readonly string[] {
  const actor = useRouteLoaderData('console') as { actions?: readonly string[] } | undefined;
  return actor?.actions ?? [];
}

/** /console/export/<name> with the filters given (empty ones left out), in mall-api's parameter names. */
export const exportHref = (name: string, filters: Record<string, string | number | undefined>) =>
  `/console/export/${name}?${new URLSearchParams(Object.entries(filters).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))).toString()}`;
