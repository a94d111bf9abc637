import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { adminApp } from '../admin';
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
            if (snapshot.get('status') !== 'connected') return;
            const now = Timestamp.now();
            const before = snapshot.get('health.refusals') as { count?: unknown; since?: unknown } | null | undefined;
            // A count older than the window starts again, so that it always covers the last hour at most.
            const since = before?.since instanceof Timestamp && now.toMillis() - before.since.toMillis() < REFUSAL_WINDOW_MS ? before.since : null;
            const count = since && typeof before?.count === 'number' ? before.count : 0;
            tx.update(ref, { 'health.refusals': { kind, count: count + added, since: since ?? now, lastAt: now } });
          }),
        ),
      );
    },
    async clearRefusals(teamId) {
      const tenantIds = await tenantsOfTeam(db, teamId);
      if (!tenantIds.length) return;
      const integrations = await db.getAll(...tenantIds.map((tenantId) => integrationDoc(db, tenantId)));
      const refused = integrations.filter((integration) => integration.exists && integration.get('health.refusals') != null);
      await Promise.all(refused.map((integration) => integration.ref.update({ 'health.refusals': null })));
    },
  };
}
