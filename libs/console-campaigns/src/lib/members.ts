// The goods list of a combo or topic draft: change one member's own field, remove one, add one, keep some.
import type { Dispatch, SetStateAction } from 'react';

export function memberEdits<M, D extends { members: M[] }>(setDraft: Dispatch<SetStateAction<D>>) {
  return {
    setMember: (i: number, patch: Partial<M>) =>
      setDraft((d) => ({ ...d, members: d.members.map((m, j) => (j === i ? { ...m, ...patch } : m)) })),
    removeMember: (i: number) => setDraft((d) => ({ ...d, members: d.members.filter((_, j) => j !== i) })),
    addMember: (m: M) => setDraft((d) => ({ ...d, members: [...d.members, m] })),
    /** Keeps the members the picker still holds (it removed one). */
    keepMembers: (kept: (m: M) => boolean) => setDraft((d) => ({ ...d, members: d.members.filter(kept) })),
  };
}
