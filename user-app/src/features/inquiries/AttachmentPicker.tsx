import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { AttachRegular, DismissRegular } from '@fluentui/react-icons';
import { attachmentProblem, MAX_ATTACHMENTS } from '@madoguchi/shared/data';
import { useId, useRef } from 'react';
import { formatBytes } from '@madoguchi/shared/format';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground3 },
  hidden: { display: 'none' },
});

interface Props {
  files: File[];
  onChange: (files: File[]) => void;
  /** Problems with files the user picked: they are not added, and the reason is shown. */
  onRefused: (problems: string[]) => void;
  /** null while unknown, false when uploads cannot work (the form says so). */
  available: boolean | null;
  disabled?: boolean;
}

/** Files to attach, checked against the same limits as the server before anything is uploaded. */
export function AttachmentPicker({ files, onChange, onRefused, available, disabled }: Props) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  if (available === false) {
    return (
      <Caption1 className={styles.hint} role="note">
        ファイルのアップロードは現在利用できません(ストレージが起動していません)。本文のみ送信できます。
      </Caption1>
    );
  }

  const add = (picked: FileList | null) => {
    const candidates = [...(picked ?? [])];
    const problems = candidates.map(attachmentProblem).filter((problem): problem is string => problem !== null);
    const accepted = candidates.filter((file) => attachmentProblem(file) === null);
    const room = MAX_ATTACHMENTS - files.length;
    if (accepted.length > room) problems.push(`添付できるファイルは ${MAX_ATTACHMENTS} 件までです。`);
    onRefused(problems);
    onChange([...files, ...accepted.slice(0, Math.max(room, 0))]);
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.root}>
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        multiple
        aria-label="添付ファイルを選択"
        aria-describedby={hintId}
        onChange={(event) => add(event.target.files)}
      />
      <div>
        <Button icon={<AttachRegular />} disabled={disabled || available === null || files.length >= MAX_ATTACHMENTS} onClick={() => input.current?.click()}>
          ファイルを添付
        </Button>
      </div>
      <Caption1 id={hintId} className={styles.hint}>
        画像・PDF・テキスト・Office 文書・ZIP、1 ファイル 10 MB まで、{MAX_ATTACHMENTS} 件まで添付できます。
      </Caption1>
      {files.length > 0 && (
        <ul className={styles.list} aria-label="添付するファイル">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.item}>
              <Body1>
                {file.name}({formatBytes(file.size)})
              </Body1>
              <Button
                appearance="subtle"
                size="small"
                icon={<DismissRegular />}
                aria-label={`${file.name} を外す`}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, other) => other !== index))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
