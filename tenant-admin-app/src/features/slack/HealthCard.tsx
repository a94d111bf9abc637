import { Body1, Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import type { CheckSlackHealthResult } from '@madoguchi/shared/api';
import * as slackApi from './api/callables';
import { slackRefusalProblem } from '@madoguchi/shared/contracts';
import { errorMessage } from '@madoguchi/shared/data';
import { type SlackIntegration } from '../../lib/api/slackIntegration';
import { useState } from 'react';
import { FactList, whenOf } from './FactList';
import { SettingsSection } from './SettingsSection';

const useStyles = makeStyles({
  bar: { alignSelf: 'stretch' },
  bad: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

interface Props {
  tenantId: string;
  integration: SlackIntegration;
}

function botInChannelText(botInChannel: boolean | null): string {
  if (botInChannel === null) return '既定のチャンネルが選ばれていません';
  return botInChannel ? '参加しています' : '参加していません（Slackで /invite を使ってアプリを招待してください）';
}

/**
 * 接続の状態: what the server last found, and whether Slack's requests are being refused (then every
 * button and command fails, however well posting goes). 今すぐ確認 asks it to check again; the new
 * findings arrive through the live integration document, so only a short word on the check is kept here.
 */
export function HealthCard({ tenantId, integration }: Props) {
  const styles = useStyles();
  const { health } = integration;
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<CheckSlackHealthResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const check = async () => {
    setChecking(true);
    setFailure(null);
    setResult(null);
    try {
      setResult(await slackApi.checkSlackHealth({ tenantId }));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  const bad = (text: string) => <span className={styles.bad}>{text}</span>;
  const refused = slackRefusalProblem(health.refusals, new Date());

  return (
    <SettingsSection id="slack-health-title" title="接続の状態">
      {refused && (
        <MessageBar intent="error" layout="multiline" className={styles.bar}>
          <MessageBarBody>
            <MessageBarTitle>Slackからの操作が届いていません</MessageBarTitle>
            {refused}
          </MessageBarBody>
        </MessageBar>
      )}
      {health.problem && (
        <MessageBar intent="warning" layout="multiline" className={styles.bar}>
          <MessageBarBody>
            <MessageBarTitle>問題があります</MessageBarTitle>
            {health.problem}
            {health.problemAt && `（${whenOf(health.problemAt)}）`}
          </MessageBarBody>
        </MessageBar>
      )}
      <FactList
        facts={[
          { term: 'Slackへのアクセス', detail: health.tokenValid ? '有効です' : bad('無効です（再接続してください）') },
          {
            term: '既定のチャンネルへのアプリの参加',
            detail: health.botInChannel === false ? bad(botInChannelText(false)) : botInChannelText(health.botInChannel),
          },
          {
            term: 'Slackからの操作の受け付け',
            detail: refused && health.refusals ? bad(`拒否しています（最後: ${whenOf(health.refusals.lastAt)}）`) : '拒否はありません',
          },
          { term: '最後にSlackから受け取った日時', detail: whenOf(health.lastEventAt, 'まだありません') },
          { term: '最後にSlackへ投稿した日時', detail: whenOf(health.lastPostAt, 'まだありません') },
          { term: '最後に確認した日時', detail: whenOf(health.checkedAt, 'まだ確認していません') },
        ]}
      />
      <Button icon={<ArrowClockwiseRegular />} onClick={() => void check()} disabled={checking}>
        {checking ? '確認しています…' : '今すぐ確認'}
      </Button>
      {result && (
        <Body1 role="status">
          {result.problem ? `確認しました。${result.problem}` : '確認しました。問題は見つかりませんでした。'}
        </Body1>
      )}
      {failure && (
        <MessageBar intent="error" className={styles.bar}>
          <MessageBarBody>確認できませんでした。{failure}</MessageBarBody>
        </MessageBar>
      )}
    </SettingsSection>
  );
}
