import { Button, Dropdown, Field, MessageBar, MessageBarBody, Option } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { notify } from '@madoguchi/shared';
import * as tenantAdminApi from './api/callables';
import { useFetched, type Category } from '@madoguchi/shared/data';
import { fetchCategoryUsage } from './api/categoryAdmin';
import { ActionDialog, DELETION, JAPANESE_DROPDOWN, LoadingState, useRequestIds } from '@madoguchi/shared/ui';
import { useState } from 'react';
import { CategoryUsageList } from './CategoryUsageList';

/** The "カテゴリなし" choice. Firestore reserves ids like __x__, so no category can have this one. */
const NO_CATEGORY = '__none__';

interface Props {
  tenantId: string;
  category: Category;
  /** Where its users, FAQ entries and inquiries may go. */
  others: readonly Category[];
  onDeleted: () => void;
}

function deletedMessage(name: string, moved: number, targetName: string | null, faqsDrafted: number): string {
  const deleted = `ユーザーカテゴリ「${name}」を削除しました。`;
  if (moved === 0) return deleted;
  const count = `${moved.toLocaleString('ja-JP')}件`;
  const result = targetName ? `${deleted}${count}を「${targetName}」に移しました。` : `${deleted}${count}からカテゴリの指定を外しました。`;
  return faqsDrafted > 0
    ? `${result}このカテゴリだけに公開していたよくある質問${faqsDrafted.toLocaleString('ja-JP')}件を下書きに戻しました。公開範囲を選び直してから公開してください。`
    : result;
}

/**
 * 削除 with reassignment: shows what uses the category and asks where it goes (another category or
 * none) before calling deleteCategory. A category nothing uses is deleted without asking.
 */
export function DeleteCategoryDialog({ tenantId, category, others, onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<string | null>(null);
  const [targetMissing, setTargetMissing] = useState(false);
  // One request id per choice of target, so a retry after a time-out deletes (and moves) once.
  const requestIds = useRequestIds<string>();
  // Counted each time the dialog opens, so the numbers are current.
  const usage = useFetched(open ? `${tenantId}/${category.id}` : null, () => fetchCategoryUsage(tenantId, category.id));
  const unused = usage.status === 'ready' && usage.data.users + usage.data.faqs + usage.data.inquiries === 0;
  // Without counts, removing the category may take FAQ entries shown only to it back to the drafts.
  const mayDraftFaqs = usage.status === 'error' || (usage.status === 'ready' && usage.data.faqs > 0);
  const chosen = unused ? NO_CATEGORY : target;

  const start = () => {
    setTarget(null);
    setTargetMissing(false);
    setOpen(true);
  };

  const check = () => {
    setTargetMissing(chosen === null);
    return chosen !== null;
  };

  const remove = async () => {
    if (chosen === null) return;
    const reassignTo = chosen === NO_CATEGORY ? null : chosen;
    const { moved, faqsDrafted } = await tenantAdminApi.deleteCategory({ tenantId, categoryId: category.id, reassignTo }, requestIds.idFor(chosen));
    notify.info(deletedMessage(category.name, moved, others.find((other) => other.id === reassignTo)?.name ?? null, faqsDrafted));
    onDeleted();
  };

  const targetNote = targetMissing
    ? { state: 'error' as const, message: '移動先を選んでください。' }
    : target === NO_CATEGORY && mayDraftFaqs
      ? {
          state: 'warning' as const,
          message: 'このカテゴリだけを公開範囲にしている公開中のよくある質問は、全員に公開されず下書きに戻ります。',
        }
      : null;

  return (
    <>
      <Button icon={<DeleteRegular />} onClick={start}>
        このカテゴリを削除
      </Button>
      <ActionDialog
        open={open}
        title={`「${category.name}」を削除しますか?`}
        {...DELETION}
        ready={usage.status !== 'loading'}
        check={check}
        onAction={remove}
        onClose={() => setOpen(false)}
      >
        {(deleting) => (
          <>
            {usage.status === 'loading' && <LoadingState label="このカテゴリの利用状況を確認しています…" />}
            {usage.status === 'error' && (
              <MessageBar intent="warning">
                <MessageBarBody>利用状況を確認できませんでした（{usage.message}）。削除はできます。</MessageBarBody>
              </MessageBar>
            )}
            {usage.status === 'ready' && <CategoryUsageList usage={usage.data} />}
            {usage.status !== 'loading' && !unused && (
              <Field
                label="移動先"
                required
                hint="このカテゴリのユーザー・よくある質問・問い合わせを移すカテゴリです。"
                validationState={targetNote?.state ?? 'none'}
                validationMessage={targetNote?.message}
              >
                <Dropdown
                  {...JAPANESE_DROPDOWN}
                  placeholder="選択してください"
                  value={target === NO_CATEGORY ? 'カテゴリなし' : (others.find((other) => other.id === target)?.name ?? '')}
                  selectedOptions={target ? [target] : []}
                  onOptionSelect={(_, data) => {
                    setTarget(data.optionValue ?? null);
                    setTargetMissing(false);
                  }}
                  disabled={deleting}
                >
                  {others.map((other) => (
                    <Option key={other.id} value={other.id}>
                      {other.name}
                    </Option>
                  ))}
                  <Option value={NO_CATEGORY}>カテゴリなし</Option>
                </Dropdown>
              </Field>
            )}
            <p>削除すると元に戻せません。</p>
          </>
        )}
      </ActionDialog>
    </>
  );
}
