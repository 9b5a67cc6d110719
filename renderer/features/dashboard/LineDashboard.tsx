import { Body1, Caption1, Card, Field, Select, Tab, TabList, Title2, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { LineChart, VerticalBarChart } from '@fluentui/react-charts';
import { useNavigate } from 'react-router-dom';
import type { DashboardCounters, DashboardLine } from '../../../shared/contract/dashboard/dashboard.schema.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { formatAed } from '../../../shared/domain/format.js';
import { useCan } from '../../app/useCan.js';
import { AppLink } from '../../components/AppLink.js';
import { ChartCard } from '../../components/charts/ChartCard.js';
import { errorText } from '../../components/errorText.js';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.js';
import { dayRange, rangeProblem } from '../../components/list/dayRange.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';
import { HEALTH_PROPOSALS_PATH } from '../health-proposals/public.js';
import { AgentFilter } from '../proposals/public.js';
import {
  useGetDashboardAgentAnalysisQuery, useGetDashboardCountersQuery, useGetDashboardInsurerProposalsQuery, useGetDashboardPremiumsQuery,
  useGetDashboardQuoteSourcesQuery, useGetDashboardSalesMonthsQuery, type DashboardArgs,
} from './dashboardApi.js';
import { PERIODS, periodDays, type Period } from './dashboardPeriod.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  tiles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: tokens.spacingHorizontalM },
  tile: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  charts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))', gap: tokens.spacingHorizontalL },
});

export const LINE_LABELS: Record<DashboardLine, string> = { motor: 'Motor', health: 'Health' };
/** Where a line's proposals list is: a chart's bar opens it with the bar's filter. */
const PROPOSALS_PATHS: Record<DashboardLine, string> = { motor: '/proposals', health: HEALTH_PROPOSALS_PATH };
const PALETTE = [tokens.colorPaletteBlueBorderActive, tokens.colorPaletteTealBorderActive, tokens.colorPaletteMarigoldBorderActive, tokens.colorPalettePurpleBorderActive, tokens.colorPaletteRedBorderActive, tokens.colorPaletteGreenBorderActive];

const count = (value: number) => value.toLocaleString('en-US');
/** "2 h 05 min", "35 min". */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '-';
  const whole = Math.round(minutes);
  return whole < 60 ? `${whole} min` : `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min`;
}

/** FIELDS.md's counter tiles, in its order. */
function tilesOf(counters: DashboardCounters): Array<[string, string]> {
  return [
    ['Conversion Ratio', `${counters.policyToProposalRatio.toFixed(2)} %`],
    ['No. of Proposal', count(counters.totalProposals)],
    ['No. of Actual Proposal', count(counters.totalActualProposals)],
    ['No. of Leads', count(counters.totalLeads)],
    ['Average time to Attend', formatMinutes(counters.averageAttendMinutes)],
    ['No. of Policy', count(counters.totalPolicies)],
    ['Total Premium (AED)', formatAed(counters.totalPremiumFils)],
    ['Average Premium (AED)', formatAed(counters.averagePremiumFils)],
    // The Net Commission and agent's commission tiles wait for the sale's breakdown kept on the
    // policy: the dashboards' figures and the commission statement's must be the same numbers.
  ];
}

/**
 * `/` for staff with dashboard access: one line's figures (motor or health, the selector kept per
 * user by the caller), filtered by a date preset or range and an agent. Every chart has its table;
 * an agent's bar opens the line's proposals list filtered by that agent and the same days.
 */
export function LineDashboard({ line, onLine }: { line: DashboardLine; onLine: (line: DashboardLine) => void }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const canPickAgent = useCan('supervisor');
  const filters = useUrlFilters();
  const period = filters.value<Period>('period', PERIODS, 'All');
  const custom = { from: filters.day('from'), to: filters.day('to') };
  const days = period === 'Custom' ? custom : periodDays(period, todayInDubai());
  const problem = period === 'Custom' ? rangeProblem(custom.from, custom.to) : undefined;
  const agentId = canPickAgent ? filters.text('agent') || undefined : undefined;
  const args: DashboardArgs = { line, filter: { ...(problem ? {} : dayRange(days.from, days.to)), ...(agentId && { agentId }) } };
  const options = { refetchOnMountOrArgChange: true } as const;

  const counters = useGetDashboardCountersQuery(args, options);
  const insurers = useGetDashboardInsurerProposalsQuery(args, options);
  const months = useGetDashboardSalesMonthsQuery(args, options);
  const sources = useGetDashboardQuoteSourcesQuery(args, options);
  const premiums = useGetDashboardPremiumsQuery(args, options);
  const agents = useGetDashboardAgentAnalysisQuery(args, options);
  const failed = (query: { error?: unknown }) => (query.error ? errorText(query.error) : undefined);

  /** The line's proposals of one agent over the same days: where an agent's bar and name lead. */
  const agentProposals = (id: string | null) => {
    const search = new URLSearchParams({ ...(days.from && { from: days.from }), ...(days.to && { to: days.to }), ...(id && { agent: id }) });
    return `${PROPOSALS_PATHS[line]}?${search.toString()}`;
  };

  return (
    <section className={styles.root}>
      <Title2 as="h1">{`${LINE_LABELS[line]} dashboard`}</Title2>
      <TabList selectedValue={line} onTabSelect={(_, data) => onLine(data.value as DashboardLine)} aria-label="Line">
        {(Object.keys(LINE_LABELS) as DashboardLine[]).map((key) => <Tab key={key} value={key}>{LINE_LABELS[key]}</Tab>)}
      </TabList>
      <div className={styles.filters}>
        <Field label="Period">
          <Select value={period} onChange={(_, data) => filters.set('period', data.value, 'All')}>
            {PERIODS.map((option) => <option key={option} value={option}>{option}</option>)}
          </Select>
        </Field>
        {period === 'Custom' ? (
          <DateRangeFilter from={custom.from} to={custom.to} onFrom={(day) => filters.set('from', day)} onTo={(day) => filters.set('to', day)} />
        ) : null}
        {canPickAgent ? <AgentFilter value={agentId ?? ''} onChange={(id) => filters.set('agent', id)} /> : null}
      </div>

      {counters.error ? <Caption1 role="alert">{errorText(counters.error)}</Caption1> : null}
      <div className={styles.tiles} aria-busy={counters.isFetching}>
        {counters.data ? tilesOf(counters.data).map(([label, value]) => (
          <Card key={label} className={styles.tile}>
            <Caption1>{label}</Caption1>
            <Title3 as="p">{value}</Title3>
          </Card>
        )) : null}
      </div>

      <div className={styles.charts}>
        <ChartCard
          title="Insurance company proposals and policies"
          rows={insurers.data}
          error={failed(insurers)}
          getRowId={(row) => row.companyId ?? row.companyName}
          empty="No insurer quoted a proposal of this period."
          columns={[
            { id: 'company', header: 'Company Name', render: (row) => row.companyName },
            { id: 'proposals', header: 'No of Proposals', numeric: true, render: (row) => count(row.proposals) },
            { id: 'policies', header: 'No of Policies', numeric: true, render: (row) => count(row.policies) },
            { id: 'ratio', header: 'Conversion Ratio', numeric: true, render: (row) => `${row.conversionRatio.toFixed(2)} %` },
            { id: 'premium', header: 'Premium', numeric: true, render: (row) => formatAed(row.premiumFils) },
          ]}
          chart={(rows, parent) => (
            <VerticalBarChart
              parentRef={parent}
              chartTitle="Policies per insurer"
              data={rows.map((row, index) => ({ x: row.companyName, y: row.policies, legend: row.companyName, color: PALETTE[index % PALETTE.length]! }))}
              hideLegend
            />
          )}
        />
        <ChartCard
          title="Sales movement (last 6 months)"
          rows={months.data}
          error={failed(months)}
          getRowId={(row) => row.month}
          empty="No months to show."
          columns={[
            { id: 'month', header: 'Month', render: (row) => row.month },
            { id: 'policies', header: 'No. of Policy Issued', numeric: true, render: (row) => count(row.policies) },
            { id: 'premium', header: 'Premium', numeric: true, render: (row) => formatAed(row.premiumFils) },
          ]}
          chart={(rows, parent) => (
            <LineChart
              parentRef={parent}
              data={{
                chartTitle: 'Policies issued per month',
                lineChartData: [{ legend: 'No. of Policy Issued', color: PALETTE[0]!, data: rows.map((row) => ({ x: new Date(`${row.month}-01T00:00:00Z`), y: row.policies })) }],
              }}
            />
          )}
        />
        <ChartCard
          title="Proposal source"
          rows={sources.data}
          error={failed(sources)}
          getRowId={(row) => row.source}
          empty="No proposals in this period."
          columns={[
            { id: 'source', header: 'Source Name', render: (row) => row.source },
            { id: 'count', header: 'Proposals', numeric: true, render: (row) => count(row.count) },
          ]}
          chart={(rows, parent) => (
            <VerticalBarChart
              parentRef={parent}
              chartTitle="Proposals per source"
              data={rows.map((row, index) => ({ x: row.source, y: row.count, legend: row.source, color: PALETTE[index % PALETTE.length]! }))}
              hideLegend
            />
          )}
        />
        <ChartCard
          title="Premium per product"
          rows={premiums.data}
          error={failed(premiums)}
          getRowId={(row) => row.product}
          empty="No policies in this period."
          columns={[
            { id: 'product', header: 'Product', render: (row) => row.product },
            { id: 'policies', header: 'Policies', numeric: true, render: (row) => count(row.policies) },
            { id: 'total', header: 'Total Premium', numeric: true, render: (row) => formatAed(row.totalPremiumFils) },
            { id: 'average', header: 'Average Premium', numeric: true, render: (row) => formatAed(row.averagePremiumFils) },
          ]}
          chart={(rows, parent) => (
            <VerticalBarChart
              parentRef={parent}
              chartTitle="Total premium per product (AED)"
              data={rows.map((row, index) => ({ x: row.product, y: row.totalPremiumFils / 100, legend: row.product, color: PALETTE[index % PALETTE.length]! }))}
              hideLegend
            />
          )}
        />
        <ChartCard
          title="Agent wise information"
          rows={agents.data}
          error={failed(agents)}
          getRowId={(row) => row.agentId ?? row.agentName}
          empty="No agent has proposals in this period."
          columns={[
            { id: 'agent', header: 'Agent', render: (row) => <AppLink to={agentProposals(row.agentId)}>{row.agentName}</AppLink> },
            { id: 'proposals', header: 'Number of proposals', numeric: true, render: (row) => count(row.proposals) },
            { id: 'policies', header: 'Number of policies', numeric: true, render: (row) => count(row.policies) },
            { id: 'premium', header: 'Premium', numeric: true, render: (row) => formatAed(row.premiumFils) },
            { id: 'ratio', header: 'Conversion Ratio', numeric: true, render: (row) => `${row.conversionRatio.toFixed(2)} %` },
          ]}
          chart={(rows, parent) => (
            <>
              <Body1>Select an agent's bar to open their proposals.</Body1>
              <VerticalBarChart
                parentRef={parent}
                chartTitle="Proposals per agent"
                data={rows.map((row, index) => ({
                  x: row.agentName, y: row.proposals, legend: row.agentName, color: PALETTE[index % PALETTE.length]!, onClick: () => void navigate(agentProposals(row.agentId)),
                }))}
                hideLegend
              />
            </>
          )}
        />
      </div>
    </section>
  );
}
