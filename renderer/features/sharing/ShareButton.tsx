import { Button, type ButtonProps } from '@fluentui/react-components';
import { ShareRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useCan } from '../../app/useCan.js';
import { ShareDialog } from './ShareDialog.js';
import { SHARE_PERMISSION, type ShareLine, type ShareSubject } from './sharingApi.js';
import type { ShareContact } from './ShareDialog.js';

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
  /** The line whose share calls the subject goes through (motor unless said): its right shows the button. */
  line?: ShareLine;
  /** The recipient to prefill, when the proposal is not motor's (the dialog reads a motor proposal's customer itself). */
  contact?: ShareContact;
}

/**
 * A button that opens the share dialog. Hidden from users who may not share the line's quotes (the
 * share calls need `quote.read`, health's `healthQuote.read`).
 *
 * @example <ShareButton subject={{ kind: 'quote', proposalId, quoteId }} title="Share quote QUO-1001">Share Quote</ShareButton>
 */
export function ShareButton({ subject, title, children, disabledReason, size, appearance, line = 'motor', contact }: ShareButtonProps) {
  const canShare = useCan(SHARE_PERMISSION[line]);
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
      {subject ? <ShareDialog open={open} title={title} subject={subject} contact={contact} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
