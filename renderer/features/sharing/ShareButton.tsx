import { Button, type ButtonProps } from '@fluentui/react-components';
import { ShareRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useCan } from '../../app/useCan.js';
import { ShareDialog } from './ShareDialog.js';
import type { ShareSubject } from './sharingApi.js';

export interface ShareButtonProps {
  /** What the dialog sends; `null` disables the button (nothing chosen yet). */
  subject: ShareSubject | null;
  /** The dialog's title, e.g. "Share quote QUO-1001". */
  title: string;
  children: ReactNode;
  /** Why the button is disabled, shown on hover. */
  disabledReason?: string;
  size?: ButtonProps['size'];
  appearance?: ButtonProps['appearance'];
}

/**
 * A button that opens the share dialog. Hidden from users who may not share quotes (the share
 * calls need `quote.read`).
 *
 * @example <ShareButton subject={{ kind: 'quote', proposalId, quoteId }} title="Share quote QUO-1001">Share Quote</ShareButton>
 */
export function ShareButton({ subject, title, children, disabledReason, size, appearance }: ShareButtonProps) {
  const canShare = useCan('quote.read');
  const [open, setOpen] = useState(false);
  if (!canShare) return null;
  return (
    <>
      <Button
        icon={<ShareRegular />}
        size={size}
        appearance={appearance}
        disabled={!subject}
        title={!subject ? disabledReason : undefined}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      {subject ? <ShareDialog open={open} title={title} subject={subject} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
