import { Body1 } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import * as faqApi from './api/callables';
import { useFaqIndex } from '@madoguchi/shared/data';
import { ActionDialog, FaqChoice, useRequestIds } from '@madoguchi/shared/ui';
import { useState } from 'react';

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
  // Loaded when the dialog opens, not with the admin home.
  const index = useFaqIndex(query !== null ? tenantId : null);
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
          {query !== null && (
            <FaqChoice index={index} value={faqId} onChange={(entry) => setFaqId(entry.id)} disabled={sending} searchLabel="追加先のFAQを検索" choiceLabel="追加先のFAQ" />
          )}
        </>
      )}
    </ActionDialog>
  );
}
