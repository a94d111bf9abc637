// Integration and browser tests wait on real services (emulators, builds, a browser): give them room.
// This is a ceiling against hangs, not a timing check.
jest.setTimeout(90_000);
