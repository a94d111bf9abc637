import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DocumentArrowUpRegular, FolderOpenRegular } from '@fluentui/react-icons';
import { formatBytes } from '@madoguchi/shared/format';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { centredStack } from '@madoguchi/shared/ui';

const useStyles = makeStyles({
  zone: {
    ...centredStack,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  over: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  muted: { color: tokens.colorNeutralForeground2 },
  // The browser's own control stays in the page for the button to open, but is never shown.
  input: { display: 'none' },
});

/** Whether a drag carries files (not text or a link dragged from the page). */
const carriesFiles = (event: { dataTransfer: DataTransfer | null }) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

interface Props {
  /** The file chosen so far, shown by name and size. */
  chosen: File | null;
  disabled: boolean;
  /** Every file chosen or dropped at once; the page decides what to make of them. */
  onFiles: (files: File[]) => void;
}

/**
 * Where the CSV file is chosen: a 「ファイルを選択」 button (keyboard and screen readers use it) or a
 * file dropped on the zone. The browser's own file control, in English, is hidden behind the button.
 */
export function CsvDropZone({ chosen, disabled, onFiles }: Props) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  // A file dropped beside the zone would make the browser open it in place of the app, losing the page.
  useEffect(() => {
    const keep = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  const accept = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event) || disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const leave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      role="group"
      aria-label="CSVファイルの選択"
      className={mergeClasses(styles.zone, over && styles.over)}
      onDragEnter={accept}
      onDragOver={accept}
      onDragLeave={leave}
      onDrop={drop}
    >
      <DocumentArrowUpRegular className={styles.icon} aria-hidden />
      <Text weight="semibold">{over ? 'ここにドロップしてください' : 'CSVファイルをここにドラッグ＆ドロップ'}</Text>
      <Text className={styles.muted}>または</Text>
      <Button icon={<FolderOpenRegular />} disabled={disabled} onClick={() => input.current?.click()}>
        ファイルを選択
      </Button>
      <Text className={styles.muted} aria-live="polite">
        {chosen ? `選択中のファイル: ${chosen.name}（${formatBytes(chosen.size)}）` : 'ファイルはまだ選ばれていません。'}
      </Text>
      <input
        ref={input}
        className={styles.input}
        type="file"
        accept=".csv,text/csv"
        aria-label="CSVファイル"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // Choosing the same file again (after fixing it in Excel) must count as a new choice.
          event.target.value = '';
        }}
      />
    </div>
  );
}
