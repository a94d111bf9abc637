import { ownUserDoc } from '@madoguchi/shared/data';

/**
 * Renames the user in one tenant. The rules let the owner change only the name (1 to 50 characters,
 * not only spaces) with updatedAt set to the server time.
 */
export async function saveOwnName(tenantId: string, uid: string, name: string): Promise<void> {
  const { sdk, ref } = await ownUserDoc(tenantId, uid);
  await sdk.updateDoc(ref, { name, updatedAt: sdk.serverTimestamp() });
}
