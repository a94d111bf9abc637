// Types of changedTests.mjs for the TypeScript tests.

export declare function areasOf(files: readonly string[]): Set<string>;
export declare function namedAfter(candidates: readonly string[], areas: ReadonlySet<string>): string[];
