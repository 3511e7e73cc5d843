/**
 * Debounced recalculation where the last request wins: each request cancels the pending timer and
 * aborts the request in flight, and only the newest request's answer (or error) is delivered.
 */
export interface Recalculator<I> {
  request: (input: I) => void;
  cancel: () => void;
}

export function createRecalculator<I, R>({
  delayMs,
  run,
  onResult,
  onError,
}: {
  delayMs: number;
  run: (input: I, signal: AbortSignal) => Promise<R>;
  onResult: (result: R, input: I) => void;
  onError: (error: unknown, input: I) => void;
}): Recalculator<I> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  let seq = 0;
  const stop = () => {
    clearTimeout(timer);
    controller?.abort();
    controller = null;
  };
  return {
    request(input) {
      stop();
      const id = ++seq;
      timer = setTimeout(() => {
        const own = new AbortController();
        controller = own;
        run(input, own.signal).then(
          (result) => {
            if (id === seq) onResult(result, input);
          },
          (error: unknown) => {
            if (id === seq) onError(error, input);
          },
        );
      }, delayMs);
    },
    cancel() {
      seq++;
      stop();
    },
  };
}

/** Quiet time before a changed choice is sent. */
export const RECALCULATE_DELAY_MS = 300;
