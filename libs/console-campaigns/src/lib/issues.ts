// A contract schema's verdict on a form's draft: the first message of each field, so a form shows the
// same words mall-api would answer, beside the field they belong to.
import type { z } from 'zod';

/** `{ field: message }` of the issues (a nested path is named by its first key), or null when it parses. */
export function fieldErrors<T>(result: z.ZodSafeParseResult<T>): Record<string, string> | null {
  if (result.success) return null;
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
  return found;
}
