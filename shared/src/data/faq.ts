import type { DocumentData, DocumentSnapshot, QueryDocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import type { FaqStatus } from '../contracts/callables';
import { loadFirestore, useAuth } from '@madoguchi/shared';
import type { FaqIndexEntry } from '../search/faqIndex';
import { startFaqSearchEngine, type FaqFinder } from './faqSearch/engine';
import { isPermissionDenied } from './errors';
import { fetchPage, type PageCursor, type PageOf } from './paging';
import { useLiveData, type LiveData, type Subscribe } from './useLiveData';
import { faqDocument, faqIndexShardDocument, faqVoteDocument, synonymsDocument, type FaqIndexShardDocument } from '../contracts/documents/faq';
import { decodeDocument } from '../contracts/documents/storedFields';
import { tenantUserDocument } from '../contracts/documents/tenantUser';

// The FAQ as readers load it: the per-audience index shards that the server keeps
// (functions/src/faq/faqIndex.ts), so a page view reads a few documents however many entries exist,
// and the whole search runs in the browser, in a worker (./faqSearch).

/** An entry as stored, for reading it in full and for editing. */
export interface FaqDocument {
  id: string;
  question: string;
  answerHtml: string;
  categoryIds: string[];
  tags: string[];
  /** Other ways readers ask the question (別の言い方). */
  aliases: string[];
  status: FaqStatus;
  helpfulCount: number;
  notHelpfulCount: number;
  updatedAt: Date | null;
}

/** The index audience of entries without categories (functions/src/faq/faqIndex.ts). */
const EVERYONE = 'everyone';
/** The key of the one listener a tenant admin needs: they may read every shard. */
const ALL_AUDIENCES = '*';

function toIndexEntry({ id, question, answerText, tags, categoryIds, helpfulCount, updatedAt, reading, aliases }: FaqIndexShardDocument['entries'][number]): FaqIndexEntry {
  return {
    id,
    question,
    answerText,
    tags,
    categoryIds,
    helpfulCount,
    updatedAt,
    // Searched beside the text: kana typed for a kanji word, and the entry's other phrasings.
    ...(reading && { reading }),
    ...(aliases && aliases.length > 0 && { aliases }),
  };
}

function entriesOfShards(docs: QueryDocumentSnapshot<DocumentData>[]): FaqIndexEntry[] {
  return docs
    .map((doc) => decodeDocument(faqIndexShardDocument, doc.data()))
    .sort((a, b) => a.shard - b.shard)
    .flatMap((shard) => shard.entries.map(toIndexEntry));
}

/** Who reads the FAQ: a user queries one audience at a time (as the rules require), an admin all at once. */
export interface FaqReader {
  uid: string;
  isTenantAdmin: boolean;
}

/**
 * The reader's FAQ index, live: the shards of 'everyone' and of each category on their user document
 * (followed, so a new category shows its entries), and the tenant's synonyms. Each change is indexed
 * again, off the main thread, for as long as the listener runs.
 */
export function watchFaqIndex(tenantId: string, reader: FaqReader): Subscribe<FaqFinder> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const engine = startFaqSearchEngine();
    const indexCollection = sdk.collection(db, 'tenants', tenantId, 'faqIndex');
    const shards = new Map<string, FaqIndexEntry[]>();
    const listeners = new Map<string, () => void>();
    let audiences: string[] | null = null;
    let synonyms: string[][] | null = null;

    const emit = () => {
      if (!audiences || !synonyms || !audiences.every((audience) => shards.has(audience))) return;
      onData(engine.load(audiences.flatMap((audience) => shards.get(audience) ?? []), synonyms));
    };
    const follow = (next: string[]) => {
      // The user document changes for other reasons too (name, release notes seen): rebuild only on new categories.
      if (audiences && audiences.length === next.length && next.every((audience) => audiences?.includes(audience))) return;
      for (const [audience, stop] of listeners) {
        if (next.includes(audience)) continue;
        stop();
        listeners.delete(audience);
        shards.delete(audience);
      }
      audiences = next;
      for (const audience of next) {
        if (listeners.has(audience)) continue;
        const query =
          audience === ALL_AUDIENCES ? indexCollection : sdk.query(indexCollection, sdk.where('audience', '==', audience));
        const onShards = (snapshot: QuerySnapshot) => {
          shards.set(audience, entriesOfShards(snapshot.docs));
          emit();
        };
        listeners.set(audience, sdk.onSnapshot(query, onShards, onError));
      }
      emit();
    };

    const stopSynonyms = sdk.onSnapshot(
      sdk.collection(db, 'tenants', tenantId, 'synonyms'),
      (snapshot) => {
        synonyms = snapshot.docs.map((doc) => decodeDocument(synonymsDocument, doc.data()).words);
        emit();
      },
      onError,
    );
    let stopUser = () => {};
    if (reader.isTenantAdmin) follow([ALL_AUDIENCES]);
    else {
      stopUser = sdk.onSnapshot(
        sdk.doc(db, 'tenants', tenantId, 'users', reader.uid),
        (snapshot) => follow([EVERYONE, ...decodeDocument(tenantUserDocument, snapshot.data()).categoryIds]),
        onError,
      );
    }
    return () => {
      stopSynonyms();
      stopUser();
      listeners.forEach((stop) => stop());
      engine.stop();
    };
  };
}

/** The signed-in reader's FAQ index for the tenant; loading while signed out or with no tenant. */
export function useFaqIndex(tenantId: string | null): LiveData<FaqFinder> {
  const { currentUserId, isTenantAdmin } = useAuth();
  const key = tenantId && currentUserId ? `${tenantId}/${currentUserId}/${String(isTenantAdmin)}` : null;
  return useLiveData(key, watchFaqIndex(tenantId ?? '', { uid: currentUserId ?? '', isTenantAdmin }));
}

function toFaqDocument(doc: DocumentSnapshot<DocumentData>): FaqDocument {
  const { question, answerHtml, categoryIds, tags, aliases, status, helpfulCount, notHelpfulCount, updatedAt } = decodeDocument(faqDocument, doc.data());
  return { id: doc.id, question, answerHtml, categoryIds, tags, aliases, status, helpfulCount, notHelpfulCount, updatedAt };
}

/**
 * One entry in full, live; null when it does not exist or the reader may not see it (the rules
 * answer both alike for a user: a draft, another category's entry and a deleted one).
 */
export function watchFaq(tenantId: string, faqId: string): Subscribe<FaqDocument | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, 'tenants', tenantId, 'faqs', faqId),
      (snapshot) => onData(snapshot.exists() ? toFaqDocument(snapshot) : null),
      (error) => (isPermissionDenied(error) ? onData(null) : onError(error)),
    );
  };
}

/** A reader's answer to 「この回答は役に立ちましたか?」. */
export type FaqVote = 'helpful' | 'notHelpful';

/**
 * The signed-in reader's own vote on an entry, live; null before they vote. rateFaq keeps it under the
 * entry (votes/{uid}), and the rules let only its voter read it.
 */
export function watchMyFaqVote(tenantId: string, faqId: string, uid: string): Subscribe<FaqVote | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, 'tenants', tenantId, 'faqs', faqId, 'votes', uid),
      (snapshot) => onData(decodeDocument(faqVoteDocument, snapshot.data()).vote ?? null),
      onError,
    );
  };
}

/** Tenant admins: every entry, drafts included, most recently updated first, a page at a time. */
export async function fetchFaqPage(tenantId: string, after: PageCursor | null, size: number): Promise<PageOf<FaqDocument>> {
  const { db, sdk } = await loadFirestore();
  const query = sdk.query(sdk.collection(db, 'tenants', tenantId, 'faqs'), sdk.orderBy('updatedAt', 'desc'));
  return fetchPage(query, size, after, toFaqDocument);
}
