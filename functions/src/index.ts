// Entry point that the Functions emulator and deploy load as lib/index.js. Callables and triggers are
// exported from here as features land; every one of them runs in the Tokyo region.
import { setGlobalOptions } from 'firebase-functions/v2';

setGlobalOptions({ region: 'asia-northeast1' });
