// The shell's own modules need no federation boundary: it hosts the remotes through the runtime's API
// (features/remotes/federationHost.ts), so the app starts in the entry chunk, one request sooner.
import './bootstrap';
