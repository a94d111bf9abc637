import { Dropdown, Option } from '@fluentui/react-components';
import type { SlackChannel } from '@madoguchi/shared/api';
import { JAPANESE_DROPDOWN } from '@madoguchi/shared/ui';

/** The choice of no channel of its own. Slack channel ids are upper-case letters and digits, so none is this. */
const NONE = '__none__';

export const channelLabel = (channel: Pick<SlackChannel, 'name' | 'isPrivate'>) =>
  `#${channel.name}${channel.isPrivate ? '（非公開）' : ''}`;

/** The warning for a chosen channel the app cannot post to yet; null when it can (or it is not known). */
export function membershipWarning(channels: readonly SlackChannel[] | null, channelId: string | null): string | null {
  const channel = channelId ? channels?.find((candidate) => candidate.id === channelId) : undefined;
  if (!channel || channel.isMember) return null;
  return `アプリが #${channel.name} に参加していないため、投稿できません。Slackでこのチャンネルを開き、/invite でアプリを招待してください。`;
}

interface Props {
  value: string | null;
  /** The stored channel's name, shown while the list is not there (not loaded, or it failed). */
  savedName: string | null;
  /** Slack's channels; null while they are not available (the picker then only shows the value). */
  channels: readonly SlackChannel[] | null;
  /** The first option, for null. */
  noneLabel: string;
  onChange: (channelId: string | null) => void;
  disabled?: boolean;
  /** When no Field labels the picker (a table row). */
  'aria-label'?: string;
}

/** A Slack channel or none; private channels and channels the app is not in are marked. */
export function ChannelPicker({ value, savedName, channels, noneLabel, onChange, disabled, 'aria-label': ariaLabel }: Props) {
  const chosen = value ? channels?.find((channel) => channel.id === value) : undefined;
  const shown = value === null ? noneLabel : chosen ? channelLabel(chosen) : savedName ? `#${savedName}` : value;
  return (
    <Dropdown
      {...JAPANESE_DROPDOWN}
      aria-label={ariaLabel}
      value={shown}
      selectedOptions={[value ?? NONE]}
      onOptionSelect={(_, data) => onChange(data.optionValue === NONE || !data.optionValue ? null : data.optionValue)}
      disabled={disabled || channels === null}
    >
      <Option value={NONE}>{noneLabel}</Option>
      {(channels ?? []).map((channel) => (
        <Option key={channel.id} value={channel.id} text={channelLabel(channel)}>
          {channelLabel(channel)}
          {!channel.isMember && '（アプリ未参加）'}
        </Option>
      ))}
    </Dropdown>
  );
}
