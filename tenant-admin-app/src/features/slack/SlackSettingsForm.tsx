import { Body1, Field, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import type { SlackChannel } from '@madoguchi/shared/api';
import * as slackApi from './api/callables';
import type { Category } from '@madoguchi/shared/data';
import type { SlackIntegration } from '../../lib/api/slackIntegration';
import { ErrorState, FailureMessage, FormButtons, useSavingForm } from '@madoguchi/shared/ui';
import { useState } from 'react';
import { BodyInChannelSwitch } from './BodyInChannelSwitch';
import { CategoryChannelTable } from './CategoryChannelTable';
import { ChannelPicker, membershipWarning } from './ChannelPicker';
import { RepliesPublicSwitch } from './RepliesPublicSwitch';
import { hasChanges, initialSlackForm, saveRequestOf, slackFormProblems, type SlackFormValues } from './slackForm';
import { StrangerContactField } from './StrangerContactField';
import { TicketEmojiField } from './TicketEmojiField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, alignSelf: 'stretch' },
  picker: { maxWidth: '420px' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  note: { color: tokens.colorNeutralForeground2 },
});

/** Slack's channels as the form gets them: a one-time read with a retry. */
export type ChannelList = { status: 'loading' } | { status: 'ready'; data: SlackChannel[] } | { status: 'error'; message: string };

interface Props {
  tenantId: string;
  integration: SlackIntegration;
  categories: readonly Category[];
  channels: ChannelList;
  onReloadChannels: () => void;
}

/**
 * The default channel, a channel per user category, what the channel sees of inquiries, whether thread
 * replies reach the requester, the reaction that offers an inquiry and the contact line for people registered nowhere. Starts from what is stored and sends the categories whose channel
 * changed; a failed save keeps every choice.
 */
export function SlackSettingsForm({ tenantId, integration, categories, channels, onReloadChannels }: Props) {
  const styles = useStyles();
  // What was last saved: until the live documents catch up, it counts as unchanged.
  const [saved, setSaved] = useState<SlackFormValues | null>(null);
  const { values, errors, failure, saving, change, submit } = useSavingForm<SlackFormValues>({
    initial: initialSlackForm(integration),
    // Only the reaction and the contact line are typed: every channel is picked from Slack's own list, which the server checks again.
    check: slackFormProblems,
    save: async (current, requestId) => {
      await slackApi.saveSlackSettings(saveRequestOf(tenantId, current, categories), requestId);
      setSaved(current);
      notify.info('Slack連携の設定を保存しました。');
    },
  });
  const list = channels.status === 'ready' ? channels.data : null;
  const changed = values !== saved && hasChanges(values, integration, categories);
  const defaultWarning = membershipWarning(list, values.channelId);

  const pickCategoryChannel = (categoryId: string, channelId: string | null) =>
    change('categoryChannels', { ...values.categoryChannels, [categoryId]: channelId });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label="Slack連携の設定" noValidate>
      {channels.status === 'error' && (
        <ErrorState
          message={`Slackのチャンネル一覧を読み込めませんでした。${channels.message} 保存済みのチャンネルはそのまま表示しています。`}
          onRetry={onReloadChannels}
        />
      )}
      <Field
        className={styles.picker}
        label="既定のチャンネル"
        hint={
          channels.status === 'loading'
            ? 'チャンネルの一覧を読み込んでいます…'
            : '新しい問い合わせを投稿するチャンネルです。「指定しない」にすると、投稿先を選んだユーザーカテゴリの問い合わせだけを投稿します。'
        }
        validationState={defaultWarning ? 'warning' : 'none'}
        validationMessage={defaultWarning}
      >
        <ChannelPicker
          value={values.channelId}
          savedName={values.channelId === integration.channelId ? integration.channelName : null}
          channels={list}
          noneLabel="指定しない"
          onChange={(channelId) => change('channelId', channelId)}
          disabled={saving}
        />
      </Field>
      <div className={styles.group}>
        <Subtitle2 as="h3">ユーザーカテゴリごとの投稿先</Subtitle2>
        {categories.length === 0 ? (
          <Body1 className={styles.note}>ユーザーカテゴリはまだありません。すべての問い合わせが既定のチャンネルに投稿されます。</Body1>
        ) : (
          <>
            <Body1 className={styles.note}>
              問い合わせのユーザーカテゴリによって投稿先を変えられます。「既定のチャンネル」のカテゴリは、上で選んだチャンネルに投稿されます。
            </Body1>
            <CategoryChannelTable
              categories={categories}
              values={values}
              channels={list}
              onChange={pickCategoryChannel}
              disabled={saving}
            />
          </>
        )}
      </div>
      <div className={styles.group}>
        <Subtitle2 as="h3">チャンネルに表示する内容</Subtitle2>
        <BodyInChannelSwitch checked={values.hideBodyInChannel} onChange={(checked) => change('hideBodyInChannel', checked)} disabled={saving} />
      </div>
      <div className={styles.group}>
        <Subtitle2 as="h3">Slackでの返信</Subtitle2>
        <RepliesPublicSwitch checked={values.repliesPublic} onChange={(checked) => change('repliesPublic', checked)} disabled={saving} />
      </div>
      <TicketEmojiField
        value={values.ticketEmoji}
        error={errors.ticketEmoji}
        onChange={(ticketEmoji) => change('ticketEmoji', ticketEmoji)}
        disabled={saving}
      />
      <StrangerContactField
        value={values.strangerContact}
        error={errors.strangerContact}
        onChange={(strangerContact) => change('strangerContact', strangerContact)}
        disabled={saving}
      />
      <FailureMessage message={failure} prefix="保存できませんでした。" />
      <FormButtons label="保存" busyLabel="保存中…" busy={saving} ready={changed} />
    </form>
  );
}
