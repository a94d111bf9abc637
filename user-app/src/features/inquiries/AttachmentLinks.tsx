import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentRegular } from '@fluentui/react-icons';
import { notify } from '@madoguchi/shared';
import type { StoredAttachment } from '@madoguchi/shared/contracts';
import { errorMessage } from '@madoguchi/shared/data';
import { attachmentUrl } from './api/attachments';
import { formatBytes } from '@madoguchi/shared/format';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyle: 'none' },
});

async function open(file: StoredAttachment) {
  try {
    // A fresh, short-lived link per click: storage.rules decide who may read the file.
    window.open(await attachmentUrl(file.path), '_blank', 'noopener');
  } catch (error) {
    notify.error(`「${file.name}」を開けませんでした。${errorMessage(error)}`);
  }
}

/** A message's attachments; each opens (or downloads) in a new tab. */
export function AttachmentLinks({ files }: { files: StoredAttachment[] }) {
  const styles = useStyles();
  if (files.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="添付ファイル">
      {files.map((file) => (
        <li key={file.path}>
          <Button size="small" icon={<DocumentRegular />} onClick={() => void open(file)}>
            {file.name}({formatBytes(file.size)})
          </Button>
        </li>
      ))}
    </ul>
  );
}
