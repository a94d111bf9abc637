// Serves a production build the way Hosting will: CORS for the shell's origin, no-cache for the files
// that name the current version (index.html, manifests, entries, runtime config), hashed chunks cached.
import http from 'node:http';
import sirv from 'sirv';

const ALWAYS_FRESH = /(?:^|\/)(?:index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|main\.js|runtime-config\.json)$/;
// Browsers may resolve "localhost" to either loopback address.
const LOOPBACK = ['127.0.0.1', '::1'];

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Starts the server on both loopback addresses; resolves to the listening servers.
 * `gzip`: serve a file's `.gz` sibling to browsers that accept it (see writeGzipCopies).
 */
export async function startStaticServer({ dir, port, spa = false, gzip = false }) {
  const serve = sirv(dir, {
    dev: false,
    etag: true,
    single: spa,
    gzip,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', ALWAYS_FRESH.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  const handler = (req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end('Not found');
    });
  const servers = [];
  for (const host of LOOPBACK) {
    try {
      servers.push(await listen(http.createServer(handler), port, host));
    } catch (error) {
      if (host === '127.0.0.1' || error.code !== 'EADDRNOTAVAIL') {
        await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
        throw error;
      }
    }
  }
  return servers;
}
