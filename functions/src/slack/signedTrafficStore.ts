import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { decodeDocument, slackIntegrationDocument } from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { mapFieldUpdate } from '../platform/storedDocuments';
import { integrationDoc } from './connectionDocs';
import { REFUSAL_WINDOW_MS, type TrafficStore } from './signedTraffic';

// health.refusals of each connection of a team (tenants/{t}/integrations/slack, which its admins read):
// how many requests were refused, since when, the last one and why; never anything of the requests.

/** The tenants connected to the team, by their installations (several tenants may share a workspace). */
async function tenantsOfTeam(db: Firestore, teamId: string): Promise<string[]> {
  const installations = await db.collection('slackInstallations').where('teamId', '==', teamId).get();
  return installations.docs.map((installation) => installation.id);
}

export function firestoreTrafficStore(db: Firestore = getFirestore(adminApp())): TrafficStore {
  return {
    async addRefusals(teamId, kind, added) {
      const tenantIds = await tenantsOfTeam(db, teamId);
      await Promise.all(
        tenantIds.map((tenantId) =>
          db.runTransaction(async (tx) => {
            const ref = integrationDoc(db, tenantId);
            const snapshot = await tx.get(ref);
            if (!snapshot.exists) return;
            const { status, health } = decodeDocument(slackIntegrationDocument, snapshot.data());
            if (status !== 'connected') return;
            const now = Timestamp.now();
            const before = health.refusals;
            // A count older than the window starts again, so that it always covers the last hour at most.
            const since = before?.since && now.toMillis() - before.since.getTime() < REFUSAL_WINDOW_MS ? before.since : null;
            const count = since ? (before?.count ?? 0) : 0;
            tx.update(ref, mapFieldUpdate(slackIntegrationDocument, 'health', { refusals: { kind, count: count + added, since: since ? Timestamp.fromDate(since) : now, lastAt: now } }));
          }),
        ),
      );
    },
    async clearRefusals(teamId) {
      const tenantIds = await tenantsOfTeam(db, teamId);
      if (!tenantIds.length) return;
      const integrations = await db.getAll(...tenantIds.map((tenantId) => integrationDoc(db, tenantId)));
      const refused = integrations.filter((integration) => integration.exists && decodeDocument(slackIntegrationDocument, integration.data()).health.refusals !== null);
      await Promise.all(refused.map((integration) => integration.ref.update(mapFieldUpdate(slackIntegrationDocument, 'health', { refusals: null }))));
    },
  };
}
