import { defineString } from 'firebase-functions/params';

/**
 * Where the shell is served (mail links, Slack posts and Slack's OAuth return). Declared as a param so
 * a deploy asks for it; read from the environment, where the param lands, so that scripts outside the
 * functions runtime (the demo seed) can use it too.
 */
export const appBaseUrlParam = defineString('APP_BASE_URL', { default: 'http://localhost:9000' });

export const appUrl = (path: string) => `${process.env.APP_BASE_URL ?? 'http://localhost:9000'}${path}`;

/** A path of the apps from its segments, each encoded, so no id or name can add a segment, a query or markup. */
export const appPath = (...segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`;
