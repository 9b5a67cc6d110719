import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { ServerChoice, ServerSettings } from '../../../shared/host/bridge.js';
import { useHost } from '../../app/useHost.js';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Status =
  | { kind: 'loading' }
  | { kind: 'load-failed'; message: string }
  | { kind: 'editing' }
  | { kind: 'saving' }
  | { kind: 'saved'; restartRequired: boolean }
  | { kind: 'restarting' };

export interface ServerSettingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The sign-in screen's "Server settings": the embedded server on this computer, or an office
 * server's address. The host checks the address (http/https, a BrokerDesk health check within
 * 5 s) before saving it; the choice takes effect after a restart, which the dialog offers.
 */
export function ServerSettingsDialog({ open, onClose }: ServerSettingsDialogProps) {
  const styles = useStyles();
  const host = useHost();
  const [settings, setSettings] = useState<ServerSettings | null>(null);
  const [mode, setMode] = useState<ServerChoice['mode']>('embedded');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });

  useEffect(() => {
    if (!open) return;
    let current = true;
    setStatus({ kind: 'loading' });
    setError(null);
    void host.settings.getServer().then((result) => {
      if (!current) return;
      if (!result.ok) {
        setStatus({ kind: 'load-failed', message: result.error.message });
        return;
      }
      setSettings(result.data);
      setMode(result.data.saved.mode);
      setUrl(result.data.saved.mode === 'remote' ? result.data.saved.url : '');
      setStatus({ kind: 'editing' });
    });
    return () => {
      current = false;
    };
  }, [open, host]);

  const save = async () => {
    if (mode === 'remote' && url.trim() === '') {
      setError('Enter the office server address, e.g. https://brokerdesk.office.local:4310');
      return;
    }
    setError(null);
    setStatus({ kind: 'saving' });
    const result = await host.settings.setServer(mode === 'remote' ? { mode, url: url.trim() } : { mode });
    if (!result.ok) {
      setError(result.error.fieldErrors?.url ?? result.error.message);
      setStatus({ kind: 'editing' });
      return;
    }
    setStatus({ kind: 'saved', restartRequired: result.data.restartRequired });
  };

  const restart = async () => {
    setStatus({ kind: 'restarting' });
    const result = await host.settings.restart();
    if (!result.ok) {
      setError(result.error.message);
      setStatus({ kind: 'saved', restartRequired: true });
    }
  };

  const canChange = settings?.canChange ?? false;
  const busy = status.kind === 'saving' || status.kind === 'restarting' || status.kind === 'loading';
  const editable = canChange && !busy;

  return (
    <Dialog open={open} onOpenChange={(_, data) => (!data.open && !busy ? onClose() : undefined)}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>Server settings</DialogTitle>
          <DialogContent className={styles.content}>
            {status.kind === 'loading' ? <Spinner size="small" label="Loading the server settings…" /> : null}
            {status.kind === 'load-failed' ? (
              <MessageBar intent="error">
                <MessageBarBody>{status.message}</MessageBarBody>
              </MessageBar>
            ) : null}
            {settings ? (
              <>
                <div>
                  In use now: {settings.inUse.embedded ? 'the built-in server on this computer' : settings.inUse.url}
                </div>
                {!settings.canChange ? (
                  <MessageBar intent="info">
                    <MessageBarBody>
                      In the browser, BrokerDesk uses the server that served this page ({settings.inUse.url}). To use another server, open its
                      address in the browser.
                    </MessageBarBody>
                  </MessageBar>
                ) : null}
                {settings.environmentOverride ? (
                  <MessageBar intent="warning">
                    <MessageBarBody>
                      BROKERDESK_API_URL is set to {settings.environmentOverride}: it overrides the choice saved here.
                    </MessageBarBody>
                  </MessageBar>
                ) : null}
                <RadioGroup
                  value={mode}
                  disabled={!editable}
                  aria-label="Server"
                  onChange={(_, data) => {
                    setMode(data.value === 'remote' ? 'remote' : 'embedded');
                    setError(null);
                    if (status.kind === 'saved') setStatus({ kind: 'editing' });
                  }}
                >
                  <Radio value="embedded" label="Built-in server on this computer" />
                  <Radio value="remote" label="Office server" />
                </RadioGroup>
                {mode === 'remote' ? (
                  <Field label="Office server address" validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'} required>
                    <Input
                      type="url"
                      value={url}
                      disabled={!editable}
                      placeholder="https://brokerdesk.office.local:4310"
                      onChange={(_, data) => {
                        setUrl(data.value);
                        if (status.kind === 'saved') setStatus({ kind: 'editing' });
                      }}
                    />
                  </Field>
                ) : error ? (
                  <MessageBar intent="error">
                    <MessageBarBody>{error}</MessageBarBody>
                  </MessageBar>
                ) : null}
                {status.kind === 'saved' ? (
                  <MessageBar intent="success">
                    <MessageBarBody>
                      {status.restartRequired ? 'Saved. Restart BrokerDesk to use this server.' : 'Saved. Nothing changes for this session.'}
                    </MessageBarBody>
                  </MessageBar>
                ) : null}
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            {status.kind === 'saved' && status.restartRequired ? (
              <Button appearance="primary" onClick={() => void restart()}>
                Restart now
              </Button>
            ) : null}
            {status.kind === 'restarting' ? <Spinner size="tiny" label="Restarting…" /> : null}
            {canChange && status.kind !== 'saved' && status.kind !== 'restarting' ? (
              <Button appearance="primary" disabled={busy} icon={status.kind === 'saving' ? <Spinner size="tiny" /> : undefined} onClick={() => void save()}>
                {status.kind === 'saving' && mode === 'remote' ? 'Checking…' : 'Save'}
              </Button>
            ) : null}
            <Button appearance="secondary" disabled={status.kind === 'restarting'} onClick={onClose}>
              {status.kind === 'saved' && status.restartRequired ? 'Later' : 'Close'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
