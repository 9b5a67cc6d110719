import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Spinner, makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { CarMakeInputSchema } from '../../../shared/contract/cars/cars.schema.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { show } from '../../components/display.js';
import { errorText } from '../../components/errorText.js';
import { ErrorSummary } from '../../components/form/ErrorSummary.js';
import { SwitchField } from '../../components/form/SwitchField.js';
import { TextField } from '../../components/form/TextField.js';
import { useContractForm, saveResult } from '../../components/form/useContractForm.js';
import { RelatedList } from '../../components/list/RelatedList.js';
import { rowActionsColumn } from '../../components/list/rowActions.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';

import {
  useCreateCarMakeMutation, useListCarMakesQuery, useRemoveCarMakeMutation, useUpdateCarMakeMutation, type CarMakeRecord,
} from './carsApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const labels = { name: 'Make', country: 'Country', isTop: 'Shown first', isActive: 'Active' };

/** Add or rename a make in a dialog; the server's refusal (a taken name…) shows on its field or at the top. */
function MakeDialog({ make, onClose }: { make: CarMakeRecord | null; onClose: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const [createMake] = useCreateCarMakeMutation();
  const [updateMake] = useUpdateCarMakeMutation();
  const contractForm = useContractForm({
    schema: CarMakeInputSchema,
    labels,
    defaultValues: make
      ? { name: make.name, country: make.country ?? '', isTop: make.isTop, isActive: make.isActive }
      : { name: '', country: '', isTop: false, isActive: true },
    save: async (values) => saveResult<CarMakeRecord>(make ? await updateMake({ id: make._id, body: values }) : await createMake(values)),
    onSaved: (record) => {
      notify.success(make ? `Make ${make.name} saved as ${record.name}` : `Make ${record.name} added`);
      onClose();
    },
  });
  const { saving, submit } = contractForm;
  return (
    <Dialog open onOpenChange={(_, data) => (!data.open && !saving ? onClose() : undefined)}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{make ? `Rename make ${make.name}` : 'New car make'}</DialogTitle>
            <DialogContent className={styles.body}>
              <ErrorSummary contractForm={contractForm} />
              <TextField contractForm={contractForm} name="name" label={labels.name} required dirAuto />
              <TextField contractForm={contractForm} name="country" label={labels.country} />
              <SwitchField contractForm={contractForm} name="isTop" label="Show first in pickers" />
              <SwitchField contractForm={contractForm} name="isActive" label="Make is active" />
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" appearance="primary" disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
                Save make
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** The car companies (makes) of the catalogue: list, add, rename, delete (refused by the server while models use it). */
export function CarMakes() {
  const styles = useStyles();
  const notify = useNotify();
  const list = useListController({ storage: 'local', prefix: 'makes', defaultSize: 20 });
  const query = useListCarMakesQuery({ page: list.page, size: list.size, search: list.search || undefined });
  const canCreate = useCan('company.create');
  const canEdit = useCan('company.update');
  const canDelete = useCan('company.delete');
  const [editing, setEditing] = useState<CarMakeRecord | null | undefined>();
  const [removing, setRemoving] = useState<CarMakeRecord | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [removeMake, removal] = useRemoveCarMakeMutation();

  const confirmRemove = async () => {
    if (!removing) return;
    const outcome = await removeMake(removing._id);
    if (outcome.error) setRefusal(`${removing.name} was not deleted: ${errorText(outcome.error)}`);
    else {
      setRefusal(undefined);
      notify.success(`Make ${removing.name} deleted`);
    }
    setRemoving(null);
  };

  const columns: ListColumn<CarMakeRecord>[] = [
    { id: 'name', header: 'Make', render: (m) => <span dir="auto">{m.name}</span> },
    { id: 'country', header: 'Country', render: (m) => show(m.country) },
    { id: 'models', header: 'Models', numeric: true, render: (m) => m.modelCount },
    { id: 'status', header: 'Status', render: (m) => `${m.isActive ? 'Active' : 'Inactive'}${m.isTop ? ', shown first' : ''}` },
    ...rowActionsColumn<CarMakeRecord>({
      edit: canEdit ? { label: (m) => `Rename ${m.name}`, onClick: (m) => setEditing(m) } : undefined,
      remove: canDelete ? { label: (m) => `Delete ${m.name}`, onClick: (m) => setRemoving(m) } : undefined,
    }),
  ];

  return (
    <div className={styles.root}>
      {refusal ? (
        <MessageBar intent="error">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      ) : null}
      <RelatedList
        title="Car makes"
        searchPlaceholder="Search make"
        filters={
          canCreate ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing(null)}>
              New make
            </Button>
          ) : undefined
        }
        controller={list}
        result={query}
        columns={columns}
        getRowId={(m) => m._id}
        onOpen={canEdit ? (m) => setEditing(m) : undefined}
        empty={{ title: 'No car makes yet', body: 'Add a make here, or load makes, models and values with the vehicle CSV upload.' }}
      />
      {editing !== undefined ? <MakeDialog key={editing?._id ?? 'new'} make={editing} onClose={() => setEditing(undefined)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={`Delete car make ${removing?.name ?? ''}?`}
        body="The make goes from the catalogue. A make that still has models cannot be deleted: the server says so."
        confirmLabel="Delete"
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
