import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './wait';

export const NGINX_BINARY = process.env.NGINX ?? '/usr/sbin/nginx';

export type NginxPorts = {
  /** Where nginx listens, on 127.0.0.1. */
  listen: number;
  /** The two copies of the shop (compose's app1 and app2). */
  app1: number;
  app2: number;
  /** The S3-compatible server (compose's minio), whose bucket is served at /shop-media. */
  bucket: number;
};

/**
 * deploy/nginx/shop.conf as this machine can run it: the shipped proxy settings (headers, upstream
 * keep-alive, proxy_next_upstream, body sizes, the bucket's location) untouched, so that this test checks
 * the configuration that is deployed; only what needs the server changes:
 * - the upstreams' compose names become 127.0.0.1 and the given ports;
 * - the port-80 block (ACME and the redirect to HTTPS) is left out, and the HTTPS block listens on plain
 *   HTTP on 127.0.0.1: no certificate to make, and clients need not be told to trust one.
 * Throws when shop.conf no longer has a line this relies on, rather than test something else.
 */
export function clusterShopConf(shipped: string, ports: NginxPorts): string {
  // Comments go first: they mention braces ("inside `http { }`") that would confuse the block matching.
  let conf = shipped
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n');
  const replaceOnce = (pattern: RegExp, replacement: string, what: string) => {
    const matches = conf.match(new RegExp(pattern.source, 'gm'));
    if (matches?.length !== 1) {
      throw new Error(`deploy/nginx/shop.conf: expected one ${what}, found ${matches?.length ?? 0}`);
    }
    conf = conf.replace(new RegExp(pattern.source, 'm'), replacement);
  };
  replaceOnce(/^(\s*server\s+)app1:\d+;/, `$1127.0.0.1:${ports.app1};`, 'upstream server app1');
  replaceOnce(/^(\s*server\s+)app2:\d+;/, `$1127.0.0.1:${ports.app2};`, 'upstream server app2');
  replaceOnce(/^(\s*server\s+)minio:\d+;/, `$1127.0.0.1:${ports.bucket};`, 'upstream server minio');

  conf = removeBlock(conf, /^server \{\s*listen 80 default_server;/m, 'the port-80 server block');
  replaceOnce(
    /^(\s*)listen 443 ssl default_server;/,
    `$1listen 127.0.0.1:${ports.listen} default_server;`,
    'listen 443',
  );
  replaceOnce(/^\s*http2 on;\n/, '', 'http2 on');
  conf = conf.replace(/^\s*ssl_[a-z_]+ [^\n]*;\n/gm, '');
  if (/\bssl\b/.test(conf)) throw new Error('deploy/nginx/shop.conf: TLS settings left after the rewrite');
  return conf;
}

/** Removes the top-level `{ … }` block whose start matches `start` (braces counted; comments are gone). */
function removeBlock(conf: string, start: RegExp, what: string): string {
  const found = start.exec(conf);
  if (!found) throw new Error(`deploy/nginx/shop.conf: ${what} not found`);
  let depth = 0;
  for (let i = conf.indexOf('{', found.index); i < conf.length; i++) {
    if (conf[i] === '{') depth++;
    if (conf[i] === '}' && --depth === 0) return conf.slice(0, found.index) + conf.slice(i + 1);
  }
  throw new Error(`deploy/nginx/shop.conf: ${what} is not closed`);
}

/**
 * nginx's own file around it, like deploy/nginx/nginx.conf (its JSON access log included), with every
 * path nginx writes to inside `dir`: it runs as whoever runs the test, without touching /var or /run.
 */
function mainConf(dir: string): string {
  const mimeTypes = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  // Started by root, nginx would hand its workers to `nobody`, who cannot enter the temporary folder.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';
  return `${user}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
    ${mimeTypes}
    default_type application/octet-stream;
    server_tokens off;
    keepalive_timeout 65s;
    client_body_temp_path ${dir}/temp/client_body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    log_format shop_json escape=json
        '{"time":"$time_iso8601","request_id":"$request_id","client":"$remote_addr",'
        '"method":"$request_method","path":"$uri","status":$status,'
        '"upstream":"$upstream_addr","upstream_status":"$upstream_status"}';
    access_log ${dir}/logs/access.log shop_json;
    include ${dir}/shop.conf;
}
`;
}

/** One line of the access log (log_format shop_json below). */
export type AccessLogLine = {
  request_id: string;
  method: string;
  path: string;
  status: number;
  upstream: string;
  upstream_status: string;
};

export type Nginx = {
  url: string;
  pid: number;
  /** nginx's access log so far: one JSON object per request. */
  accessLog(): Promise<AccessLogLine[]>;
  errorLog(): Promise<string>;
  stop(): Promise<void>;
};

/** Writes the configuration into `dir`, checks it with `nginx -t`, and starts nginx in the foreground. */
export async function startNginx(dir: string, ports: NginxPorts): Promise<Nginx> {
  if (!existsSync(NGINX_BINARY)) {
    throw new Error(
      `nginx is not at ${NGINX_BINARY} (Debian: apt-get install -y nginx; NGINX=/path overrides)`,
    );
  }
  for (const sub of ['logs', 'temp/client_body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi']) {
    await mkdir(join(dir, sub), { recursive: true });
  }
  const shipped = await readFile(join(process.cwd(), 'deploy/nginx/shop.conf'), 'utf8');
  await writeFile(join(dir, 'shop.conf'), clusterShopConf(shipped, ports));
  await writeFile(join(dir, 'nginx.conf'), mainConf(dir));
  const args = ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'logs/error.log')];

  const test = spawnSync(NGINX_BINARY, ['-t', ...args], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the cluster's configuration:\n${test.stderr}`);

  const child: ChildProcess = spawn(NGINX_BINARY, args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${ports.listen}`;
  await waitFor('nginx to answer', 10_000, async () => {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${await readFile(join(dir, 'logs/error.log'), 'utf8')}`);
    // Any answer will do (a 502 while no copy is up): nginx itself is listening.
    return (await fetch(`${url}/metrics`).catch(() => null)) !== null;
  });

  return {
    url,
    pid: child.pid!,
    async accessLog() {
      const text = await readFile(join(dir, 'logs/access.log'), 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as AccessLogLine);
    },
    errorLog: () => readFile(join(dir, 'logs/error.log'), 'utf8').catch(() => ''),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM'); // nginx's fast shutdown
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
