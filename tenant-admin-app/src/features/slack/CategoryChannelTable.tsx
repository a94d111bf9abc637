import { Field, makeStyles } from '@fluentui/react-components';
import { DataTable, type DataTableColumn } from '@madoguchi/shared/ui';
import type { SlackChannel } from '@madoguchi/shared/api';
import type { Category } from '@madoguchi/shared/data';
import { ChannelPicker, membershipWarning } from './ChannelPicker';
import { categoryChannelOf, type SlackFormValues } from './slackForm';

const useStyles = makeStyles({
  table: { maxWidth: '760px' },
  name: { width: '35%' },
});

/** The category picker's accessible name (the e2e test picks by it). */
export const categoryPickerLabel = (category: Category) => `${category.name}の投稿先チャンネル`;

interface Props {
  categories: readonly Category[];
  values: SlackFormValues;
  channels: readonly SlackChannel[] | null;
  onChange: (categoryId: string, channelId: string | null) => void;
  disabled: boolean;
}

/** One channel per user category; 既定のチャンネル sends its inquiries where the others go. */
export function CategoryChannelTable({ categories, values, channels, onChange, disabled }: Props) {
  const styles = useStyles();
  const columns: DataTableColumn<Category>[] = [
    { key: 'name', header: 'ユーザーカテゴリ', headerClassName: styles.name, cell: (category) => category.name },
    {
      key: 'channel',
      header: '投稿先チャンネル',
      label: '投稿先チャンネル',
      cell: (category) => {
        const channelId = categoryChannelOf(values, category);
        const warning = membershipWarning(channels, channelId);
        return (
          <Field validationState={warning ? 'warning' : 'none'} validationMessage={warning}>
            <ChannelPicker
              aria-label={categoryPickerLabel(category)}
              value={channelId}
              savedName={channelId === category.slackChannelId ? category.slackChannelName : null}
              channels={channels}
              noneLabel="既定のチャンネル"
              onChange={(id) => onChange(category.id, id)}
              disabled={disabled}
            />
          </Field>
        );
      },
    },
  ];
  return (
    <DataTable aria-label="ユーザーカテゴリごとの投稿先" className={styles.table} columns={columns} rows={categories} rowKey={(category) => category.id} />
  );
}
