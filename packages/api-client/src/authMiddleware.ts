import type { Middleware } from 'openapi-fetch';
import { asksForNonce, dpopProof, noteDpopAnswer, type DpopKeys } from './dpop';

/**
 * The answer to "refresh the session", in one shape from the session to this middleware: the fresh
 * access token, or null when none can be had. Why none (the session ended, no network) is the
 * session's to know and act on; nobody waiting for a token needs more.
 */
export type RefreshAccessToken = () => Promise<string | null>;

export interface AuthMiddlewareOptions {
  /** The current access token, or nothing (the request then goes out without a bearer). */
  getAccessToken: () => string | null | undefined | Promise<string | null | undefined>;
  /**
   * Asked at most once per request that got a 401 (not at all when `getAccessToken()` already
   * returns a newer token than the one refused). The caller owns the timing: concurrent 401s
   * should share one refresh, so pass a function that joins the refresh in flight (the session's
   * `refresh` does: flows `createSessionController`).
   */
  refresh: RefreshAccessToken;
  /**
   * Called when a retry with a freshly refreshed token is still refused. Called once per
   * refreshed token, so twenty parallel retries refused with the same token end the session once.
   */
  onSessionEnded: () => void;
  /**
   * The session's DPoP key (RFC 9449): each call then says `Authorization: DPoP <token>` with a
   * proof of that key bound to the token (`ath`). Without it, or without a key, `Bearer`.
   */
  dpop?: Pick<DpopKeys, 'current'> | undefined;
}

/**
 * Bearer header on every request; on a 401, one refresh and one retry replaying the original
 * request (body included, multipart too); a second 401 ends the session without refreshing again.
 */
export function createAuthMiddleware(options: AuthMiddlewareOptions): Middleware {
  // The body is a one-shot stream that fetch consumes, so each request is cloned before it goes
  // out, with the token it carried; the WeakMap lets abandoned requests be collected.
  const pristine = new WeakMap<Request, { clone: Request; sentToken: string | null }>();
  let endedWithToken: string | undefined;

  /** Sets the token on `request`: as a DPoP token with its proof when the session has a key. */
  async function authorize(request: Request, token: string | null): Promise<void> {
    if (!token) return;
    const key = await options.dpop?.current();
    request.headers.set('Authorization', `${key ? 'DPoP' : 'Bearer'} ${token}`);
    if (key) request.headers.set('DPoP', await dpopProof(key, request.method, request.url, token));
  }

  return {
    async onRequest({ request }) {
      const token = (await options.getAccessToken()) ?? null;
      // Cloned before the token is set: every replay gets a proof of its own (a proof is single-use).
      pristine.set(request, { clone: request.clone(), sentToken: token });
      await authorize(request, token);
      return request;
    },

    async onResponse({ request, response: answered, options: fetchOptions }) {
      const sent = pristine.get(request);
      pristine.delete(request);
      noteDpopAnswer(request.url, answered);
      if (answered.status !== 401 || !sent) return answered;
      // Drains a refused answer so its connection can be reused.
      const drain = (response: Response) => response.body?.cancel().catch(() => undefined);
      /** The original request again, with `token` and a proof of its own. */
      const replay = async (token: string | null) => {
        const request = sent.clone.clone();
        await authorize(request, token);
        const response = await fetchOptions.fetch(request);
        noteDpopAnswer(request.url, response);
        return response;
      };
      let response = answered;
      // The resource server wants its nonce in the proof (RFC 9449 §9): once more, same token.
      if (asksForNonce(response)) {
        await drain(response);
        response = await replay(sent.sentToken);
        if (response.status !== 401) return response;
      }

      let token: string | null;
      try {
        // A 401 that lands after another request already refreshed retries with that newer
        // token instead of asking for yet another refresh.
        const current = (await options.getAccessToken()) ?? null;
        token = current && current !== sent.sentToken ? current : await options.refresh();
      } catch {
        token = null;
      }
      // No fresh token: the refresher knows why (expired session, offline) and acts on it.
      if (!token) return response;

      await drain(response);
      const retried = await replay(token);
      if (retried.status === 401 && endedWithToken !== token) {
        endedWithToken = token;
        options.onSessionEnded();
      }
      return retried;
    },

    onError({ request }) {
      pristine.delete(request);
      return undefined;
    },
  };
}
