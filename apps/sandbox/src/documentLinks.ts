import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type DocumentKind = 'cin' | 'autre';

/**
 * How long a document link works (seconds): a staff member reviewing a list, or a candidate
 * opening their own scan, has half an hour, as long as an idle session; after that the list is
 * loaded again and gives fresh links.
 */
export const DOCUMENT_LINK_SECONDS = 30 * 60;

const PATH = /^\/_documents\/(cin|autre)-([^/]+)\.pdf$/;

/**
 * Document links that cannot be guessed or kept (docs/behaviour.md, the dashboard's « Documents soumis »): a
 * link is only handed out in an answer that the bearer token allowed (the owner's application,
 * a staff list), and it carries its end (`expires`, seconds since the epoch) and an HMAC-SHA-256
 * of the document and that end, with a key the server draws at start and never hands out.
 * Knowing a candidate number is not enough, and a link copied from a history or a log stops
 * working.
 */
export class DocumentLinks {
  private readonly key = randomBytes(32);

  constructor(
    private readonly now: () => number,
    private readonly lifetimeSeconds = DOCUMENT_LINK_SECONDS,
  ) {}

  private signature(kind: DocumentKind, candidateId: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${kind}\n${candidateId}\n${expires}`).digest();
  }

  /** A link valid for `lifetimeSeconds` from now. */
  url(baseUrl: string, kind: DocumentKind, candidateId: string): string {
    const expires = Math.floor(this.now() / 1000) + this.lifetimeSeconds;
    const signature = this.signature(kind, candidateId, expires).toString('base64url');
    return `${baseUrl}/_documents/${kind}-${encodeURIComponent(candidateId)}.pdf?expires=${expires}&signature=${signature}`;
  }

  /**
   * The document a request names, when its path and query are exactly those `url` made (one form:
   * `expires` then `signature`, nothing else; the end in plain digits; the signature as unpadded
   * base64url, compared as text, so another case, padding, `+` or `/`, extra bits or an extra
   * parameter are all refused), the signature is the server's and the link has not expired;
   * otherwise null (nothing says which failed). `path` and `search` as sent, still percent-encoded.
   */
  check(path: string, search: string): { kind: DocumentKind; candidateId: string } | null {
    const match = PATH.exec(path);
    const query = /^\?expires=([1-9]\d{0,11})&signature=([A-Za-z0-9_-]{43})$/.exec(search);
    if (!match || !query) return null;
    const kind = match[1] as DocumentKind;
    let candidateId: string;
    try {
      candidateId = decodeURIComponent(match[2] ?? '');
    } catch {
      return null;
    }
    // The candidate number as `url` encodes it, and only so (`%41` for `A` is another link).
    if (encodeURIComponent(candidateId) !== match[2]) return null;
    const expires = Number(query[1]);
    if (expires * 1000 <= this.now()) return null;
    const expected = Buffer.from(this.signature(kind, candidateId, expires).toString('base64url'));
    const given = Buffer.from(query[2] ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { kind, candidateId };
  }
}
