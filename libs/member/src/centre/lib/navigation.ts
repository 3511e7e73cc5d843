/** A same-site member-centre path from a `back` query parameter, else the fallback. */
export function safeBack(raw: string | null, fallback: string): string {
  // Control characters could be stripped by the browser and change the path.
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (!raw || !raw.startsWith('/member/') || /[\\\u0000-\u001f]/.test(raw)) return fallback;
  return raw;
}
