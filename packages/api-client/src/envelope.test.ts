import { describe, expect, it } from 'vitest';
import { parseEnvelope } from './envelope';

describe('parseEnvelope', () => {
  it('accepts the envelope', () => {
    const parsed = parseEnvelope('{"isSuccess":true,"data":[1],"message":null}');
    expect(parsed).toEqual({ ok: true, envelope: { isSuccess: true, data: [1], message: null } });
  });

  it('turns HTML and malformed JSON into badResponse', () => {
    expect(parseEnvelope('<html>502 Bad Gateway</html>')).toEqual({
      ok: false,
      error: { kind: 'badResponse', reason: 'not JSON' },
    });
    expect(parseEnvelope('{"isSuccess":tru')).toMatchObject({ ok: false });
  });

  it('turns a JSON body of the wrong shape into badResponse', () => {
    expect(parseEnvelope('{"success":true}')).toEqual({
      ok: false,
      error: { kind: 'badResponse', reason: 'not an envelope' },
    });
    expect(parseEnvelope('[]')).toMatchObject({ ok: false });
  });
});
