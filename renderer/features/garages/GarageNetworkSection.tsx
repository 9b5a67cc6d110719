import { Button } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { GARAGE_AGENCY_CHOICES, GARAGE_PAGE_SIZE, type NetworkGarage } from '../../../shared/contract/garages/garages.schema.js';
import { useNotify } from '../../app/notify.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { errorText } from '../../components/errorText.js';
import { RelatedList } from '../../components/list/RelatedList.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { AddGaragesDialog } from './AddGaragesDialog.js';
import { useGetCompanyGaragesQuery, useRemoveGaragesFromNetworkMutation } from './garagesApi.js';

const agencyLabel = new Map<string, string>(GARAGE_AGENCY_CHOICES.map((choice) => [choice.value, choice.label]));

/**
 * An insurer's garage network on its page: the garages its claims repair at, a page at a time and
 * searchable; with the companies "Update" permission, "Add garages" and a removal per row, each
 * asked first.
 */
export function GarageNetworkSection({ companyId, companyName, canChange }: { companyId: string; companyName: string; canChange: boolean }) {
  const notify = useNotify();
  const list = useListController({ defaultSize: GARAGE_PAGE_SIZE, storage: 'local', prefix: 'garages' });
  const result = useGetCompanyGaragesQuery({ id: companyId, page: list.page, size: list.size, search: list.search });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<NetworkGarage>();
  const [remove, removal] = useRemoveGaragesFromNetworkMutation();

  const confirmRemoval = async () => {
    if (!removing) return;
    const outcome = await remove({ companyId, garageIds: [removing._id] });
    setRemoving(undefined);
    if ('error' in outcome && outcome.error) return notify.error('Garage not removed', errorText(outcome.error));
    notify.success(outcome.data.message);
  };

  const columns: Array<ListColumn<NetworkGarage>> = [
    { id: 'name', header: 'Garage', render: (garage) => garage.name },
    { id: 'emirate', header: 'Emirate', render: (garage) => garage.emirate },
    { id: 'area', header: 'Area', render: (garage) => garage.area },
    { id: 'agency', header: 'Agency', render: (garage) => agencyLabel.get(garage.agency) ?? garage.agency },
    { id: 'active', header: 'Status', render: (garage) => (garage.isActive ? 'Active' : 'Inactive') },
    ...(canChange
      ? [{
        id: 'remove', header: 'Actions',
        render: (garage: NetworkGarage) => (
          <Button size="small" icon={<DeleteRegular />} aria-label={`Remove ${garage.name} from the network`} onClick={() => setRemoving(garage)}>Remove</Button>
        ),
      }]
      : []),
  ];
  const addButton = canChange ? <Button icon={<AddRegular />} onClick={() => setAdding(true)}>Add garages</Button> : null;

  return (
    <>
      <RelatedList
        title="Garage network"
        searchPlaceholder="Search garage, area or emirate"
        // The toolbar beside the search holds the section's action.
        filters={addButton}
        controller={list}
        result={result}
        columns={columns}
        getRowId={(garage) => garage._id}
        empty={{ title: 'No garage in the network yet', body: `Garages added here are where ${companyName}'s claims repair without an override.` }}
      />
      {canChange ? <AddGaragesDialog companyId={companyId} companyName={companyName} open={adding} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove ${removing?.name ?? 'the garage'} from ${companyName}'s network?`}
        body="Claims of this insurer then need a reason to repair there. The garage stays in the garage list."
        confirmLabel="Remove"
        busy={removal.isLoading}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setRemoving(undefined)}
      />
    </>
  );
}
