import { Body1, Card, CardHeader, Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { DASHBOARD_LINES, type DashboardLine } from '../../../shared/contract/dashboard/dashboard.schema.js';
import { checkRouteAccess } from '../../../shared/access/checkRouteAccess.js';
import { matchRoute } from '../../../shared/access/matchRoute.js';
import { areas } from '../../app/areas.js';
import { areaPath } from '../../app/defineArea.js';
import { useAppSelector } from '../../app/hooks.js';
import { useCan } from '../../app/useCan.js';
import { selectSessionUser } from '../../app/session/sessionSlice.js';
import { useDocumentTitle } from '../../app/useDocumentTitle.js';
import { AppLink } from '../../components/AppLink.js';
import { LineDashboard } from './LineDashboard.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
});

/** The line a user last chose on their dashboard, kept on this computer for them. */
const lineKey = (userId: string) => `brokerdesk.dashboard.line.${userId}`;
function storedLine(userId: string | undefined): DashboardLine {
  const stored = userId ? localStorage.getItem(lineKey(userId)) : null;
  return (DASHBOARD_LINES as readonly string[]).includes(stored ?? '') ? (stored as DashboardLine) : 'motor';
}

/**
 * `/`: the line dashboards for staff with dashboard access (the line they last chose); for the
 * others a greeting and a card for each area they may open.
 */
export default function Dashboard() {
  const user = useAppSelector(selectSessionUser);
  const canRead = useCan('dashboard.read');
  const [line, setLine] = useState<DashboardLine>(() => storedLine(user?._id));
  useDocumentTitle('Dashboard');
  if (!canRead) return <AreaTiles />;
  return (
    <LineDashboard
      line={line}
      onLine={(next) => {
        if (user) localStorage.setItem(lineKey(user._id), next);
        setLine(next);
      }}
    />
  );
}

/** A greeting and a card for each area the user may open. */
function AreaTiles() {
  const styles = useStyles();
  const user = useAppSelector(selectSessionUser);
  const reachable = areas.filter((area) => {
    const path = areaPath(area);
    return checkRouteAccess(user, matchRoute(path)?.route, path).view;
  });
  return (
    <section className={styles.root}>
      <Title2 as="h1">Welcome, {user?.fullName ?? '-'}</Title2>
      {reachable.length === 0 ? <Body1>No areas are open to your account yet. Ask a supervisor for access.</Body1> : null}
      <div className={styles.cards}>
        {reachable.map((area) => {
          const { name, title, description, icon: Icon } = area;
          return (
            <Card key={name}>
              <CardHeader
                image={<Icon fontSize={24} aria-hidden />}
                header={
                  <Subtitle1 as="h2">
                    <AppLink to={areaPath(area)}>{title}</AppLink>
                  </Subtitle1>
                }
                description={<Body1>{description}</Body1>}
              />
            </Card>
          );
        })}
      </div>
    </section>
  );
}
