import { Badge, Body1, Spinner, Title2, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { RecordRef } from '../../../shared/contract/notifications/index.js';
import { RecordChangedBar } from '../../app/live/RecordChangedBar.js';
import { Forbidden } from '../../app/StatusScreen.js';
import { useDocumentTitle } from '../../app/useDocumentTitle.js';
import { AppLink } from '../AppLink.js';
import { errorStatus, errorText } from '../errorText.js';
import { useDelayedFlag } from '../useDelayedFlag.js';
import { LoadError } from '../LoadError.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalL,
    flexWrap: 'wrap',
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  identity: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  titleRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  meta: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  state: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
  },
});

export interface DetailStatus {
  /** Always shown as text: status is never colour alone. */
  label: string;
  color: NonNullable<BadgeProps['color']>;
}

export interface DetailQueryState {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
  /** When the record shown was fetched (RTK Query's own); a change heard before it is already on screen. */
  fulfilledTimeStamp?: number | undefined;
}

export interface DetailScreenProps {
  query: DetailQueryState;
  /** Whether the record has arrived. */
  loaded: boolean;
  title: string;
  /** Short identity facts under the title (e-mail, reference). */
  meta?: ReactNode[];
  status?: DetailStatus;
  actions?: ReactNode;
  /** Where "Record not found" leads back to. */
  back: { to: string; label: string };
  /** The record shown: when someone else changes it, a bar says so and offers Reload (UX.md §3). */
  record?: RecordRef;
  children?: ReactNode;
}

/**
 * A detail screen: sticky header (identity, status badge with text, actions) over the record's
 * sections or tabs, and "Updated by … – Reload" when someone else changes the record; "Record
 * not found" on 404, the 403 screen when the server refuses the record, an error bar with Retry otherwise.
 *
 * @example <DetailScreen query={result} loaded={Boolean(customer)} title={customer?.fullName ?? 'Customer'} back={{ to: '/customers', label: 'Back to customers' }}>…</DetailScreen>
 */
export function DetailScreen({ query, loaded, title, meta = [], status, actions, back, record, children }: DetailScreenProps) {
  const styles = useStyles();
  const waiting = useDelayedFlag(query.isLoading, 300);
  const notFound = query.isError && errorStatus(query.error) === 404;
  // The route let the user in, but the server refuses the record: one clear 403, nothing to retry.
  const refused = query.isError && errorStatus(query.error) === 403;
  useDocumentTitle(notFound ? 'Record not found' : refused ? 'Not allowed' : title);

  if (refused) return <Forbidden missing={errorText(query.error)} />;

  if (notFound) {
    return (
      <section className={styles.state}>
        <Title2 as="h1">Record not found</Title2>
        <Body1>{errorText(query.error)}</Body1>
        <AppLink to={back.to}>{back.label}</AppLink>
      </section>
    );
  }
  if (!loaded) {
    if (query.isError) {
      return (
        <section className={styles.state}>
          <LoadError error={query.error} onRetry={query.refetch} />
          <AppLink to={back.to}>{back.label}</AppLink>
        </section>
      );
    }
    return <section className={styles.state}>{waiting ? <Spinner size="small" label="Loading…" /> : null}</section>;
  }

  return (
    <section className={styles.root}>
      <header className={styles.header}>
        <div className={styles.identity}>
          <div className={styles.titleRow}>
            <Title2 as="h1">{title}</Title2>
            {status ? (
              <Badge appearance="tint" color={status.color} shape="rounded">
                {status.label}
              </Badge>
            ) : null}
          </div>
          {meta.length > 0 ? (
            <div className={styles.meta}>
              {meta.map((item, index) => (
                <Body1 key={index}>{item}</Body1>
              ))}
            </div>
          ) : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {record ? <RecordChangedBar record={record} shownSince={query.fulfilledTimeStamp} /> : null}
      {query.isError ? <LoadError error={query.error} onRetry={query.refetch} /> : null}
      {children}
    </section>
  );
}
