import type { Firestore } from 'firebase-admin/firestore';
import { decodeDocument, membershipDocument, normalizeEmail, tenantDocument, tenantUserDocument } from '@madoguchi/shared/contracts';
import { connectionsOfTeam, type SlackConnection } from './connection';
import { slackClient } from './slackClient';
import { slackLine } from './slackText';

// Who a Slack user is to us. Slack says which workspace and user sent a request (the signature
// vouches for it); the tenant user is the one with the e-mail address Slack has for them
// (users.info, users:read.email), looked up again for every action: nothing in the payload is taken
// as a role, and someone removed from a tenant or suspended loses their Slack access with it.

/** A tenant user a Slack user is, in one tenant connected to the workspace. */
export interface SlackMember {
  connection: SlackConnection;
  tenantName: string;
  uid: string;
  name: string;
  isTenantAdmin: boolean;
  categoryIds: string[];
}

export interface SlackPerson {
  slackUserId: string;
  email: string | null;
  /** The active tenants of the workspace the person belongs to, by tenant name. */
  members: SlackMember[];
  /** Every active tenant connected to the workspace (for the contact lines shown to strangers). */
  connections: SlackConnection[];
}

async function emailOf(connection: SlackConnection, slackUserId: string): Promise<string | null> {
  const info = await slackClient(connection.token, 3_000).users.info({ user: slackUserId });
  const email = info.user?.profile?.email;
  return info.user?.deleted || info.user?.is_bot || !email ? null : normalizeEmail(email);
}

async function memberIn(db: Firestore, connection: SlackConnection, email: string): Promise<SlackMember | null> {
  const { tenantId } = connection;
  const [users, tenant] = await Promise.all([
    db.collection(`tenants/${tenantId}/users`).where('email', '==', email).limit(1).get(),
    db.doc(`tenants/${tenantId}`).get(),
  ]);
  const user = users.docs[0];
  const stored = decodeDocument(tenantUserDocument, user?.data());
  if (!user || stored.status !== 'active') return null;
  // The membership is what grants access on the web too (rules, callables): without it, nothing.
  const membership = await db.doc(`userPermissions/${user.id}/tenants/${tenantId}`).get();
  if (!membership.exists) return null;
  return {
    connection,
    tenantName: decodeDocument(tenantDocument, tenant.data()).name || tenantId,
    uid: user.id,
    name: stored.name || email,
    isTenantAdmin: decodeDocument(membershipDocument, membership.data()).isTenantAdmin,
    categoryIds: stored.categoryIds,
  };
}

/** The Slack user of `teamId` as tenant users of the active tenants connected to that workspace. */
export async function slackPerson(db: Firestore, teamId: string, slackUserId: string): Promise<SlackPerson> {
  const connections = (await connectionsOfTeam(db, teamId)).filter((connection) => connection.tenantActive);
  const first = connections[0];
  const email = first ? await emailOf(first, slackUserId).catch(() => null) : null;
  const members = email ? (await Promise.all(connections.map((connection) => memberIn(db, connection, email)))).filter((member): member is SlackMember => member !== null) : [];
  return { slackUserId, email, members: members.sort((a, b) => a.tenantName.localeCompare(b.tenantName, 'ja')), connections };
}

/** The person's membership in one tenant, or null. */
export const memberOf = (person: SlackPerson, tenantId: string) => person.members.find((member) => member.connection.tenantId === tenantId) ?? null;

/**
 * What someone who is nobody to us is told, as Slack text: that this Slack account is not registered,
 * and the contact lines the workspace's tenants chose to show such people (none unless an admin wrote
 * one), escaped. Nothing else: not which tenants use the app here nor who runs them.
 */
export function strangerAnswer(person: SlackPerson): string {
  const contacts = [...new Set(person.connections.flatMap((connection) => (connection.strangerContact ? [slackLine(connection.strangerContact)] : [])))];
  const account = person.email ? `このSlackアカウント（${slackLine(person.email)}）` : 'このSlackアカウント';
  return [
    `${account}は窓口に登録されていないため、問い合わせできません。利用するには、所属する会社のヘルプデスクや情報システムの担当者に、窓口へのユーザー登録を依頼してください。`,
    ...(contacts.length ? ['連絡先:', ...contacts.sort((a, b) => a.localeCompare(b, 'ja')).map((contact) => `・${contact}`)] : []),
  ].join('\n');
}
