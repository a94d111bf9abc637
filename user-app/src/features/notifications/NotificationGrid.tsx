import { Button, Checkbox, MessageBar, MessageBarBody, Text, makeStyles, mergeClasses, tableHeaderCellClassNames, tokens } from '@fluentui/react-components';
import { PHONE } from '@madoguchi/shared';
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_CHANNELS, errorMessage, notificationEventsFor, type NotificationChannel, type NotificationEvent, type NotificationSettings } from '@madoguchi/shared/data';
import { fetchNotificationSettings, saveNotificationSettings } from './api/notificationSettings';
import { SLACK_NOTIFICATION_EVENTS } from '@madoguchi/shared/contracts';
import { DataTable, ErrorState, LoadingState, type DataTableColumn } from '@madoguchi/shared/ui';
import { useEffect, useState } from 'react';
import { CHANNEL_LABELS, EVENT_LABELS, NOT_ON_SLACK, SLACK_NOTE } from './notificationLabels';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  description: { display: 'block', color: tokens.colorNeutralForeground2 },
  // Three narrow columns leave the event's words room on a phone (390 px): no sideways scrolling.
  channel: {
    width: '96px',
    textAlign: 'center',
    [PHONE]: { width: '56px', paddingLeft: tokens.spacingHorizontalXS, paddingRight: tokens.spacingHorizontalXS },
  },
  // The header's words sit in a flex box of their own: centred there, over the checkboxes.
  channelHeader: { [`& .${tableHeaderCellClassNames.button}`]: { justifyContent: 'center' } },
  none: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; saved: boolean };
type Outcome = { intent: 'success' | 'error'; message: string } | null;

interface Props {
  tenantId: string;
  uid: string;
  isTenantAdmin: boolean;
}

/**
 * The grid of events x channels; shows the server's defaults until the user first saves. Slack carries
 * only what happens to one's own inquiries: the other events show a dash in its column.
 */
export function NotificationGrid({ tenantId, uid, isTenantAdmin }: Props) {
  const styles = useStyles();
  const events = notificationEventsFor(isTenantAdmin);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [settings, setSettings] = useState<NotificationSettings>(DEFAULT_NOTIFICATION_SETTINGS);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    let active = true;
    fetchNotificationSettings(tenantId, uid).then(
      (stored) => {
        if (!active) return;
        setSettings(stored.settings);
        setLoad({ status: 'ready', saved: stored.saved });
      },
      (error: unknown) => active && setLoad({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [tenantId, uid, attempt]);

  const toggle = (event: NotificationEvent, channel: NotificationChannel, on: boolean) => {
    setSettings((current) => ({ ...current, [event]: { ...current[event], [channel]: on } }));
    setDirty(true);
    setOutcome(null);
  };

  const save = async () => {
    setSaving(true);
    setOutcome(null);
    try {
      await saveNotificationSettings(tenantId, uid, events, settings);
      setDirty(false);
      setLoad({ status: 'ready', saved: true });
      setOutcome({ intent: 'success', message: '通知設定を保存しました。' });
    } catch (error) {
      setOutcome({ intent: 'error', message: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  if (load.status === 'loading') return <LoadingState label="通知設定を読み込み中…" />;
  if (load.status === 'error') {
    const retry = () => {
      setLoad({ status: 'loading' });
      setAttempt((count) => count + 1);
    };
    return <ErrorState message={`通知設定を読み込めませんでした。${load.message}`} onRetry={retry} />;
  }

  const columns: DataTableColumn<NotificationEvent>[] = [
    {
      key: 'event',
      header: 'できごと',
      cell: (event) => (
        <>
          <Text weight="semibold">{EVENT_LABELS[event].title}</Text>
          <Text size={200} className={styles.description}>
            {EVENT_LABELS[event].description}
          </Text>
        </>
      ),
    },
    ...NOTIFICATION_CHANNELS.map(
      (channel): DataTableColumn<NotificationEvent> => ({
        key: channel,
        header: CHANNEL_LABELS[channel],
        headerClassName: mergeClasses(styles.channel, styles.channelHeader),
        cellClassName: styles.channel,
        cell: (event) =>
          channel === 'slack' && !SLACK_NOTIFICATION_EVENTS.includes(event) ? (
            // Not a disabled checkbox: there is nothing to choose, so nothing to reach with the keyboard.
            <span role="img" aria-label={NOT_ON_SLACK} title={NOT_ON_SLACK} className={styles.none}>
              —
            </span>
          ) : (
            <Checkbox
              aria-label={`${EVENT_LABELS[event].title}（${CHANNEL_LABELS[channel]}）`}
              checked={settings[event][channel]}
              disabled={saving}
              onChange={(_, data) => toggle(event, channel, data.checked === true)}
            />
          ),
      }),
    ),
  ];

  return (
    <div className={styles.form}>
      {!load.saved && (
        <MessageBar intent="info">
          <MessageBarBody>まだ保存されていないため、標準の設定を表示しています。</MessageBarBody>
        </MessageBar>
      )}
      {/* A grid of checkboxes: kept a grid on a phone, where the columns still fit. */}
      <DataTable aria-label="通知設定" size="medium" stacked={false} columns={columns} rows={events} rowKey={(event) => event} />
      <Text size={200} className={styles.description}>
        {SLACK_NOTE}
      </Text>
      {outcome && (
        <MessageBar intent={outcome.intent}>
          <MessageBarBody>{outcome.message}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={!dirty || saving} onClick={() => void save()}>
          {saving ? '保存中…' : '保存'}
        </Button>
      </div>
    </div>
  );
}
