// Reading the firebase CLI's output while the suite starts.

/** Watches the CLI's output for a phrase, which may arrive split across chunks. */
export function outputMarker(phrase) {
  let recent = '';
  let found;
  const seen = new Promise((resolve) => (found = resolve));
  return {
    seen,
    scan(text) {
      recent = (recent + text).slice(-(phrase.length + text.length));
      if (recent.includes(phrase)) found();
    },
  };
}

/** Keeps the last lines of the CLI's output for error messages. */
export function outputTail(limit) {
  const lines = [];
  return {
    add(text) {
      lines.push(...text.split('\n').filter((line) => line.trim()));
      lines.splice(0, Math.max(0, lines.length - limit));
    },
    toString: () => lines.join('\n'),
  };
}

// firebase-tools (lib/serve/hosting.js) prints one line per Hosting site once it listens:
// "hosting[<target>]: Local server: http://127.0.0.1:5050" (plain with NO_COLOR).
const HOSTING_SERVER_LINE = /hosting\[([^\]\s]+)\]: Local server: (https?:\/\/[^\s/]+)/;

/**
 * The site URL a line of the CLI's output announces, or null.
 * @returns {{ target: string, url: string } | null}
 */
export function parseHostingServerLine(line) {
  const match = HOSTING_SERVER_LINE.exec(line);
  return match ? { target: match[1], url: match[2] } : null;
}

/**
 * Collects the URL of each Hosting site from the CLI's output (lines may arrive split across chunks);
 * `seen` resolves once every one of `targets` has announced its server.
 * @param {string[]} targets
 */
export function hostingServers(targets) {
  /** @type {Record<string, string>} */
  const urls = {};
  let partial = '';
  let found;
  const seen = new Promise((resolve) => (found = resolve));
  if (!targets.length) found(urls);
  return {
    seen,
    urls,
    /** Targets that have not announced a server yet. */
    missing: () => targets.filter((target) => !urls[target]),
    scan(text) {
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const server = parseHostingServerLine(line);
        if (server && targets.includes(server.target)) urls[server.target] = server.url;
      }
      if (targets.every((target) => urls[target])) found(urls);
    },
  };
}
