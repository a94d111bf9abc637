import { setGlobalOptions } from 'firebase-functions/v2/options';
import { recordQueryShapesInEmulator } from './queryShapeRecorder';

// Imported first by index.ts: modules run in import order, and each function takes the global options
// as they are when its module defines it. Every function runs in the Tokyo region.
setGlobalOptions({ region: 'asia-northeast1' });
// `npm test` only (the emulator, with the variable set): the queries' shapes, for the index check.
recordQueryShapesInEmulator();
