import { Button } from '@fluentui/react-components';
import { useNavigate } from '@madoguchi/shared/router';
import { Page } from './Page';

// Shared because the shell's unknown paths and every area's (AreaRoutes) show the same page.

/** The not-found page. */
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
