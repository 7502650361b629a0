/**
 * The nginx server block for a deployment where nginx serves the built pages and bundles itself
 * and passes the rest to the product's processes. It is made from the product's own rules, so the
 * two cannot drift: the public sections (served straight from disk), the security headers, the
 * upload limit, the guard path. Whether a page may be read is still the product's decision: for
 * every page outside the public sections, and for the login page, nginx asks it first
 * (`auth_request` to the page guard) and redirects where it says.
 */
import { PUBLIC_SECTIONS } from '#shared/routes.ts';
import { UPLOAD_LIMIT_BYTES } from '../files/upload.ts';
import { LIVE_LINK, SHELL_PENDING } from './builder-pointer.ts';
import { CONSOLE_PERMISSIONS, PAGE_GUARD_PATH, SECURITY_HEADERS } from './pages.ts';

export interface NginxOptions {
  /** The product's SITE_DIR (its `live` names the newest complete build). */
  siteDir: string;
  /** host:port of each product process (or of each machine's port). */
  upstreams: string[];
  /** What nginx listens on: a port, or address:port. */
  listen: string;
  serverName: string;
  /**
   * Browsers are told to come back over HTTPS only, for a year (for a server block that answers
   * HTTPS, or sits behind one that does).
   */
  hsts: boolean;
}

export const NGINX_DEFAULTS: NginxOptions = {
  siteDir: '/var/lib/assoc-site',
  upstreams: ['127.0.0.1:4321'],
  listen: '80',
  serverName: '_',
  hsts: false,
};

const HSTS = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' };

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `add_header` in a location replaces the server's, so each location that adds one says all. */
const headers = (extra: Record<string, string>, hsts: boolean) =>
  Object.entries({ ...SECURITY_HEADERS, ...(hsts ? HSTS : {}), ...extra })
    .map(([name, value]) => `        add_header ${name} "${value}" always;`)
    .join('\n');

export function nginxConfig(options: Partial<NginxOptions> = {}): string {
  const o = { ...NGINX_DEFAULTS, ...options };
  // The login page is public, but someone signed in is sent on from it: the guard decides.
  const publicSections = [...PUBLIC_SECTIONS]
    .filter((s) => s !== 'login')
    .map(escapeRegex)
    .join('|');
  const uploadMb = Math.ceil(UPLOAD_LIMIT_BYTES / 1024 / 1024) + 1;
  // A menu or friendly-link change is live in the product at once, in the files only once every
  // page is written again and merged: meanwhile the product serves the pages (pages.ts).
  const shellPending = `        if (-f ${o.siteDir}/${SHELL_PENDING}) {
            return 418;
        }
        error_page 418 = @app;`;
  const page = headers({ 'Cache-Control': 'no-cache' }, o.hsts);
  const consolePage = headers(
    { 'Cache-Control': 'no-cache', 'Permissions-Policy': CONSOLE_PERMISSIONS },
    o.hsts,
  );
  // The API's answers carry their own headers; nginx adds only this one to them.
  const apiHsts = o.hsts
    ? `\n    add_header Strict-Transport-Security "${HSTS['Strict-Transport-Security']}" always;`
    : '';
  return `# Made by \`npm run nginx:config\` from the product's own route rules; make it again after
# an upgrade. Include it inside http { } (Debian: /etc/nginx/sites-enabled/). nginx serves the
# built pages and bundles from ${o.siteDir}/${LIVE_LINK}; the product answers the API and
# decides every page outside the public sections. Run the product with SITE_DIR=${o.siteDir}
# (a folder nginx may read), TRUST_PROXY=<this machine's address> and SITE_MERGE_SECONDS=0, so
# edits reach ${LIVE_LINK} at once. While ${SHELL_PENDING} is there (a menu change not yet in every
# file), the pages go to the product; with open_file_cache, open_file_cache_valid bounds how soon
# nginx sees it come and go.

upstream assoc_app {
${o.upstreams.map((u) => `    server ${u};`).join('\n')}
    keepalive 32;
}

server {
    listen ${o.listen};
    server_name ${o.serverName};
    root ${o.siteDir}/${LIVE_LINK};
    # Redirects name a path only, right behind a proxy that ends TLS too.
    absolute_redirect off;
    server_tokens off;
    client_max_body_size ${uploadMb}m;
    gzip_static on;
    gzip_vary on;
    charset utf-8;${apiHsts}

    # Addresses no page has, which nginx would read as another (an encoded or a doubled slash
    # in the path): the product refuses them the same way.
    if ($request_uri ~* "^[^?]*(%2f|%5c|//)") {
        return 404;
    }

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;

    # The API and the health checks.
    location ^~ /prod-api/ {
        proxy_pass http://assoc_app;
    }
    location = /healthz {
        proxy_pass http://assoc_app;
    }
    location = /readyz {
        proxy_pass http://assoc_app;
    }

    # Asked before a page that is not public: 204 serves it; 401 and 403 say where to go.
    location = ${PAGE_GUARD_PATH} {
        internal;
        proxy_pass http://assoc_app;
        proxy_pass_request_body off;
        # A location's own proxy_set_header replaces all of the server's: they are said again.
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header Content-Length "";
        proxy_set_header X-Original-URI $request_uri;
    }
    # Where the guard sends the reader; nginx's own 403 (a file it may not read) has nowhere.
    location @guard {
${headers({}, o.hsts)}
        if ($guard_to = "") {
            return 404;
        }
        return 302 $guard_to;
    }

    # Whatever nginx does not serve itself: the building page, old query links, missing pages
    # (the product sends them to the 404 page in their language), the home redirects.
    location @app {
        proxy_pass http://assoc_app;
    }
    location = / {
        proxy_pass http://assoc_app;
    }
    location ~ ^/en/?$ {
        proxy_pass http://assoc_app;
    }
    location ~ ^(/en)?/(home|404|401|redirect|verify)(/|$) {
        proxy_pass http://assoc_app;
    }

    # Hashed bundles never change.
    location ^~ /_astro/ {
${headers({ 'Cache-Control': 'public, max-age=31536000, immutable' }, o.hsts)}
        try_files $uri =404;
        location ~ \\.(br|gz)$ {
            return 404;
        }
    }

    # The compressed copies are served for their file, never by their own name.
    location ~ \\.(br|gz)$ {
        return 404;
    }

    # Files other than pages (icons, robots.txt) are public.
    location ~ \\.(?!html$)[A-Za-z0-9]+$ {
${page}
        try_files $uri =404;
    }

    # Public pages, straight from the build. An old query link goes to the product's redirect.
    location ~ ^(/en)?/(${publicSections})(/|$) {
        if ($args ~ "(^|&)(href|id)=") {
            proxy_pass http://assoc_app;
        }
${shellPending}
${page}
        try_files $uri $uri/index.html $uri.html @app;
    }

    # The console: guarded like every other page; its check-in page may use the camera.
    location ~ ^(/en)?/admin(/|$) {
        auth_request ${PAGE_GUARD_PATH};
        auth_request_set $guard_to $upstream_http_x_location;
        error_page 401 403 = @guard;
${shellPending}
${consolePage}
        try_files $uri $uri/index.html $uri.html @app;
    }

    # Every other page: the product's guard first, then from the build.
    location / {
        auth_request ${PAGE_GUARD_PATH};
        auth_request_set $guard_to $upstream_http_x_location;
        error_page 401 403 = @guard;
${shellPending}
${page}
        try_files $uri $uri/index.html $uri.html @app;
    }
}
`;
}

/**
 * A whole nginx.conf around a server block, for nginx run in the foreground from a scratch folder
 * (the browser tests, the benchmarks); `readAsOwner` keeps nginx's workers as the user that
 * started it, for a folder only that user may read.
 */
export function standaloneNginx(dir: string, server: string, readAsOwner = false): string {
  return `daemon off;
${readAsOwner && process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${server}
}
`;
}
