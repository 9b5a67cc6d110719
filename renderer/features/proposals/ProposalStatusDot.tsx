import { Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissCircleFilled } from '@fluentui/react-icons';
import { proposalStatusLabel } from '../../../shared/contract/proposals/proposals.schema.js';
import type { DetailStatus } from '../../components/detail/DetailScreen.js';

export type StatusTone = 'blue' | 'orange' | 'yellow' | 'red' | 'lost';

export interface StatusLook {
  tone: StatusTone;
  /** Always shown beside the dot: status is never colour alone. */
  label: string;
  /** The working status with its reason ("Customer contacted - Quoted"). */
  detail: string;
}

interface StatusFacts {
  status: string | null;
  statusReason: string | null;
  policyStatus: string | null;
}

/**
 * The colour rules of the proposal lists (FIELDS.md "Shared lead status block"): issued policy blue,
 * policy generated orange, Un Attended (or none) red, contacted but not picked up yellow, Lost a red
 * cross, any other working status orange.
 */
export function statusLook({ status, statusReason, policyStatus }: StatusFacts): StatusLook {
  const label = proposalStatusLabel(status || 'Un Attended');
  const detail = statusReason ? `${label} - ${statusReason}` : label;
  if (policyStatus === 'Active') return { tone: 'blue', label: proposalStatusLabel('Policy paid and Issued'), detail };
  // A policy that is not (or no longer) in force: the issued one expired or was cancelled, or it waits for the insurer.
  if (policyStatus) return { tone: 'orange', label: policyStatus === 'Pending' ? proposalStatusLabel('Policy paid and Pending issue') : `Policy ${policyStatus.toLowerCase()}`, detail };
  if (!status || status === 'Un Attended') return { tone: 'red', label, detail };
  if (status === 'Lost') return { tone: 'lost', label: detail, detail };
  if (status === 'Customer contacted' && statusReason === 'Didn’t pick up') return { tone: 'yellow', label: detail, detail };
  return { tone: 'orange', label, detail };
}

/** The badge colour of the detail header for the same rules. */
export function statusBadge(facts: StatusFacts): DetailStatus {
  const look = statusLook(facts);
  const color = { blue: 'brand', orange: 'warning', yellow: 'warning', red: 'danger', lost: 'danger' } as const;
  return { label: look.label, color: color[look.tone] };
}

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  dot: { width: '10px', height: '10px', borderRadius: tokens.borderRadiusCircular, flexShrink: 0 },
  blue: { backgroundColor: tokens.colorPaletteBlueBorderActive },
  orange: { backgroundColor: tokens.colorPaletteDarkOrangeBorderActive },
  yellow: { backgroundColor: tokens.colorPaletteYellowBorderActive },
  red: { backgroundColor: tokens.colorPaletteRedBorderActive },
  lost: { color: tokens.colorPaletteRedForeground1 },
});

/** The coloured dot with its label; the tooltip gives "status - reason". */
export function ProposalStatusDot(facts: StatusFacts) {
  const styles = useStyles();
  const look = statusLook(facts);
  return (
    <Tooltip content={look.detail} relationship="description">
      <span className={styles.root} data-tone={look.tone}>
        {look.tone === 'lost' ? (
          <DismissCircleFilled className={styles.lost} aria-hidden />
        ) : (
          <span className={mergeClasses(styles.dot, styles[look.tone])} aria-hidden />
        )}
        {look.label}
      </span>
    </Tooltip>
  );
}
