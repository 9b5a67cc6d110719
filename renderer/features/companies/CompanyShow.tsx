import {
  Button, Subtitle1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { DeleteRegular, EditRegular, PowerRegular, VehicleCarRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatAed } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { useRouteCan } from '../../app/useRouteCan.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { show } from '../../components/display.js';
import { errorText } from '../../components/errorText.js';
import { GarageNetworkSection } from '../garages/public.js';
import { CompanyBanner } from './CompanyBanner.js';
import { CompanyLogo } from './CompanyLogo.js';
import { companyLabels } from './CompanyInputs.js';
import {
  useGetCompanyQuery, useRemoveCompanyMutation, useSetCompanyStatusMutation, type CompanyRecord,
} from './companiesApi.js';
import { LINE_LABEL, motorPath, percentText, yesNo } from './labels.js';

const useStyles = makeStyles({
  chips: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  scroller: { overflowX: 'auto' },
});

function LineSummary({ company }: { company: CompanyRecord }) {
  const styles = useStyles();
  const m = company.motorInsurance;
  const reduction =
    m.carValueReduction.reductionType === 'percentage'
      ? percentText(m.carValueReduction.reductionValue)
      : `AED ${m.carValueReduction.reductionValue}`;
  const rows = [
    {
      line: 'Motor',
      on: company.motorInsuranceActive,
      reduction,
      tp: percentText(m.commissionThirdparty),
      comp: percentText(m.commissionComprehensive),
      recommended: m.eSanadRecommendation,
      active: m.isActive,
      conditions: String(company.conditionCount),
      plans: String(company.motorPlanCount),
    },
    ...(['health', 'travel', 'land', 'pet'] as const).map((line) => {
      const s = company[`${line}Insurance`];
      return {
        line: LINE_LABEL[line],
        on: company[`${line}InsuranceActive`],
        reduction: '-',
        tp: line === 'pet' ? '-' : s.commissionType === 'fixedPrice' ? `AED ${s.commission}` : percentText(s.commission),
        comp: '-',
        recommended: s.eSanadRecommendation,
        active: s.isActive,
        conditions: '-',
        plans: '-',
      };
    }),
  ].filter((row) => row.on);
  return (
    <section className={styles.section}>
      <Subtitle1 as="h2">Lines</Subtitle1>
      {rows.length === 0 ? (
        <p>This company writes no line yet.</p>
      ) : (
        <div className={styles.scroller}>
          <Table size="small" aria-label="Per-line summary">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Line</TableHeaderCell>
                <TableHeaderCell>Reduction value</TableHeaderCell>
                <TableHeaderCell>Third Party Commission</TableHeaderCell>
                <TableHeaderCell>Comprehensive Commission</TableHeaderCell>
                <TableHeaderCell>Recommended</TableHeaderCell>
                <TableHeaderCell>is Active</TableHeaderCell>
                <TableHeaderCell>Number of conditions</TableHeaderCell>
                <TableHeaderCell>Motor plans</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>{row.reduction}</TableCell>
                  <TableCell>{row.tp}</TableCell>
                  <TableCell>{row.comp}</TableCell>
                  <TableCell>{yesNo(row.recommended)}</TableCell>
                  <TableCell>{yesNo(row.active)}</TableCell>
                  <TableCell className={styles.numeric}>{row.conditions}</TableCell>
                  <TableCell className={styles.numeric}>{row.plans}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}

/** `/companies/[companyId]`: company info, its lines, the per-line summary and the way to its motor pages. */
export default function CompanyShow() {
  const { companyId = '' } = useParams();
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const access = useRouteCan(`/companies/${companyId}`);
  const canMotor = useRouteCan(motorPath(companyId)).view;
  const result = useGetCompanyQuery(companyId);
  const company = result.data;
  const [confirming, setConfirming] = useState<'delete' | 'status' | null>(null);
  const [removeCompany, removal] = useRemoveCompanyMutation();
  const [setStatus, statusChange] = useSetCompanyStatusMutation();

  const remove = async () => {
    if (!company) return;
    const outcome = await removeCompany(company._id);
    setConfirming(null);
    if ('error' in outcome && outcome.error) return notify.error(errorText(outcome.error));
    notify.success(`Company ${company.companyName} deleted`);
    void navigate('/companies');
  };
  const toggle = async () => {
    if (!company) return;
    const outcome = await setStatus({ id: company._id, isActive: !company.isActive });
    setConfirming(null);
    if ('error' in outcome && outcome.error) return notify.error(errorText(outcome.error));
    notify.success(`Company ${company.companyName} ${company.isActive ? 'deactivated' : 'activated'}`);
  };

  return (
    <DetailScreen
      query={result}
      loaded={Boolean(company)}
      title={company ? company.companyName : 'Company'}
      meta={company ? [<CompanyLogo key="logo" companyId={company._id} name={company.companyName} logoUrl={company.logoUrl} size={32} />, show(company.companyEmail), show(company.headquarters)] : []}
      status={company ? (company.isActive ? { label: 'Active', color: 'success' } : { label: 'Inactive', color: 'subtle' }) : undefined}
      back={{ to: '/companies', label: 'Back to companies' }}
      actions={
        company ? (
          <>
            {access.update ? (
              <Button icon={<EditRegular />} onClick={() => void navigate(`/companies/${encodeURIComponent(company._id)}/edit`)}>
                Edit
              </Button>
            ) : null}
            {access.update ? (
              <Button icon={<PowerRegular />} onClick={() => setConfirming('status')}>
                {company.isActive ? 'Deactivate' : 'Activate'}
              </Button>
            ) : null}
            {access.delete ? (
              <Button icon={<DeleteRegular />} onClick={() => setConfirming('delete')}>
                Delete
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {company ? (
        <>
          {company.bannerUrl ? <CompanyBanner companyId={company._id} name={company.companyName} bannerUrl={company.bannerUrl} /> : null}
          {company.motorInsuranceActive && canMotor ? (
            <div className={styles.chips}>
              <Button shape="circular" icon={<VehicleCarRegular />} onClick={() => void navigate(motorPath(company._id))}>
                Motor
              </Button>
            </div>
          ) : null}
          <FieldList
            title="Company info"
            items={[
              { label: companyLabels.companyName, value: company.companyName, dirAuto: true },
              { label: companyLabels.companyEmail, value: company.companyEmail },
              { label: companyLabels.praktoraCompanyName, value: company.praktoraCompanyName },
              { label: companyLabels.contactNo, value: company.contactNo },
              { label: companyLabels.companyWebsite, value: company.companyWebsite },
              { label: companyLabels.companyPortal, value: company.companyPortal },
              { label: companyLabels.headquarters, value: company.headquarters },
              { label: companyLabels.startedYear, value: company.startedYear },
              { label: companyLabels.googlePlaceId, value: company.googlePlaceId },
              { label: 'Road-side assistance number', value: company.motorInsurance.roadSiteAssistNo },
              { label: companyLabels.dec, value: company.dec, dirAuto: true },
            ]}
          />
          <FieldList
            title="Quotes and issuing"
            items={[
              { label: 'Lines written', value: company.lines.map((line) => LINE_LABEL[line]).join(', ') },
              { label: companyLabels.adminFeeFils, value: formatAed(company.adminFeeFils) },
              { label: companyLabels.issuingMode, value: company.issuingMode === 'email' ? 'By e-mail request' : 'Online' },
              ...(company.issuingMode === 'email' ? [{ label: companyLabels.issuingEmail, value: company.issuingEmail }] : []),
            ]}
          />
          <LineSummary company={company} />
          <GarageNetworkSection companyId={company._id} companyName={company.companyName} canChange={access.update} />
          <ConfirmDialog
            open={confirming === 'delete'}
            title={`Delete company ${company.companyName}?`}
            body="Its plans, matrix, excess and conditions go with it. A company that quotes or policies name cannot be deleted: deactivate it instead."
            confirmLabel="Delete"
            busy={removal.isLoading}
            onConfirm={() => void remove()}
            onCancel={() => setConfirming(null)}
          />
          <ConfirmDialog
            open={confirming === 'status'}
            title={`${company.isActive ? 'Deactivate' : 'Activate'} company ${company.companyName}?`}
            body={
              company.isActive
                ? 'Its plans are no longer quoted and it leaves the pickers. Its records stay.'
                : 'Its active plans are quoted again.'
            }
            confirmLabel={company.isActive ? 'Deactivate' : 'Activate'}
            busy={statusChange.isLoading}
            onConfirm={() => void toggle()}
            onCancel={() => setConfirming(null)}
          />
        </>
      ) : null}
    </DetailScreen>
  );
}
