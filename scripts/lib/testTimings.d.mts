// Types of testTimings.mjs for the TypeScript tests.

interface JestReport {
  testResults?: Array<{ name: string; startTime?: number; endTime?: number }>;
}

export declare function minutesAndSeconds(ms: number): string;
export declare function testTimings(root: string): {
  phase<T>(name: string, work: () => Promise<T>, testsOf?: (outcome: T) => number | null): Promise<T>;
  addReport(project: string, report: JestReport): void;
  report(path: string): Promise<string>;
};
