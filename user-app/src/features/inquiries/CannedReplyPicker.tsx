import { Button, Caption1, Radio, RadioGroup, SearchBox, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { TextBulletListSquareRegular } from '@fluentui/react-icons';
import { fillCannedReply, splitAddress } from '@madoguchi/shared/contracts';
import { fetchCannedReplies, matchesCannedReply, useFetched, type CannedReply } from '@madoguchi/shared/data';
import { ActionDialog, ErrorState, JAPANESE_SEARCHBOX, LoadingState } from '@madoguchi/shared/ui';
import { useState } from 'react';
import type { FilledCannedReply } from './cannedReplyInsertion';

const useStyles = makeStyles({
  choices: { maxHeight: '240px', overflowY: 'auto', minWidth: 0 },
  choice: { overflowWrap: 'anywhere' },
  suits: { display: 'block', color: tokens.colorBrandForeground1 },
  preview: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  previewText: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * What the picker needs from the inquiry page. The placeholder values are the inquiry's and the
 * signed-in admin's as shown on the page:
 * - tenantId: whose canned replies are listed (read once, when the picker is first opened);
 * - categoryId: the inquiry's user category, whose canned replies are listed first (null: none);
 * - requesterName, number, title, categoryName (null when the inquiry has none), adminName (the
 *   signed-in admin, useAuth().currentUserName), tenantName: what {{requesterName}}, {{number}},
 *   {{title}}, {{categoryName}}, {{adminName}} and {{tenantName}} become;
 * - onInsert: receives the chosen reply with its placeholders filled, its 宛名 apart, and whether it is
 *   to go into what is written or replace it;
 * - replaceable: something is written already, so 「置き換える」 is offered beside 「挿入する」;
 * - disabled: while the reply is being sent.
 */
export interface CannedReplyPickerProps {
  tenantId: string;
  categoryId: string | null;
  requesterName: string;
  number: number;
  title: string;
  categoryName: string | null;
  adminName: string;
  tenantName: string;
  onInsert: (reply: FilledCannedReply, how: 'insert' | 'replace') => void;
  replaceable?: boolean;
  disabled?: boolean;
}

const byTitle = (a: CannedReply, b: CannedReply) => a.title.localeCompare(b.title, 'ja');

/** The inquiry's category's replies first, each group in Japanese order by title. */
function suitedFirst(replies: readonly CannedReply[], categoryId: string | null): CannedReply[] {
  const suits = (reply: CannedReply) => categoryId !== null && reply.categoryId === categoryId;
  return [...replies].sort((a, b) => Number(suits(b)) - Number(suits(a)) || byTitle(a, b));
}

/** 「定型文を挿入」 for tenant admins: a searchable list of the tenant's canned replies with a preview as it will be inserted. */
export function CannedReplyPicker({ tenantId, categoryId, onInsert, replaceable = false, disabled = false, ...inquiry }: CannedReplyPickerProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const [chosenId, setChosenId] = useState<string | null>(null);
  // Nothing is read until the admin first asks for the list; then it stays for the page's life.
  const replies = useFetched(opened ? tenantId : null, () => fetchCannedReplies(tenantId));
  const shown = replies.status === 'ready' ? suitedFirst(replies.data, categoryId).filter((reply) => matchesCannedReply(reply, query)) : [];
  // A choice the search has hidden is no choice: Enter in the search box never inserts something unseen.
  const chosen = shown.find((reply) => reply.id === chosenId) ?? null;
  const fill = (text: string) => fillCannedReply(text, { ...inquiry, number: String(inquiry.number), categoryName: inquiry.categoryName ?? '' });
  const filled = (reply: CannedReply) => fill(reply.body);
  const insert = (how: 'insert' | 'replace') => async () => {
    if (chosen) {
      const { address, rest } = splitAddress(chosen.body);
      onInsert({ address: address === null ? null : fill(address), rest: fill(rest) }, how);
    }
    setOpen(false);
  };

  const start = () => {
    setQuery('');
    setChosenId(null);
    setOpened(true);
    setOpen(true);
  };

  const choices = () => {
    if (replies.status === 'loading') return <LoadingState label="定型文を読み込んでいます…" />;
    if (replies.status === 'error') return <ErrorState message={`定型文を読み込めませんでした。${replies.message}`} onRetry={replies.reload} />;
    if (replies.data.length === 0) return <p className={styles.muted}>定型文はまだありません。テナント管理の「定型文」で登録できます。</p>;
    if (shown.length === 0) return <p className={styles.muted}>{`「${query.trim()}」を含む定型文はありません。`}</p>;
    return (
      <RadioGroup className={styles.choices} aria-label="定型文" value={chosen?.id ?? ''} onChange={(_, data) => setChosenId(data.value)}>
        {shown.map((reply) => (
          <Radio
            key={reply.id}
            value={reply.id}
            label={
              <span className={styles.choice}>
                {reply.title}
                {categoryId !== null && reply.categoryId === categoryId && (
                  <Caption1 className={styles.suits}>{inquiry.categoryName ? `${inquiry.categoryName}向け` : 'この問い合わせのカテゴリ向け'}</Caption1>
                )}
              </span>
            }
          />
        ))}
      </RadioGroup>
    );
  };

  return (
    <>
      <Button icon={<TextBulletListSquareRegular />} onClick={start} disabled={disabled}>
        定型文を挿入
      </Button>
      <ActionDialog
        open={open}
        title="定型文を挿入"
        actionLabel="挿入する"
        ready={chosen !== null}
        check={() => chosen !== null}
        onAction={insert('insert')}
        alternative={replaceable ? { label: '置き換える', onAction: insert('replace') } : undefined}
        onClose={() => setOpen(false)}
      >
        {() => (
          <>
            <SearchBox
              {...JAPANESE_SEARCHBOX}
              aria-label="定型文を検索"
              placeholder="タイトルや本文の言葉で絞り込み"
              value={query}
              onChange={(_, data) => setQuery(data.value)}
            />
            {choices()}
            <section className={styles.preview} aria-labelledby="canned-reply-picker-preview">
              <Subtitle2 as="h3" id="canned-reply-picker-preview">
                プレビュー
              </Subtitle2>
              {chosen ? (
                <p className={styles.previewText}>{filled(chosen)}</p>
              ) : (
                <p className={styles.muted}>定型文を選ぶと、この問い合わせの内容を差し込んだ文章がここに表示されます。</p>
              )}
            </section>
          </>
        )}
      </ActionDialog>
    </>
  );
}
