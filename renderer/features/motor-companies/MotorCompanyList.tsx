import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { useRouteCan } from '../../app/useRouteCan.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { DetailTabs } from '../../components/detail/DetailTabs.js';
import { show } from '../../components/display.js';
import { errorText } from '../../components/errorText.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import {
  CompanyLogo, useGetCompaniesByLineQuery, useRemoveCompanyMutation, type CompanyRecord, yesNo,
} from '../companies/public.js';
import { CarMakes } from './CarMakes.js';
import { VehicleCsvUpload } from './VehicleCsvUpload.js';
import { rowActionsColumn } from '../../components/list/rowActions.js';

// Loaded when its tab opens: most visits are for the companies.
const PricingRules = lazy(() => import('./PricingRules.js'));

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column' },
  csv: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, paddingInline: tokens.spacingHorizontalXL,
    paddingBottom: tokens.spacingVerticalXL,
  },
  name: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The companies tab: the motor insurers' portals (logo, name, portal), the car makes and the vehicle CSV upload. */
function MotorCompanies() {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const list = useListController({ defaultSize: 100 });
  const query = useGetCompaniesByLineQuery({ insurance: 'motor', search: list.search || undefined });
  const canCreate = useRouteCan('/motor-companies/create').view;
  const canEdit = useRouteCan('/motor-companies/x/edit').view;
  const canDelete = useCan('company.delete');
  const canUpload = useCan('company.update');
  const [removing, setRemoving] = useState<CompanyRecord | null>(null);
  const [removeCompany, removal] = useRemoveCompanyMutation();
  const result = { ...query, data: query.data ? { data: query.data } : undefined };

  const confirmRemove = async () => {
    if (!removing) return;
    const outcome = await removeCompany(removing._id);
    if (outcome.error) notify.error(errorText(outcome.error));
    else notify.success(`Motor company ${removing.companyName} deleted`);
    setRemoving(null);
  };

  const columns: ListColumn<CompanyRecord>[] = [
    {
      id: 'name',
      header: 'Company',
      render: (c) => (
        <span className={styles.name}>
          <CompanyLogo companyId={c._id} name={c.companyName} logoUrl={c.logoUrl} />
          <span dir="auto">{c.companyName}</span>
        </span>
      ),
    },
    { id: 'portal', header: 'Portal', render: (c) => show(c.companyPortal) },
    { id: 'recommended', header: 'Recommended', render: (c) => yesNo(c.motorInsurance.eSanadRecommendation) },
    { id: 'status', header: 'Status', render: (c) => (c.isActive && c.motorInsurance.isActive ? 'Active' : 'Inactive') },
  ];
  columns.push(
    ...rowActionsColumn<CompanyRecord>({
      edit: canEdit
        ? {
            label: (c) => `Edit ${c.companyName}`,
            onClick: (c) => void navigate(`/motor-companies/${encodeURIComponent(c._id)}/edit`),
          }
        : undefined,
      // FIELDS.md "Portals": a portal list deletes only the companies its short form created.
      remove: canDelete ? { label: (c) => `Delete ${c.companyName}`, onClick: (c) => setRemoving(c), hidden: (c) => !c.showPortal } : undefined,
    }),
  );

  return (
    <div className={styles.page}>
      <ListScreen
        title="Motor companies"
        searchPlaceholder="Search motor company"
        controller={list}
        result={result}
        columns={columns}
        getRowId={(c) => c._id}
        onOpen={canEdit ? (c) => void navigate(`/motor-companies/${encodeURIComponent(c._id)}/edit`) : undefined}
        empty={{
          title: 'No motor companies yet',
          body: 'Companies that write motor insurance show here with their portal.',
          action: canCreate ? (
            <Button onClick={() => void navigate('/motor-companies/create')}>Add the first motor company</Button>
          ) : undefined,
        }}
        toolbar={
          canCreate ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/motor-companies/create')}>
              New motor company
            </Button>
          ) : undefined
        }
      />
      <div className={styles.csv}>
        <CarMakes />
        {canUpload ? <VehicleCsvUpload /> : null}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={`Delete motor company ${removing?.companyName ?? ''}?`}
        body="The company and its plans go. A company that quotes or policies name cannot be deleted: deactivate it instead."
        confirmLabel="Delete"
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

/** `/motor-companies`: the motor companies, and the motor pricing rules in their own tab. */
export default function MotorCompanyList() {
  return (
    <DetailTabs
      tabs={[
        { id: 'companies', label: 'Companies', render: () => <MotorCompanies /> },
        {
          id: 'pricing-rules',
          label: 'Pricing rules',
          render: () => (
            <Suspense fallback={<Spinner label="Loading…" />}>
              <PricingRules />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
