// A console form's write: mall-api's refusal (the gateway's BUSINESS_ERROR: bad input, a rule of the
// business) becomes the message the form shows beside its buttons; anything else goes to the error page.
import { ConsoleRequestError } from '../client';

/** Runs a write; a BUSINESS_ERROR becomes `{ error }`, anything else is thrown on. */
export async function refusalAsMessage<T extends object>(
  write: () => Promise<T>,
): Promise<T | { error: string }> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConsoleRequestError && error.code === 'BUSINESS_ERROR')
      return { error: error.message };
    throw error;
  }
}
