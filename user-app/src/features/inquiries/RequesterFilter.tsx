import { Combobox, Field, Option } from '@fluentui/react-components';
import { fetchPerson, searchPeople, useFetched, type Person } from '@madoguchi/shared/data';
import { JAPANESE_COMBOBOX } from '@madoguchi/shared/ui';
import { useEffect, useState } from 'react';

/** People offered at a time: the admin narrows by typing rather than scrolling the whole tenant. */
export const REQUESTER_CHOICES = 20;
/** Typing pauses this long before the directory is asked. */
export const REQUESTER_TYPING_MS = 250;

const ALL = '';

interface Props {
  tenantId: string;
  requesterUid: string | null;
  onChange: (requesterUid: string | null) => void;
}

/** The text once typing has paused. */
function useSettled(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * The tenant admin's requester filter. The directory is read only once the picker is opened, and then
 * only the people whose name or e-mail starts with what was typed, so a page view of the inquiries list
 * costs no user reads however large the tenant; a chosen requester costs one, for their name.
 */
export function RequesterFilter({ tenantId, requesterUid, onChange }: Props) {
  // What the admin typed; null shows the chosen requester's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const prefix = useSettled(typed ?? '', REQUESTER_TYPING_MS);
  const found = useFetched(opened ? `${tenantId}\u0000${prefix}` : null, () => searchPeople(tenantId, prefix, REQUESTER_CHOICES));
  const chosen = useFetched(requesterUid ? `${tenantId}\u0000${requesterUid}` : null, () => fetchPerson(tenantId, requesterUid ?? ''));
  const chosenName = requesterUid && chosen.status === 'ready' ? (chosen.data?.name ?? '（削除されたユーザー）') : '';

  const choices = () => {
    if (found.status === 'loading') return <Option disabled value="loading" text="">読み込んでいます…</Option>;
    if (found.status === 'error') return <Option disabled value="error" text="">ユーザーを読み込めませんでした。もう一度開いてください。</Option>;
    if (found.data.length === 0) return <Option disabled value="none" text="">{`「${prefix}」で始まるユーザーはいません`}</Option>;
    return found.data.map((person: Person) => (
      <Option key={person.uid} value={person.uid} text={person.name}>
        {`${person.name}（${person.email}）`}
      </Option>
    ));
  };

  return (
    <Field label="依頼者">
      <Combobox
        {...JAPANESE_COMBOBOX}
        placeholder="すべて（名前・メールの先頭で検索）"
        value={typed ?? chosenName}
        selectedOptions={requesterUid ? [requesterUid] : []}
        onOpenChange={(_, data) => {
          if (!data.open) return;
          setOpened(true);
          // A failed read is tried again when the list is opened again.
          if (found.status === 'error') found.reload();
        }}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpened(true);
        }}
        onOptionSelect={(_, data) => {
          setTyped(null);
          onChange(data.optionValue || null);
        }}
      >
        <Option value={ALL} text="すべて">
          すべて
        </Option>
        {opened && choices()}
      </Combobox>
    </Field>
  );
}
