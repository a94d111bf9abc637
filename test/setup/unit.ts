import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy… and waitFor give up after 1 s by default; beside npm test's other lanes a screen's next state
// has taken longer. A ceiling against hangs: each still waits for its condition, not for the time.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these; react-router uses them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout, so nothing ever resizes; Fluent's MessageBar only needs the constructor.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
