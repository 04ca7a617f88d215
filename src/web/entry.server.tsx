import { PassThrough, pipeline } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { BuiltAssetContext } from './lib/inline-styles';
import { scriptsAfterPaint } from './lib/scripts-after-paint.server';
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';

export const streamTimeout = 5_000;

/** Renders a page on the server; every inline script carries the nonce the content security policy allows. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const nonce = loadContext.nonce;
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const page = (
      <BuiltAssetContext.Provider value={loadContext.readAsset}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </BuiltAssetContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            timeout = undefined;
            callback();
          },
        });
        headers.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        // the page's scripts start after its first screen is painted (lib/scripts-after-paint.server.ts)
        const html = pipeline(body, scriptsAfterPaint(), () => {});
        // A visitor who leaves cancels the answer, which destroys this stream with an error — possibly after the
        // pipeline above has finished and let go of its own listener. That error means only "nobody is reading":
        // it must never reach the process as an unhandled 'error' event.
        html.on('error', () => abort());
        resolve(new Response(createReadableStreamFromReadable(html), { headers, status }));
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}

/** Logs real faults only: a page that does not exist or a visitor who left early is not one. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};
