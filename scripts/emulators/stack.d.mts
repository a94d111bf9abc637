// Types of stack.mjs for the TypeScript tests.

interface Address {
  host: string;
  port: number;
}

export interface EmulatorStack {
  offset: number;
  dir: string;
  functionsDir: string;
  emulators: Record<'auth' | 'firestore' | 'functions' | 'storage', Address>;
  hub: Address;
  slackPort: number;
  tmpDir?: string;
}

export declare function emulatorStack(offset?: number): EmulatorStack;
export declare function stackAddresses(stack: EmulatorStack): Record<'auth' | 'firestore' | 'functions' | 'storage' | 'hosting', Address>;
interface FirebaseJson {
  hosting?: unknown;
  functions: Array<{ source: string; runtime?: string; predeploy?: string[] }>;
  firestore: { rules: string; indexes: string };
  emulators: Record<string, { host?: string; port?: number; websocketPort?: number } | boolean | undefined>;
}

export declare function stackFirebaseJson(config: FirebaseJson, stack: EmulatorStack): FirebaseJson;
export declare function stackFunctionsEnv(text: string, stack: EmulatorStack): string;
export declare function prepareStackDir(stack: EmulatorStack): void;
export declare function clientEnv(stack: EmulatorStack, options: { storage: boolean }): Record<string, string>;
