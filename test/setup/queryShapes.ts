// When `npm test` records query shapes (for the index check): the shared client's queries in this
// process, and the queries of server code a test runs here through serverCall. The Functions
// emulator and the browser record their own (functions/src/platform, test/e2e/support/browser.ts).
import { recordAdminQueries } from '../../functions/src/platform/queryShapeRecorder';
import { currentTestFile, shapeWriter } from '../support/queryShapeFiles';
import { serverFunctionRunning } from '../support/serverCall';

const client = shapeWriter('clientNode');
const server = shapeWriter('functionsInTests');
if (client) globalThis.__MADOGUCHI_QUERY_SHAPES__ = (query) => client({ ...query, source: currentTestFile() });
if (server) {
  recordAdminQueries(server, () => {
    const name = serverFunctionRunning();
    return name === undefined ? undefined : `${currentTestFile()} → ${name}`;
  });
}
