import {
  Button, Caption1, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, SearchBox, Spinner, makeStyles, tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { GARAGE_PAGE_SIZE } from '../../../shared/contract/garages/garages.schema.js';
import { useNotify } from '../../app/notify.js';
import { errorText } from '../../components/errorText.js';
import { garagesHooks, useAddGaragesToNetworkMutation } from './garagesApi.js';

const useStyles = makeStyles({
  options: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minHeight: '12rem' },
});

/** Garages offered per search: the list's own search, twice its page. */
const SHOWN = GARAGE_PAGE_SIZE * 2;

/**
 * Adds garages to an insurer's network: search the garages by name, area, contact or make, tick
 * those to add (the ticks stay while the search changes), and add them in one call. Garages
 * already in the network may be ticked again: the server keeps them as they are.
 */
export function AddGaragesDialog({ companyId, companyName, open, onClose }: { companyId: string; companyName: string; open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const found = garagesHooks.useList({ page: 1, size: SHOWN, sortField: 'name', sortDirection: 'asc', search: search.trim() }, { skip: !open });
  const [add, adding] = useAddGaragesToNetworkMutation();
  const garages = found.currentData?.data ?? [];

  const close = () => {
    setSearch('');
    setChosen(new Map());
    onClose();
  };
  const toggle = (id: string, name: string, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(id, name);
    else next.delete(id);
    setChosen(next);
  };
  const submit = async () => {
    const outcome = await add({ companyId, garageIds: [...chosen.keys()] });
    if ('error' in outcome && outcome.error) return notify.error('Garages not added', errorText(outcome.error));
    notify.success(outcome.data.message);
    close();
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{`Add garages to ${companyName}'s network`}</DialogTitle>
          <DialogContent>
            <Field label="Find garages">
              <SearchBox value={search} placeholder="Name, area, contact or make" onChange={(_, data) => setSearch(data.value)} />
            </Field>
            <fieldset className={styles.options} aria-label="Garages">
              {found.isFetching && garages.length === 0 ? <Spinner size="tiny" label="Searching…" /> : null}
              {found.isError ? <Caption1 role="alert">{errorText(found.error)}</Caption1> : null}
              {!found.isFetching && !found.isError && garages.length === 0 ? <Caption1>No garage found</Caption1> : null}
              {garages.map((garage) => (
                <Checkbox
                  key={garage._id}
                  label={`${garage.name} · ${garage.area}, ${garage.emirate}`}
                  checked={chosen.has(garage._id)}
                  onChange={(_, data) => toggle(garage._id, garage.name, data.checked === true)}
                />
              ))}
            </fieldset>
            <Caption1>{chosen.size === 0 ? 'No garage chosen' : `Chosen: ${[...chosen.values()].join(', ')}`}</Caption1>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close}>Cancel</Button>
            <Button appearance="primary" disabled={chosen.size === 0 || adding.isLoading} onClick={() => void submit()}>
              {chosen.size === 1 ? 'Add 1 garage' : `Add ${chosen.size} garages`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
