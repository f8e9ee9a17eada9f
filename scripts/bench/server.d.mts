/** One request the server answered: what reached it and what it sent back. */
export interface ServedRequest {
  method: string;
  path: string;
  status: number;
  /** Bytes of the body as sent (compressed when it was). */
  bytes: number;
  encoding: string;
}
/** Writes `.gz` (level 9) and `.br` (quality 11) next to every compressible file of `dir`. */
export function precompress(dir: string): Promise<number>;
/** Paths the production server forwards to the API (candidate-service and the identity provider). */
export const API_PREFIXES: string[];
/** Serves `dir` as production does; proxies the API to `apiTarget`; logs every answer into `log`. */
export function serveBuild(
  dir: string,
  options?: { apiTarget?: string; log?: ServedRequest[] },
): Promise<{ url: string; close: () => Promise<void> }>;
