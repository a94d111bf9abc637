// Types of cliOutput.mjs for the TypeScript tests.

export declare function outputMarker(phrase: string): { seen: Promise<void>; scan(text: string): void };
export declare function outputTail(limit: number): { add(text: string): void; toString(): string };
export declare function parseHostingServerLine(line: string): { target: string; url: string } | null;
export declare function hostingServers(targets: string[]): {
  seen: Promise<Record<string, string>>;
  urls: Record<string, string>;
  missing(): string[];
  scan(text: string): void;
};
