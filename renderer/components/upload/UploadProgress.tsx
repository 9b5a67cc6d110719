import { Caption1, ProgressBar, makeStyles, tokens, type ProgressBarProps } from '@fluentui/react-components';

const useStyles = makeStyles({ root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: '160px' } });

/** One file's upload progress: the bar (named "<file> progress") and its rounded percent. */
export function UploadProgress({ fileName, percent, color = 'brand' }: { fileName: string; percent: number; color?: ProgressBarProps['color'] }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <ProgressBar value={percent / 100} thickness="large" color={color} aria-label={`${fileName} progress`} />
      <Caption1>{percent}%</Caption1>
    </div>
  );
}
