// A route action's refusal: mall-api's message for the page to show; anything else is thrown on.
import { ConsoleRequestError } from '@mall/console-kit';

export function actionError(error: unknown): { error: string } {
  if (error instanceof ConsoleRequestError && error.code !== 'TOKEN_ERROR' && error.code !== 'FORBIDDEN') return { error: error.message };
  throw error;
}
