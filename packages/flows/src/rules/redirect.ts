const BASE = 'http://same-origin.invalid';

// Control characters and whitespace are dropped or rewritten by URL parsers, which turns "/\t/evil" into "//evil".
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;

function decodeFully(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null; // more nesting than any honest link has
}

// After decoding, a space is harmless (it was sent encoded); slashes, backslashes and controls are not.
// eslint-disable-next-line no-control-regex
const UNSAFE_DECODED = /[\u0000-\u001f\u007f\\]/;

function looksSafe(path: string, unsafe: RegExp = UNSAFE_CHARACTERS): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !unsafe.test(path);
}

/**
 * The "remember where the user was going" target: a same-origin path only. Anything else (`//evil`,
 * `https://evil`, `/\evil`, `javascript:`, percent-encoded variants, control characters) gives `fallback`.
 */
export function safeRedirectTarget(raw: unknown, fallback: string): string {
  if (typeof raw !== 'string' || !looksSafe(raw)) return fallback;
  const decoded = decodeFully(raw);
  if (decoded === null || !looksSafe(decoded, UNSAFE_DECODED)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return looksSafe(target) ? target : fallback;
}
