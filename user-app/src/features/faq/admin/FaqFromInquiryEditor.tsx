import { useAuth } from '@madoguchi/shared';
import { fetchCannedReplies, useFetched, useLiveData, watchInquiry, watchInquiryMessages, type Category } from '@madoguchi/shared/data';
import { ErrorState, LoadingState, MissingState, RouterLink } from '@madoguchi/shared/ui';
import { FaqEditor } from './FaqEditor';
import { draftFromInquiry } from './faqFromInquiry';

interface Props {
  tenantId: string;
  inquiryId: string;
  categories: Category[];
  onSaved: (faqId: string) => void;
  onCancel: () => void;
}

/** 「FAQにする」: the editor, started from a resolved inquiry's title and public answers. */
export function FaqFromInquiryEditor({ tenantId, inquiryId, categories, onSaved, onCancel }: Props) {
  const { currentUserId, tenants } = useAuth();
  const key = `${tenantId}/${inquiryId}`;
  const inquiry = useLiveData(key, watchInquiry(tenantId, inquiryId));
  const messages = useLiveData(key, watchInquiryMessages({ tenantId, uid: currentUserId ?? '', isTenantAdmin: true }, inquiryId));
  // The canned replies tell which text of the answers is correspondence about this one inquiry.
  const cannedReplies = useFetched(tenantId, () => fetchCannedReplies(tenantId));
  const back = <RouterLink to={`/tenants/${encodeURIComponent(tenantId)}/inquiries/${encodeURIComponent(inquiryId)}`}>問い合わせに戻る</RouterLink>;

  if (inquiry.status === 'loading' || messages.status === 'loading' || cannedReplies.status === 'loading') return <LoadingState label="問い合わせを読み込んでいます…" />;
  if (inquiry.status === 'error') return <ErrorState message={inquiry.message} onRetry={inquiry.reload} />;
  if (messages.status === 'error') return <ErrorState message={messages.message} onRetry={messages.reload} />;
  const current = inquiry.data;
  if (!current) return <MissingState title="元の問い合わせが見つかりません。" back={back} />;
  if (current.status !== 'resolved' && current.status !== 'closed') {
    return (
      <MissingState title="この問い合わせはまだFAQにできません。" back={back}>
        解決済みかクローズになった問い合わせからFAQを作成できます。
      </MissingState>
    );
  }
  // Canned replies that could not be read leave only the greetings and signatures to be told apart.
  const templates = cannedReplies.status === 'ready' ? cannedReplies.data.map((reply) => reply.body) : [];
  const tenantName = tenants.find((tenant) => tenant.id === tenantId)?.name ?? '';
  const draft = draftFromInquiry(current, messages.data, { templates, tenantName });
  return (
    <FaqEditor
      // Started once from the inquiry as it was: later replies do not overwrite what the admin edits.
      key={key}
      tenantId={tenantId}
      faq={null}
      source={{ inquiryId, number: current.number, requesterName: current.requesterName, title: current.title, draft: draft.values, omitted: draft.omitted }}
      categories={categories}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
