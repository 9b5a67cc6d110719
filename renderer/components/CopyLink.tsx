import { Button, Caption1, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', minWidth: 0 },
  url: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere', userSelect: 'all' },
});

/**
 * A link staff send to the customer: shown as text (the app opens nothing external) with a Copy
 * button that confirms with "Copied".
 *
 * @example <CopyLink url={payment.paymentUrl} label="Copy payment link" />
 */
export function CopyLink({ url, label = 'Copy link', showUrl = true }: { url: string; label?: string; showUrl?: boolean }) {
  const styles = useStyles();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className={styles.row}>
      {showUrl ? <Caption1 className={styles.url}>{url}</Caption1> : null}
      <Tooltip content={label} relationship="description">
        <Button size="small" icon={copied === 'yes' ? <CheckmarkRegular /> : <CopyRegular />} onClick={() => void copy()}>
          <span aria-live="polite">{copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Copy failed: select the link' : 'Copy'}</span>
        </Button>
      </Tooltip>
    </div>
  );
}
