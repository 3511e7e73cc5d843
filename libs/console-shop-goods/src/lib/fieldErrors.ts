// A contract schema's refusal as one message per field (the first issue of each), for a console form.
import type { z } from 'zod';

export function fieldErrors(schema: z.ZodType, body: unknown): Record<string, string> | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
