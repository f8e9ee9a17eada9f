import { existsSync } from 'node:fs';

/**
 * Whether the e2e projects `nginx` and `nginx-report` run: always in CI (.ci/run installs Debian's
 * nginx and its njs module), elsewhere when both are there (`NGINX_BIN`, default /usr/sbin/nginx).
 */
export const nginxAvailable =
  Boolean(process.env.CI) ||
  (existsSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx') &&
    existsSync('/usr/lib/nginx/modules/ngx_http_js_module.so'));
