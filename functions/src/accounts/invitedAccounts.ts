import type { Auth, UserRecord } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { decodeDocument, storedField } from '@madoguchi/shared/contracts';
import type { Written } from '../platform/storedDocuments';

// The Auth account an invitation grants access to (a tenant user, a CSV-imported user, a tenant's first
// admin, a system user). Anyone can sign an address up before it is invited (a password, or an
// anonymous account given the address) and keep that session once the owner has verified the address
// by e-mail link. So an invitation never grants anything to credentials this service did not create:
// an account it did not provision is replaced before access is granted, and so is any account with a
// password (we never set one: people sign in by e-mail link or Google).
//
// An ID token says "password" for an e-mail link sign-in and a password sign-in alike
// (firebase.sign_in_provider); what tells them apart is the account itself: only a password sign-up
// leaves a password hash. authAccounts/{uid} (server only) records the accounts we provisioned.

const accountDoc = (db: Firestore, uid: string) => db.doc(`authAccounts/${uid}`);

/** authAccounts/{uid}: an account this service provisioned (server only, so its contract lives here). */
export const authAccountDocument = z.object({
  email: storedField.text,
  provisionedAt: storedField.moment,
  /** The account it replaced (one someone else had signed the address up with). */
  replaced: storedField.optional(storedField.text),
  resetAt: storedField.optional(storedField.moment),
  /** Seconds; see InvitedAccount. */
  tokensValidAfter: storedField.optional(storedField.count),
});

export interface InvitedAccount {
  uid: string;
  /**
   * Set when the account had access before it was reset: a grant refuses tokens from sign-ins before
   * this time (seconds), as firestore.rules and requireMember read it. Null: nothing to refuse.
   */
  tokensValidAfter: number | null;
}

export interface AccountFacts {
  /** A password is set (only a password sign-up sets one here). */
  hasPassword: boolean;
  emailVerified: boolean;
  /** authAccounts records it: this service created it (or already reset it). */
  provisioned: boolean;
  /** It already holds a membership or the system admin mirror. */
  hasAccess: boolean;
}

/**
 * What to do with an existing account before an invitation grants it access: use it, replace it by a
 * new account (it has no access yet, so nothing else refers to its uid), or recreate it under the same
 * uid (its access stays; its sessions, password and linked sign-ins go).
 */
export function invitationVerdict(account: AccountFacts): 'reuse' | 'replace' | 'recreate' {
  const foreign = account.hasPassword || (!account.provisioned && (!account.hasAccess || !account.emailVerified));
  if (!foreign) return 'reuse';
  return account.hasAccess ? 'recreate' : 'replace';
}

function authErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

async function existingAccount(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

/** Deletes an account; one already gone (a concurrent invitation replaced it) is fine. */
async function deleteAccount(auth: Auth, uid: string): Promise<void> {
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
  }
}

async function factsOf(db: Firestore, user: UserRecord): Promise<AccountFacts> {
  const [provisioned, membership, systemUser] = await Promise.all([
    accountDoc(db, user.uid).get(),
    db.collection(`userPermissions/${user.uid}/tenants`).limit(1).get(),
    db.doc(`systemUsers/${user.uid}`).get(),
  ]);
  return {
    // The Admin SDK redacts the hash without the right permission, but never leaves it set for an
    // account without a password.
    hasPassword: Boolean(user.passwordHash),
    emailVerified: user.emailVerified,
    provisioned: provisioned.exists,
    hasAccess: !membership.empty || systemUser.exists,
  };
}

/**
 * Creates the account under `uid`, recorded as provisioned first so a concurrent invitation that finds
 * it never takes it for someone else's. Someone who signs the address up in between (after a
 * replacement freed it) loses it to us: their account goes, with their sessions.
 */
async function provision(db: Firestore, auth: Auth, uid: string, email: string, displayName: string, extra: { replaced?: string } = {}): Promise<string> {
  await accountDoc(db, uid).set({ email, provisionedAt: Timestamp.now(), ...extra } satisfies Written<typeof authAccountDocument>, { merge: true });
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await auth.createUser({ uid, email, displayName, emailVerified: false })).uid;
    } catch (error) {
      if (authErrorCode(error) !== 'auth/email-already-exists' || attempt >= 2) throw error;
    }
    const holder = await existingAccount(auth, email);
    if (holder && (await accountDoc(db, holder.uid).get()).exists) {
      // A concurrent invitation provisioned it: use theirs.
      await accountDoc(db, uid).delete();
      return holder.uid;
    }
    if (holder) await deleteAccount(auth, holder.uid);
  }
}

/**
 * Recreates an account that already has access under the same uid: password, linked sign-ins and
 * every session go; its claims and grants stay, each grant now refusing tokens from before.
 */
async function recreate(db: Firestore, auth: Auth, user: UserRecord, displayName: string): Promise<InvitedAccount> {
  await deleteAccount(auth, user.uid);
  await provision(db, auth, user.uid, user.email ?? '', user.displayName ?? displayName);
  if (user.customClaims) await auth.setCustomUserClaims(user.uid, user.customClaims);
  // auth_time has whole seconds: a token from the second of the reset is refused too.
  const tokensValidAfter = Math.floor(Date.now() / 1000) + 1;
  const [memberships, systemUser] = await Promise.all([
    db.collection(`userPermissions/${user.uid}/tenants`).get(),
    db.doc(`systemUsers/${user.uid}`).get(),
  ]);
  const batch = db.batch();
  batch.set(accountDoc(db, user.uid), { resetAt: Timestamp.now(), tokensValidAfter } satisfies Partial<Written<typeof authAccountDocument>>, { merge: true });
  for (const membership of memberships.docs) batch.update(membership.ref, { tokensValidAfter });
  if (systemUser.exists) batch.update(systemUser.ref, { tokensValidAfter });
  await batch.commit();
  return { uid: user.uid, tokensValidAfter };
}

/** The account to grant access to for `email`: provisioned when missing, reset when not ours. */
export async function accountForInvitation(db: Firestore, auth: Auth, email: string, displayName: string): Promise<InvitedAccount> {
  const newUid = () => db.collection('authAccounts').doc().id;
  const existing = await existingAccount(auth, email);
  if (!existing) return { uid: await provision(db, auth, newUid(), email, displayName), tokensValidAfter: null };
  const verdict = invitationVerdict(await factsOf(db, existing));
  if (verdict === 'reuse') return { uid: existing.uid, tokensValidAfter: await stampOf(db, existing.uid) };
  if (verdict === 'recreate') return recreate(db, auth, existing, displayName);
  await deleteAccount(auth, existing.uid);
  return { uid: await provision(db, auth, newUid(), email, displayName, { replaced: existing.uid }), tokensValidAfter: null };
}

/** The stamp an earlier reset left, which new grants carry too. */
async function stampOf(db: Firestore, uid: string): Promise<number | null> {
  return decodeDocument(authAccountDocument, (await accountDoc(db, uid).get()).data()).tokensValidAfter ?? null;
}
