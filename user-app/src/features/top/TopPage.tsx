import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  CardHeader,
  Input,
  Link,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, SearchRegular } from '@fluentui/react-icons';
import { PHONE, useAuth } from '@madoguchi/shared';
import { useLatestPatchNotes, useLiveData, usePatchNotesUnread, watchOpenInquiries } from '@madoguchi/shared/data';
import { formatDateTime, htmlExcerpt } from '@madoguchi/shared/format';
import { EmptyState, ErrorState, InquiryStatusBadge, LoadingState, Page, PatchNoteLabels } from '@madoguchi/shared/ui';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useNavigate, useParams } from '@madoguchi/shared/router';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))', gap: tokens.spacingHorizontalXL },
  // On a phone the box takes the whole line and the two buttons share the next.
  search: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  searchInput: { flexGrow: 1, flexBasis: '280px', minWidth: 0, [PHONE]: { flexBasis: '100%' } },
  searchButton: { whiteSpace: 'nowrap', [PHONE]: { flexGrow: 1 } },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const OPEN_SHOWN = 5;
const NOTES_SHOWN = 3;

/** トップ: what is open, a way to ask or search, and what is new. */
export function TopPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { tenantId = '' } = useParams();
  const { currentUserId, currentUserName } = useAuth();
  const base = `/tenants/${encodeURIComponent(tenantId)}`;
  const [query, setQuery] = useState('');
  const open = useLiveData(`${tenantId}/${currentUserId ?? ''}`, watchOpenInquiries({ tenantId, uid: currentUserId ?? '', isTenantAdmin: false }, OPEN_SHOWN));
  const notes = useLatestPatchNotes(NOTES_SHOWN);
  const { unreadCount } = usePatchNotesUnread(tenantId, currentUserId);

  const go = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    navigate(path);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    navigate(query.trim() ? `${base}/faq?q=${encodeURIComponent(query.trim())}` : `${base}/faq`);
  };

  return (
    <Page title="トップ" description={`${currentUserName ? `${currentUserName} さん、` : ''}お困りごとはよくある質問で検索するか、問い合わせてください。`}>
      <form className={styles.search} role="search" aria-label="よくある質問を検索" onSubmit={search}>
        <Input
          className={styles.searchInput}
          size="large"
          value={query}
          onChange={(_, data) => setQuery(data.value)}
          contentBefore={<SearchRegular />}
          placeholder="例: パスワード 再設定"
          aria-label="よくある質問の検索キーワード"
        />
        <Button className={styles.searchButton} type="submit" size="large" appearance="primary">
          検索
        </Button>
        <Button className={styles.searchButton} size="large" icon={<AddRegular />} onClick={() => navigate(`${base}/inquiries?new=1`)}>
          新規問い合わせ
        </Button>
      </form>
      <div className={styles.grid}>
        <Card>
          <CardHeader
            header={<Subtitle2 as="h2">対応中の問い合わせ</Subtitle2>}
            action={
              <Link href={`${base}/inquiries`} onClick={go(`${base}/inquiries`)}>
                すべて見る
              </Link>
            }
          />
          {open.status === 'loading' && <LoadingState />}
          {open.status === 'error' && <ErrorState message={open.message} />}
          {open.status === 'ready' && open.data.length === 0 && (
            <EmptyState title="対応中の問い合わせはありません">解決していないことがあれば、いつでも問い合わせてください。</EmptyState>
          )}
          {open.status === 'ready' && open.data.length > 0 && (
            <ul className={styles.list} aria-label="対応中の問い合わせ">
              {open.data.map((inquiry) => (
                <li key={inquiry.id} className={styles.item}>
                  <div className={styles.line}>
                    <InquiryStatusBadge status={inquiry.status} />
                    <Link href={`${base}/inquiries/${inquiry.id}`} onClick={go(`${base}/inquiries/${inquiry.id}`)}>
                      #{inquiry.number} {inquiry.title}
                    </Link>
                  </div>
                  {inquiry.lastMessageAt && <Caption1 className={styles.muted}>最終更新: {formatDateTime(inquiry.lastMessageAt)}</Caption1>}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <CardHeader
            header={
              <div className={styles.line}>
                <Subtitle2 as="h2">最新のリリースノート</Subtitle2>
                {unreadCount > 0 && (
                  <Badge color="danger" aria-label={`未読 ${unreadCount} 件`}>
                    未読 {unreadCount}
                  </Badge>
                )}
              </div>
            }
            action={
              <Link href={`${base}/patch-note`} onClick={go(`${base}/patch-note`)}>
                すべて見る
              </Link>
            }
          />
          {notes.status === 'loading' && <LoadingState />}
          {notes.status === 'error' && <ErrorState message={notes.message} />}
          {notes.status === 'ready' && notes.data.length === 0 && <EmptyState title="リリースノートはまだありません" />}
          {notes.status === 'ready' && notes.data.length > 0 && (
            <ul className={styles.list} aria-label="最新のリリースノート">
              {notes.data.map((note, index) => {
                // A taste of the note, so the user can tell whether it is worth opening the list.
                const excerpt = htmlExcerpt(note.bodyHtml);
                return (
                  <li key={note.id} className={styles.item}>
                    <div className={styles.line}>
                      <PatchNoteLabels labels={note.labels} />
                      <Body1>{note.title}</Body1>
                      {/* Newest first: the unread notes are the first ones. */}
                      {index < unreadCount && <Badge appearance="tint" color="danger">未読</Badge>}
                    </div>
                    {excerpt && <Caption1>{excerpt}</Caption1>}
                    {note.publishedAt && <Caption1 className={styles.muted}>{formatDateTime(note.publishedAt)}</Caption1>}
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
      </div>
    </Page>
  );
}
