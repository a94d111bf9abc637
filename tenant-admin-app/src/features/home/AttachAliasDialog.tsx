import { Body1, Caption1, Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import { faqApi } from '@madoguchi/shared/api';
import { useFaqIndex, type FaqIndexEntry } from '@madoguchi/shared/data';
import { ActionDialog, ErrorState, LoadingState, useRequestIds } from '@madoguchi/shared/ui';
import { useEffect, useState } from 'react';

/** Entries offered at once: enough to choose from, few enough to read on a phone. */
const OFFERED = 8;

const useStyles = makeStyles({
  choices: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxHeight: '320px', overflowY: 'auto' },
  note: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  tenantId: string;
  /** The search that found nothing; null: closed. */
  query: string | null;
  onClose: () => void;
  /** After the phrasing is attached: the list reloads, and the answered search leaves it. */
  onAttached: () => void;
}

/**
 * Attaches a search that found nothing to the entry that answers it, as another way of asking it
 * (別の言い方): the admin finds the entry with the FAQ's own search, picks it and adds.
 */
export function AttachAliasDialog({ tenantId, query, onClose, onAttached }: Props) {
  const [faqId, setFaqId] = useState('');
  const requestIds = useRequestIds<string>();
  // Kept while the dialog closes, so its text does not change during the closing motion.
  const [shown, setShown] = useState(query ?? '');
  if (query !== null && query !== shown) {
    setShown(query);
    setFaqId('');
  }

  const attach = async () => {
    const key = `${shown}\u0000${faqId}`;
    await faqApi.addFaqAlias({ tenantId, faqId, alias: shown }, requestIds.idFor(key));
    requestIds.done();
    notify.info(`「${shown}」を別の言い方として追加しました。`);
    onAttached();
  };

  return (
    <ActionDialog
      open={query !== null}
      title="既存のFAQに別の言い方として追加"
      actionLabel="追加"
      busyLabel="追加しています…"
      failurePrefix="追加できませんでした。"
      ready={faqId !== ''}
      onAction={attach}
      onClose={onClose}
    >
      {(sending) => (
        <>
          <Body1>
            「{shown}」で検索した人に、選んだFAQが見つかるようになります。
          </Body1>
          {query !== null && <FaqChoice tenantId={tenantId} value={faqId} onChange={setFaqId} disabled={sending} />}
        </>
      )}
    </ActionDialog>
  );
}

/** The entries to choose from: the FAQ's own search over every published entry. */
function FaqChoice({ tenantId, value, onChange, disabled }: { tenantId: string; value: string; onChange: (faqId: string) => void; disabled: boolean }) {
  const styles = useStyles();
  const index = useFaqIndex(tenantId);
  const [text, setText] = useState('');
  const finder = index.status === 'ready' ? index.data : null;
  // A blank box offers the first entries at once; while a search runs, the last answer stays (no flicker).
  const [searched, setSearched] = useState<{ entries: FaqIndexEntry[] } | null>(null);
  useEffect(() => {
    if (!finder || !text.trim()) return undefined;
    let current = true;
    void finder.search(text, OFFERED).then((entries) => current && setSearched({ entries }));
    return () => {
      current = false;
    };
  }, [finder, text]);
  const first = finder?.entries.slice(0, OFFERED) ?? null;
  const found = !text.trim() ? first : (searched?.entries ?? first);

  if (index.status === 'error') return <ErrorState message={`FAQを読み込めませんでした。${index.message}`} />;
  return (
    <>
      <Field label="追加先のFAQを検索">
        <Input type="search" value={text} onChange={(_, data) => setText(data.value)} disabled={disabled} />
      </Field>
      {found === null ? (
        <LoadingState label="FAQを読み込んでいます…" />
      ) : found.length === 0 ? (
        <Caption1 className={styles.note}>該当する公開中のFAQがありません。言葉を変えて検索するか、新しいFAQを作成してください。</Caption1>
      ) : (
        <RadioGroup aria-label="追加先のFAQ" className={styles.choices} value={value} onChange={(_, data) => onChange(data.value)} disabled={disabled}>
          {found.map((entry) => (
            <Radio key={entry.id} value={entry.id} label={entry.question} />
          ))}
        </RadioGroup>
      )}
    </>
  );
}
