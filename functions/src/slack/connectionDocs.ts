import type { Firestore } from 'firebase-admin/firestore';

// Where a tenant's Slack connection is kept (connection.ts), apart so that the doors' light part
// (signedTrafficStore.ts) can name the documents without the rest.

export const installationDoc = (db: Firestore, tenantId: string) => db.doc(`slackInstallations/${tenantId}`);
export const integrationDoc = (db: Firestore, tenantId: string) => db.doc(`tenants/${tenantId}/integrations/slack`);
