/**
 * `npm run nginx:config -- [--site-dir DIR] [--upstream HOST:PORT]… [--listen PORT] [--server-name NAME] [--hsts]`
 * prints the nginx server block for this version of the product (see src/server/site/nginx-config.ts);
 * with no options, the one committed in deploy/nginx/assoc.conf.
 */
import { parseArgs } from 'node:util';
import { NGINX_DEFAULTS, nginxConfig } from '#server/site/nginx-config.ts';

const { values } = parseArgs({
  options: {
    'site-dir': { type: 'string' },
    upstream: { type: 'string', multiple: true },
    listen: { type: 'string' },
    'server-name': { type: 'string' },
    hsts: { type: 'boolean' },
  },
});
process.stdout.write(
  nginxConfig({
    siteDir: values['site-dir'] ?? NGINX_DEFAULTS.siteDir,
    upstreams: values.upstream ?? NGINX_DEFAULTS.upstreams,
    listen: values.listen ?? NGINX_DEFAULTS.listen,
    serverName: values['server-name'] ?? NGINX_DEFAULTS.serverName,
    hsts: values.hsts ?? NGINX_DEFAULTS.hsts,
  }),
);
