import { Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { EMIRATES, type Emirate } from '../../../shared/domain/emirates.js';
import { PROVIDER_TYPES, type ProviderType } from '../../../shared/contract/health-insurance/health-providers.schema.js';
import { useNotify } from '../../app/notify.js';
import { useRouteCan } from '../../app/useRouteCan.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { errorText } from '../../components/errorText.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { RelatedList } from '../../components/list/RelatedList.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { ResourceBreadcrumbs } from '../../kit/ResourceBreadcrumbs.js';
import {
  useAssignProvidersMutation, useGetNetworkProvidersQuery, useUnassignProvidersMutation, type NetworkProvider,
} from './healthBenefitsApi.js';
import { networksHooks } from './healthMatrixApi.js';
import { useTreePath } from './healthTreeScreens.js';

const useStyles = makeStyles({
  tables: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(480px, 1fr))', gap: tokens.spacingHorizontalXXL, alignItems: 'start' },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const ALL = '';
const emirateOptions: ReadonlyArray<readonly [Emirate | typeof ALL, string]> = [[ALL, 'All emirates'], ...EMIRATES.map((emirate) => [emirate, emirate] as const)];
const typeOptions: ReadonlyArray<readonly [ProviderType | typeof ALL, string]> = [[ALL, 'All types'], ...PROVIDER_TYPES.map((type) => [type, type] as const)];

/** Ref No., Code, Provider name, Emirate, Type (FIELDS.md's two tables); the row's number counts across pages. */
function providerColumns(page: number, size: number, rows: readonly NetworkProvider[] | undefined): ListColumn<NetworkProvider>[] {
  const number = (provider: NetworkProvider) => String((page - 1) * size + (rows?.indexOf(provider) ?? 0) + 1);
  return [
    { id: 'ref', header: 'Ref No.', numeric: true, render: number },
    { id: 'code', header: 'Code', render: (provider) => provider.providerCode ?? '-' },
    { id: 'name', header: 'Provider name', render: (provider) => provider.providerName },
    { id: 'emirate', header: 'Emirate', render: (provider) => provider.emirate },
    { id: 'type', header: 'Type', render: (provider) => provider.providerType },
  ];
}

/**
 * `/companies/[companyId]/health-insurance/tpa/[tpaId]/network/[networkId]/providers`: the
 * network's providers. Left, the providers it has not got (searched, filtered by emirate and
 * type, paged by the server), ticked and added at once; right, those it has, each with Remove.
 * Both tables page on the server, so 20,000 providers are never loaded.
 */
export function NetworkProviders() {
  const styles = useStyles();
  const notify = useNotify();
  const path = useTreePath();
  const { networkId } = path;
  const network = networksHooks.useGet(networkId, { skip: !networkId });
  const canEdit = useRouteCan(`${path.networks}/${networkId}/edit`).view;
  const [emirate, setEmirate] = useState<Emirate | typeof ALL>(ALL);
  const [providerType, setProviderType] = useState<ProviderType | typeof ALL>(ALL);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const availableList = useListController({ prefix: 'available', storage: 'local' });
  const assignedList = useListController({ prefix: 'assigned', storage: 'local' });
  const available = useGetNetworkProvidersQuery({
    networkId, scope: 'available', page: availableList.page, size: availableList.size, search: availableList.search || undefined,
    ...(emirate && { emirate }), ...(providerType && { providerType }),
  }, { skip: !networkId });
  const assigned = useGetNetworkProvidersQuery({ networkId, scope: 'assigned', page: assignedList.page, size: assignedList.size, search: assignedList.search || undefined }, { skip: !networkId });
  const [assign, assigning] = useAssignProvidersMutation();
  const [unassign] = useUnassignProvidersMutation();

  const toggle = (id: string, on: boolean) => setChosen((all) => {
    const next = new Set(all);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });
  const report = (outcome: { data?: { message: string }; error?: unknown }) => {
    if (outcome.error) notify.error(errorText(outcome.error));
    else notify.success(outcome.data!.message);
    return !outcome.error;
  };
  const addChosen = async () => {
    if (report(await assign({ networkId, providerIds: [...chosen] }))) setChosen(new Set());
  };
  const remove = async (provider: NetworkProvider) => report(await unassign({ networkId, providerIds: [provider._id] }));

  const availableColumns: ListColumn<NetworkProvider>[] = [
    ...providerColumns(availableList.page, availableList.size, available.data?.data),
    ...(canEdit ? [{
      id: 'select', header: 'Select',
      render: (provider: NetworkProvider) => (
        <Checkbox aria-label={`Select ${provider.providerName}`} checked={chosen.has(provider._id)} onChange={(_, data) => toggle(provider._id, data.checked === true)} />
      ),
    }] : []),
  ];
  const assignedColumns: ListColumn<NetworkProvider>[] = [
    ...providerColumns(assignedList.page, assignedList.size, assigned.data?.data),
    ...(canEdit ? [{
      id: 'remove', header: 'Remove',
      render: (provider: NetworkProvider) => (
        <Button size="small" icon={<DismissRegular />} aria-label={`Remove ${provider.providerName}`} onClick={() => void remove(provider)}>Remove</Button>
      ),
    }] : []),
  ];
  const name = network.data?.networkName ?? 'Network';

  return (
    <div className={styles.stack}>
      <ResourceBreadcrumbs crumbs={path.crumbs} />
      <DetailScreen
        query={network}
        loaded={Boolean(network.data)}
        title={`Providers of ${name}`}
        meta={[`${assigned.data?.pagination?.totalItems ?? 0} providers in this network`]}
        back={{ to: path.networks, label: 'Back to networks' }}
        actions={canEdit ? (
          <Button appearance="primary" icon={<AddRegular />} disabled={chosen.size === 0 || assigning.isLoading} onClick={() => void addChosen()}>
            {`Add selected (${chosen.size})`}
          </Button>
        ) : undefined}
      >
        <div className={styles.tables}>
          <RelatedList
            title="Available providers"
            searchPlaceholder="Search name, code or licence number"
            filters={(
              <>
                <ChoiceFilter label="Emirate" value={emirate} options={emirateOptions} onChange={(value) => { setEmirate(value); availableList.setPage(1); }} />
                <ChoiceFilter label="Provider type" value={providerType} options={typeOptions} onChange={(value) => { setProviderType(value); availableList.setPage(1); }} />
              </>
            )}
            controller={availableList}
            result={available}
            columns={availableColumns}
            getRowId={(provider) => provider._id}
            empty={{ title: 'Every provider is in this network', body: 'Providers added to the master list show here.' }}
            filtered={emirate !== ALL || providerType !== ALL}
            onClearFilters={() => { setEmirate(ALL); setProviderType(ALL); }}
          />
          <RelatedList
            title="Selected providers"
            searchPlaceholder="Search this network's providers"
            controller={assignedList}
            result={assigned}
            columns={assignedColumns}
            getRowId={(provider) => provider._id}
            empty={{ title: 'No providers in this network yet', body: 'Tick providers on the left and add them.' }}
          />
        </div>
      </DetailScreen>
    </div>
  );
}
