// Admission en ligne: sorts the identity provider's token requests by grant type, so that a
// candidate's session refresh and a password guess do not share one rate limit (deploy/nginx.conf).
// njs (Debian: libnginx-mod-http-js), loaded with `js_import` from /etc/nginx/admission/.
//
// nginx decides its limits before it reads a body, so the body is read here (js_content) and the
// request goes on, body and all, to the named location of its kind. Only a body whose one
// `grant_type` is `refresh_token` goes to the refreshes' limit; anything else (a password grant, a
// missing or doubled grant_type, a body too large to be in memory) gets the password guesses'
// limit, the stricter one, so nothing can choose the gentler limit for a guess.
import qs from 'querystring';

function grantOf(r) {
  const body = r.requestText;
  if (typeof body !== 'string') return undefined;
  const grant = qs.parse(body).grant_type;
  return typeof grant === 'string' ? grant : undefined;
}

function dispatch(r) {
  r.internalRedirect(grantOf(r) === 'refresh_token' ? '@token_refresh' : '@token_password');
}

export default { dispatch };
