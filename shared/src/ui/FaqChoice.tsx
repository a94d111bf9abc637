import { Caption1, Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { FaqFinder, FaqIndexEntry, LiveData } from '../data';
import { ErrorState, LoadingState } from './states';

/** Entries offered at once: enough to choose from, few enough to read on a phone. */
const OFFERED = 8;

const useStyles = makeStyles({
  choices: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxHeight: '320px', overflowY: 'auto' },
  note: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  /** The FAQ to choose from (useFaqIndex of the tenant; given, so this module carries no Firestore code). */
  index: LiveData<FaqFinder>;
  /** The chosen entry's id; '' for none. */
  value: string;
  onChange: (entry: FaqIndexEntry) => void;
  disabled: boolean;
  /** The search box's label (「追加先のFAQを検索」). */
  searchLabel: string;
  /** The list's name for screen readers (「追加先のFAQ」). */
  choiceLabel: string;
}

/**
 * One published FAQ entry, found with the FAQ's own search (the admin's index: every published entry)
 * and chosen from a short list: the admin home's 「既存のFAQに追加」 and the reply box's 「FAQを挿入」.
 */
export function FaqChoice({ index, value, onChange, disabled, searchLabel, choiceLabel }: Props) {
  const styles = useStyles();
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
      <Field label={searchLabel}>
        <Input type="search" value={text} onChange={(_, data) => setText(data.value)} disabled={disabled} />
      </Field>
      {found === null ? (
        <LoadingState label="FAQを読み込んでいます…" />
      ) : found.length === 0 ? (
        <Caption1 className={styles.note}>該当する公開中のFAQがありません。言葉を変えて検索するか、新しいFAQを作成してください。</Caption1>
      ) : (
        <RadioGroup
          aria-label={choiceLabel}
          className={styles.choices}
          value={value}
          disabled={disabled}
          onChange={(_, data) => {
            const entry = found.find((candidate) => candidate.id === data.value);
            if (entry) onChange(entry);
          }}
        >
          {found.map((entry) => (
            <Radio key={entry.id} value={entry.id} label={entry.question} />
          ))}
        </RadioGroup>
      )}
    </>
  );
}
