import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from '@madoguchi/shared/router';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorBrandBackground2,
  },
});

/** The simple layout (docs/product.md#layouts): no header, content centred. */
export function SimpleLayout() {
  const styles = useStyles();
  return (
    <main className={styles.root}>
      <Outlet />
    </main>
  );
}
