import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { useGetCompanyQuery, yesNo } from '../companies/public.js';
import { healthCompaniesHooks } from '../health-insurance/public.js';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  chips: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  chip: {
    display: 'inline-flex', alignItems: 'center', minHeight: '28px', paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground1, textDecorationLine: 'none',
    ':focus-visible': { outlineStyle: 'solid', outlineWidth: tokens.strokeWidthThick, outlineColor: tokens.colorStrokeFocus2 },
  },
});


/**
 * `/companies/[companyId]/health-insurance`: the chips to the insurer's TPAs (the health tree)
 * and its conditions (loadings), and the card of its health settings (`health_company_settings`,
 * through the health companies list: the settings are edited there).
 */
export default function HealthInsurancePage() {
  const styles = useStyles();
  const { companyId = '' } = useParams();
  const company = useGetCompanyQuery(companyId, { skip: !companyId });
  // The insurer's own settings record (one at most), by the list's company filter; filters ride beside the paging, as in every kit list.
  const filter = { companyId };
  const settings = healthCompaniesHooks.useList({ page: 1, size: 1, sortField: 'createdAt', sortDirection: 'asc', ...filter }, { skip: !companyId });
  const mine = settings.data?.data.find((record) => record.companyId === companyId);
  const health = `/companies/${encodeURIComponent(companyId)}/health-insurance`;
  const record = company.data;
  return (
    <DetailScreen
      query={company}
      loaded={Boolean(record)}
      title={record ? `${record.companyName}: Health insurance` : 'Health insurance'}
      back={{ to: `/companies/${encodeURIComponent(companyId)}`, label: 'Back to the company' }}
      status={mine ? (mine.isActive ? { label: 'Health active', color: 'success' } : { label: 'Health inactive', color: 'subtle' }) : undefined}
    >
      <div className={styles.stack}>
        <nav aria-label="Health insurance sections" className={styles.chips}>
          <RouterLink className={styles.chip} to={`${health}/tpa`}>TPA</RouterLink>
          <RouterLink className={styles.chip} to={`${health}/conditions`}>Conditions</RouterLink>
        </nav>
        {mine ? (
          <FieldList
            title="Health settings"
            items={[
              { label: 'Commission', value: `${mine.commission} %` },
              { label: 'Recommended', value: yesNo(mine.eSanadRecommendation) },
              { label: 'is Active', value: yesNo(mine.isActive) },
            ]}
          />
        ) : settings.isSuccess ? (
          <Body1>This insurer has no health settings yet: add it to the health companies to sell its plans.</Body1>
        ) : null}
      </div>
    </DetailScreen>
  );
}
