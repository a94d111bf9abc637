/** @jest-environment node */
// The requester picker's directory reads (shared/src/data/directory.ts) on the real Firestore SDK
// against the emulator, under the real rules: a prefix of a name or an e-mail, a page at most, and one
// person by id. Expectations come from the seeded users as the Admin SDK reads them.
import { signOut } from 'firebase/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { fetchPerson, searchPeople } from '../../shared/src/data/directory';
import { startDemoClients, stopDemoClients, type DemoClients } from '../support/demoClients';
import { signInByEmailLink } from '../support/emailLinkSignIn';

const TENANT = 'tenant-a';

let clients: DemoClients | undefined;
let seeded: { uid: string; name: string; email: string }[];

beforeAll(async () => {
  clients = await startDemoClients('people-search-test');
  const users = await getAdminFirestore(clients.adminApp).collection(`tenants/${TENANT}/users`).get();
  seeded = users.docs.map((doc) => ({ uid: doc.id, name: String(doc.get('name')), email: String(doc.get('email')) }));
  // Firestore orders strings by code point.
  seeded.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
});

afterAll(async () => {
  if (clients) await signOut(clients.auth);
  await stopDemoClients(clients);
});

const uids = (people: { uid: string }[]) => people.map((person) => person.uid);

describe('as a tenant admin', () => {
  beforeAll(async () => {
    await signInByEmailLink(clients!.auth, 'admin@a.example.com');
  });

  it('offers the first people by name, at most the limit', async () => {
    expect(seeded.length).toBeGreaterThan(2);
    expect(uids(await searchPeople(TENANT, '', 2))).toEqual(uids(seeded.slice(0, 2)));
    expect(uids(await searchPeople(TENANT, '', 100))).toEqual(uids(seeded));
  });

  it('finds people by the start of their name or of their e-mail, in either case', async () => {
    const someone = seeded[seeded.length - 1]!;
    const namePrefix = Array.from(someone.name).slice(0, 1).join('');
    const byName = seeded.filter((person) => person.name.startsWith(namePrefix));
    expect(uids(await searchPeople(TENANT, namePrefix, 20))).toEqual(uids(byName));

    const emailPrefix = someone.email.slice(0, 3);
    const byEmail = seeded.filter((person) => person.email.startsWith(emailPrefix) || person.name.startsWith(emailPrefix));
    expect(uids(await searchPeople(TENANT, emailPrefix.toUpperCase(), 20))).toEqual(uids(byEmail));
    expect(await searchPeople(TENANT, 'ぞ存在しない接頭辞', 20)).toEqual([]);
  });

  it('reads one person by id, and null for someone who is not a member', async () => {
    const someone = seeded[0]!;
    expect(await fetchPerson(TENANT, someone.uid)).toMatchObject({ uid: someone.uid, name: someone.name, email: someone.email });
    expect(await fetchPerson(TENANT, 'no-such-user')).toBeNull();
  });
});

describe('as a user who is not an admin', () => {
  beforeAll(async () => {
    await signOut(clients!.auth);
    await signInByEmailLink(clients!.auth, 'user@a.example.com');
  });

  it('is refused the directory by the rules', async () => {
    await expect(searchPeople(TENANT, '', 20)).rejects.toMatchObject({ code: 'permission-denied' });
    const other = seeded.find((person) => person.email !== 'user@a.example.com')!;
    await expect(fetchPerson(TENANT, other.uid)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
