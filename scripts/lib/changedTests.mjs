// Which integration and browser test files a change exercises beyond those importing it (npm run
// test:changed): the files named after an area or feature it touched.

const singular = (word) => word.replace(/ies$/, 'y').replace(/s$/, '');

/**
 * The names changed files give their areas, lower case, plural and singular: functions/src/<area>/…,
 * <app>/src/features/<feature>/…, shell/src/features/<feature>/… (inquiries gives inquiries and inquiry).
 */
export function areasOf(files) {
  const areas = new Set();
  for (const file of files) {
    const match = /^functions\/src\/([^/]+)\/|^[a-z-]+-app\/src\/features\/([^/]+)\/|^shell\/src\/features\/([^/]+)\//.exec(file);
    const area = (match?.[1] ?? match?.[2] ?? match?.[3])?.toLowerCase();
    if (area) areas.add(area).add(singular(area));
  }
  return areas;
}

/** The candidate test files whose name starts with one of `areas` (slackOneDoor.int.test.ts for slack). */
export const namedAfter = (candidates, areas) =>
  candidates.filter((file) => [...areas].some((area) => (file.split('/').at(-1) ?? '').toLowerCase().startsWith(area)));
