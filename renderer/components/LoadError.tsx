import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useAppSelector } from '../app/hooks.js';
import { selectOffline } from '../app/live/liveSlice.js';
import { errorStatus, errorText } from './errorText.js';

/**
 * A failed load, inline where the data would be: the server's message and Retry (UX.md §0).
 * A refusal (403) says what is missing and offers no Retry, which could never succeed; a server
 * out of reach while the window's "Offline" banner shows adds nothing (everything is asked
 * again once the server is back).
 *
 * @example {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
 */
export function LoadError({ error, onRetry, className }: { error: unknown; onRetry: () => unknown; className?: string }) {
  const offline = useAppSelector(selectOffline);
  const status = errorStatus(error);
  if (status === 0 && offline) return null;
  if (status === 403) {
    return (
      <MessageBar intent="warning" layout="multiline" className={className}>
        <MessageBarBody>{errorText(error)}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="error" layout="multiline" className={className}>
      <MessageBarBody>{errorText(error)}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={() => void onRetry()}>
          Retry
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
