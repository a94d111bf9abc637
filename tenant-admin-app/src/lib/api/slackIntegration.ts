import { loadFirestore } from '@madoguchi/shared';
import { decodeDocument, slackIntegrationDocument, type SlackIntegrationDocument } from '@madoguchi/shared/contracts';
import type { Subscribe } from '@madoguchi/shared/data';

/** What the server last found out about the connection (its health, in the document's contract). */
export type SlackIntegrationHealth = Omit<SlackIntegrationDocument['health'], 'problemCode'>;

/** tenants/{t}/integrations/slack as the screens use it (contracts/documents/slackIntegration.ts). */
export type SlackIntegration = Omit<SlackIntegrationDocument, 'health' | 'strangerContact' | 'disconnectedAt' | 'updatedAt'> & {
  /** The line shown to people of the workspace registered nowhere; empty when the admins set none. */
  strangerContact: string;
  disconnectedAt: Date | null;
  health: SlackIntegrationHealth;
};

/** The integration document's fields as the screens use them; anything malformed falls back to "not known". */
export function slackIntegrationOf(data: unknown): SlackIntegration {
  const { health, strangerContact, disconnectedAt, updatedAt: _saved, ...integration } = decodeDocument(slackIntegrationDocument, data);
  const { problemCode: _code, ...shown } = health;
  return { ...integration, strangerContact: strangerContact ?? '', disconnectedAt: disconnectedAt ?? null, health: shown };
}

/** tenants/{t}/integrations/slack, live (tenant admins may read it); null when not connected. */
export function watchSlackIntegration(tenantId: string): Subscribe<SlackIntegration | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const ref = sdk.doc(db, 'tenants', tenantId, 'integrations', 'slack');
    return sdk.onSnapshot(ref, (snapshot) => onData(snapshot.exists() ? slackIntegrationOf(snapshot.data()) : null), onError);
  };
}
