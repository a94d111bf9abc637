import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router uses them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout, so nothing ever resizes; Fluent's MessageBar only needs the constructor.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
