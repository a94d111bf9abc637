import { Button } from '@fluentui/react-components';
import { useNavigate } from '@madoguchi/shared/router';
import { Page } from './Page';

/** The not-found page, shared so a remote's unknown sub-path looks the same as the shell's. */
export function NotFoundView() {
  const navigate = useNavigate();
  return (
    <Page title="ページが見つかりません" description="お探しのページは移動または削除された可能性があります。">
      <div>
        <Button appearance="primary" onClick={() => navigate('/login')}>
          トップページへ戻る
        </Button>
      </div>
    </Page>
  );
}
