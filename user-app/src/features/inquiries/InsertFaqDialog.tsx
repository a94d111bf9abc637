import { Body1 } from '@fluentui/react-components';
import { FAQ_LINK_EXCERPT, type FaqLink } from '@madoguchi/shared/contracts';
import { htmlExcerpt } from '@madoguchi/shared/format';
import { useFaqIndex, type FaqIndexEntry } from '@madoguchi/shared/data';
import { ActionDialog, FaqChoice } from '@madoguchi/shared/ui';
import { useState } from 'react';

/** The card a chosen entry becomes in the draft (the server stores its own copy when the reply is sent). */
export function faqLinkOf(entry: FaqIndexEntry): FaqLink {
  return { faqId: entry.id, question: entry.question, excerpt: htmlExcerpt(entry.answerText, FAQ_LINK_EXCERPT) };
}

interface Props {
  tenantId: string;
  open: boolean;
  onClose: () => void;
  onInsert: (link: FaqLink) => void;
}

/** 「FAQを挿入」: find an entry with the FAQ's own search and add it to the reply as a card. */
export function InsertFaqDialog({ tenantId, open, onClose, onInsert }: Props) {
  const [chosen, setChosen] = useState<FaqIndexEntry | null>(null);
  // Loaded when the dialog first opens, not with the inquiry.
  const index = useFaqIndex(open ? tenantId : null);
  return (
    <ActionDialog
      open={open}
      title="FAQを挿入"
      actionLabel="挿入"
      ready={chosen !== null}
      onAction={async () => {
        if (chosen) onInsert(faqLinkOf(chosen));
        setChosen(null);
      }}
      onClose={() => {
        setChosen(null);
        onClose();
      }}
    >
      {(sending) => (
        <>
          <Body1>選んだFAQは返信にカードとして表示され、依頼者はそこから回答全文を開けます。</Body1>
          {open && (
            <FaqChoice
              index={index}
              value={chosen?.id ?? ''}
              onChange={setChosen}
              disabled={sending}
              searchLabel="挿入するFAQを検索"
              choiceLabel="挿入するFAQ"
            />
          )}
        </>
      )}
    </ActionDialog>
  );
}
