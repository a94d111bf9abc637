import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** Marks a screen whose content arrives in a later release. */
export function PreparingNotice() {
  return (
    <MessageBar intent="info">
      <MessageBarBody>この画面は準備中です。公開までしばらくお待ちください。</MessageBarBody>
    </MessageBar>
  );
}
