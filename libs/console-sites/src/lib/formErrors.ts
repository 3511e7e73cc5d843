// A form's messages from the contract's zod check: the first message of each field, by field name.
import type { z } from 'zod';

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) found[String(issue.path[0] ?? '')] ??= issue.message;
  return found;
}
