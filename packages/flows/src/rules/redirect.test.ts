import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect';

const FALLBACK = '/admission/candidat/dashboard';
const BASE = 'https://portal.example';

describe('safeRedirectTarget', () => {
  it.each(['/profil', '/admission/candidat/dashboard', '/profil?tab=1#top', '/a/b%20c'])(
    'keeps the same-origin path %s',
    (path) => {
      expect(safeRedirectTarget(path, FALLBACK)).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    '///evil.example',
    'https://evil.example',
    'http:evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'evil.example',
    '',
    '/%E0%A4%A',
  ])('falls back for %j', (raw) => {
    expect(safeRedirectTarget(raw, FALLBACK)).toBe(FALLBACK);
  });

  it('falls back for anything that is not a string', () => {
    expect(safeRedirectTarget(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectTarget(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectTarget({ pathname: '/x' }, FALLBACK)).toBe(FALLBACK);
  });

  it('never leaves the origin, whatever the input (property)', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%5C',
      '%25',
      ':',
      'javascript',
      'http',
      'evil.example',
      '@',
      '.',
      '..',
      '?',
      '#',
      '\t',
      ' ',
      'a',
    );
    const arbitrary = fc.oneof(
      fc.string(),
      fc.array(pieces, { maxLength: 8 }).map((p) => p.join('')),
      fc.webUrl(),
    );
    fc.assert(
      fc.property(arbitrary, (raw) => {
        const target = safeRedirectTarget(raw, FALLBACK);
        if (target === FALLBACK) return;
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(target).not.toContain('\\');
        const resolved = new URL(target, BASE);
        expect(resolved.origin).toBe(BASE);
        // Decoding cannot turn it into another origin either.
        expect(new URL(decodeURIComponent(target), BASE).origin).toBe(BASE);
      }),
    );
  });
});
