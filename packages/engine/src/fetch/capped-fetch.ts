/**
 * fetch() for answers from outside services (the configured model, PageSpeed Insights, Google's signing
 * keys) with a cap on the body: a declared Content-Length over the cap is refused before any of the body
 * is read, and a body that grows past it while read is cut off there and its connection closed. Their
 * time is capped by the callers' signals; without this a server answering 500 MB filled the memory.
 */

/** The body of an outside answer went past its cap. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the answer is larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

export type FetchFn = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** Whether `err` is (or was caused by) a body over its cap. */
export function isBodyTooLarge(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof BodyTooLargeError) return true;
  }
  return false;
}

/**
 * A fetch whose answers' bodies stop at `maxBytes`. `onTooLarge` is told when one did (the caller's
 * client may wrap the error in its own).
 */
export function cappedFetch(maxBytes: number, onTooLarge?: () => void, base: FetchFn = fetch): FetchFn {
  return async (input, init) => {
    const response = await base(input, init);
    const tooLarge = (): BodyTooLargeError => {
      onTooLarge?.();
      return new BodyTooLargeError(maxBytes);
    };
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw tooLarge();
    }
    const body = response.body;
    if (body === null) return response;
    let read = 0;
    const reader = body.getReader();
    const limited = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        read += value.byteLength;
        if (read > maxBytes) {
          // Closes the connection: the rest of the body is never received.
          await reader.cancel().catch(() => undefined);
          return controller.error(tooLarge());
        }
        controller.enqueue(value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    });
    return new Response(limited, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
