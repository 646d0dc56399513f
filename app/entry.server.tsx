import { isbot } from 'isbot';
import { PassThrough } from 'node:stream';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';

export const streamTimeout = 5_000;

/**
 * Streams the page as it renders; bots and the page cache get the whole document at once. The CSP nonce
 * made per request by the server (server/ssr.ts), or the page cache's placeholder for it, marks React
 * Router's inline scripts as ours.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const whole = (userAgent && isbot(userAgent)) || routerContext.isSpaMode || loadContext.wholeDocument;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, the shell error rejects the response.
          if (shellRendered) loadContext.logError(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A loader's or an action's error goes to the server's log (React Router's default prints it with
 * console.error, whole): a database error's message carries the statement's parameters, which the
 * log's error serializer leaves out. A request the client abandoned is no error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A 404 or 405 React Router makes itself carries the error behind it; a loader's thrown Response is none.
  context.logError(isRouteErrorResponse(error) && 'error' in error ? error.error : error);
};
