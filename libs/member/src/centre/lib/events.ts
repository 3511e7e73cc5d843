/**
 * The member's profile (nickname, avatar, mobile) changed: the app refetches its cached shell so
 * the header shows the new nickname. The app subscribes once (member layout); pages emit.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export const profileEvents = {
  emit(): void {
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
