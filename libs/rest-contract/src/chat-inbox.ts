// The receiving end of "nothing lost, nothing doubled" (ARCHITECTURE §3), shared by the browser
// dialog, the servicer console and mall-api's delivery tests: per session, messages are shown in
// sequence order exactly once. A sequence at or below the last shown is a duplicate (delivery is at
// least once) and is dropped; one beyond the next expected is held and reported as a gap, and the
// caller then asks for everything after `last(session)` (dialogs after_seq), as after a reconnect.
import type { ChatMessage } from './chat';

export type InboxVerdict = 'shown' | 'duplicate' | 'gap';

export class ChatInbox {
  private readonly lastShown = new Map<number, number>();
  private readonly held = new Map<number, Map<number, ChatMessage>>();

  constructor(private readonly show: (message: ChatMessage) => void) {}

  /** The newest sequence shown in a session (0 when none). */
  last(sessionId: number): number {
    return this.lastShown.get(sessionId) ?? 0;
  }

  /** Starts a session at a sequence already on screen (e.g. the newest history page). */
  seed(sessionId: number, seq: number): void {
    if (seq > this.last(sessionId)) this.lastShown.set(sessionId, seq);
  }

  offer(message: ChatMessage): InboxVerdict {
    const sid = message.session_id;
    const last = this.last(sid);
    if (message.seq <= last) return 'duplicate';
    if (message.seq > last + 1) {
      (this.held.get(sid) ?? this.held.set(sid, new Map()).get(sid)!).set(message.seq, message);
      return 'gap';
    }
    this.show(message);
    let next = message.seq;
    const held = this.held.get(sid);
    while (held?.has(next + 1)) {
      const m = held.get(next + 1)!;
      held.delete(next + 1);
      this.show(m);
      next += 1;
    }
    if (held) for (const seq of held.keys()) if (seq <= next) held.delete(seq);
    this.lastShown.set(sid, next);
    return 'shown';
  }
}
