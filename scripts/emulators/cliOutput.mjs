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
