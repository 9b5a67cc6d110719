import { ProgressBar, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({ root: { position: 'sticky', top: 0, zIndex: 1 } });

/** The thin bar shown while a lazy page or a refetch is on its way. */
export function PageProgress({ label = 'Loading' }: { label?: string }) {
  const styles = useStyles();
  return <ProgressBar className={styles.root} thickness="medium" aria-label={label} />;
}
