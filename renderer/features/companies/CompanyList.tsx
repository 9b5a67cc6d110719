import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { useNotify } from '../../app/notify.js';
import { useRouteCan } from '../../app/useRouteCan.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { show } from '../../components/display.js';
import { errorText } from '../../components/errorText.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { CompanyLogo } from './CompanyLogo.js';
import { useGetCompaniesQuery, useRemoveCompanyMutation, type CompanyRecord } from './companiesApi.js';
import { rowActionsColumn } from '../../components/list/rowActions.js';

const useStyles = makeStyles({
  name: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
});

const detailPath = (company: CompanyRecord) => `/companies/${encodeURIComponent(company._id)}`;

/** `/companies`: insurers with logo, e-mail and headquarters; search, create, edit, view and delete. */
export default function CompanyList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const result = useGetCompaniesQuery({ page: list.page, size: list.size, search: list.search });
  const canCreate = useRouteCan('/companies/create').view;
  const access = useRouteCan('/companies');
  const [removing, setRemoving] = useState<CompanyRecord | null>(null);
  const [removeCompany, removal] = useRemoveCompanyMutation();

  const confirmRemove = async () => {
    if (!removing) return;
    const outcome = await removeCompany(removing._id);
    if ('error' in outcome && outcome.error) notify.error(errorText(outcome.error));
    else notify.success(`Company ${removing.companyName} deleted`);
    setRemoving(null);
  };

  const columns: ListColumn<CompanyRecord>[] = [
    {
      id: 'name',
      header: 'Company Name',
      render: (c) => (
        <span className={styles.name}>
          <CompanyLogo companyId={c._id} name={c.companyName} logoUrl={c.logoUrl} />
          <span dir="auto">{c.companyName}</span>
        </span>
      ),
    },
    { id: 'email', header: 'Company Email', render: (c) => show(c.companyEmail) },
    { id: 'headquarters', header: 'Headquarters', render: (c) => show(c.headquarters) },
    { id: 'status', header: 'Status', render: (c) => (c.isActive ? 'Active' : 'Inactive') },
    ...rowActionsColumn<CompanyRecord>({
      view: { label: (c) => `View ${c.companyName}`, onClick: (c) => void navigate(detailPath(c)) },
      edit: access.update
        ? { label: (c) => `Edit ${c.companyName}`, onClick: (c) => void navigate(`${detailPath(c)}/edit`) }
        : undefined,
      remove: access.delete ? { label: (c) => `Delete ${c.companyName}`, onClick: (c) => setRemoving(c) } : undefined,
    }),
  ];

  return (
    <>
      <ListScreen
        title="Companies"
        searchPlaceholder="Search company"
        controller={list}
        result={result}
        columns={columns}
        getRowId={(company) => company._id}
        onOpen={(company) => void navigate(detailPath(company))}
        empty={{
          title: 'No companies yet',
          body: 'Insurance companies and their plans are what every quote is priced from.',
          action: canCreate ? (
            <Button onClick={() => void navigate('/companies/create')}>Add the first company</Button>
          ) : undefined,
        }}
        toolbar={
          canCreate ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/companies/create')}>
              New company
            </Button>
          ) : undefined
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title={`Delete company ${removing?.companyName ?? ''}?`}
        body="Its plans, matrix, excess and conditions go with it. A company that quotes or policies name cannot be deleted: deactivate it instead."
        confirmLabel="Delete"
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
