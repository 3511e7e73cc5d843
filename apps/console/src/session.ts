// The signed-in actor, kept for the layout, the menu and the page guards. Loaded once (the `me`
// query) by whichever loader needs it first (the layout's and a page's run at the same time), set by
// the login page, cleared by logout. mall-api checks every call anyway.
import { atom, createStore } from 'jotai';
import { consoleRequest, ConsoleMeDocument, type ConsoleActorFieldsFragment } from '@mall/console-kit';

export type Actor = ConsoleActorFieldsFragment;

export const consoleStore = createStore();
export const actorAtom = atom<Actor | null>(null);

let loading: Promise<Actor | null> | null = null;

export const currentActor = () => consoleStore.get(actorAtom);

export function setActor(actor: Actor | null): void {
  loading = null;
  consoleStore.set(actorAtom, actor);
}

/** The actor, asking mall-api once when not known yet; null when nobody is signed in. */
export function ensureActor(): Promise<Actor | null> {
  const known = currentActor();
  if (known) return Promise.resolve(known);
  loading ??= consoleRequest(ConsoleMeDocument).then(
    ({ me }) => {
      consoleStore.set(actorAtom, me ?? null);
      return me ?? null;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
