// Serves a production build the way Hosting will: CORS for the shell's origin, no-cache for the files
// that name the current version (index.html, manifests, entries, runtime config), hashed chunks cached.
import http from 'node:http';
import sirv from 'sirv';

const ALWAYS_FRESH = /(?:^|\/)(?:index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|main\.js|runtime-config\.json)$/;

export function startStaticServer({ dir, port, spa = false, host = '127.0.0.1' }) {
  const serve = sirv(dir, {
    dev: false,
    etag: true,
    single: spa,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader(
        'Cache-Control',
        ALWAYS_FRESH.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  const server = http.createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end('Not found');
    }),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
