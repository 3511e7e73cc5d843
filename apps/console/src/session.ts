// The signed-in actor, kept for the layout, the menu and the page guards. Set by the layout's loader
// (the `me` query) and by the login page; cleared by logout. mall-api checks every call anyway.
import { atom, createStore } from 'jotai';
import type { ConsoleActorFieldsFragment } from '@mall/console-kit';

export type Actor = ConsoleActorFieldsFragment;

export const consoleStore = createStore();
export const actorAtom = atom<Actor | null>(null);

export const currentActor = () => consoleStore.get(actorAtom);
export const setActor = (actor: Actor | null) => consoleStore.set(actorAtom, actor);
